import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '../messages.ts';

const t = MESSAGES.vpoPurchase;

/** Confirmation of 'Limpar campos' (SPEC §4 Clear fields). */
export function ClearFieldsDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="vpo-clear-title">
      <DialogTitle id="vpo-clear-title">{t.clearTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.clearText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button onClick={onConfirm} color="error">
          {t.clear}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
