import { isSubscriptionDialog, SUBSCRIPTION_DIALOG_TEXTS } from '@freight/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useDialogs } from '../navigation/use-dialogs.ts';
import { MESSAGES } from '../messages.ts';

/**
 * The subscription dialogs (SPEC §6): `subscribe` (402), `subscription-overdue` (423) and `fair-use`
 * (429), on any page, opened by name in `ds` (the API client opens them).
 */
export function SubscriptionDialogs() {
  const dialogs = useDialogs();
  const titleId = useId();
  const name = dialogs.open.findLast(isSubscriptionDialog);
  const texts = name ? SUBSCRIPTION_DIALOG_TEXTS[name] : null;
  return (
    <Dialog
      open={texts !== null}
      onClose={() => dialogs.closeDialog(name)}
      aria-labelledby={titleId}
      data-dialog={name}
    >
      <DialogTitle id={titleId}>{texts?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => dialogs.closeDialog(name)}>
          {MESSAGES.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
