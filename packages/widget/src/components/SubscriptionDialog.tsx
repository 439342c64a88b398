import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlannerDialog } from './PlannerDialog.tsx';

/**
 * The subscription dialogs (SPEC §6, §8): 402 subscribe, 423 subscription overdue, 429 fair use, opened
 * by any API call answering one of them (the `error` event names the dialog for the host too).
 */
export function SubscriptionDialog() {
  const { dialogs } = usePlannerStores();
  const notice = useStore(dialogs.$subscription);
  const titleId = useId();
  return (
    <PlannerDialog
      open={notice !== null}
      onClose={dialogs.closeSubscription}
      aria-labelledby={titleId}
      data-testid="subscription-dialog"
      data-dialog={notice?.dialog}
    >
      <DialogTitle id={titleId}>{notice?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{notice?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={dialogs.closeSubscription}>
          {MESSAGES.ok}
        </Button>
      </DialogActions>
    </PlannerDialog>
  );
}
