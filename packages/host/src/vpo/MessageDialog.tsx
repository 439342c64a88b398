import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { MESSAGES } from '../messages.ts';

/** What a message dialog says: its title, its text, and what its 'OK' does after closing. */
export interface DialogMessage {
  readonly title: string;
  readonly text: string;
  readonly then?: () => void;
}

/** A message with one 'OK' button ('Sucesso', 'Erro', …); `null` shows nothing. */
export function MessageDialog({ message, onClose }: { message: DialogMessage | null; onClose: () => void }) {
  const titleId = useId();
  const close = () => {
    onClose();
    message?.then?.();
  };
  return (
    <Dialog open={message !== null} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{message?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {MESSAGES.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
