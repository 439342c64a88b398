import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { MESSAGES } from '../messages.ts';
import { missingAddressIndex } from '../stores/dialogs-store.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlannerDialog } from './PlannerDialog.tsx';

/**
 * The `missing-addr` dialog (SPEC §2): open while an address to report is set (the 'SIM' of the
 * address question stores it). 'Informar localização' opens the search of that waypoint, where the
 * user types coordinates, picks a nearby address or 'Sua Localização'; 'Cancelar' forgets it.
 */
export function MissingAddressDialog() {
  const { dialogs, waypoints, searchActions } = usePlannerStores();
  const address = useStore(dialogs.$addressToReport);
  const titleId = useId();
  const close = () => dialogs.reportAddress('');
  const locate = () => {
    const index = missingAddressIndex(waypoints.$waypoints.get(), address);
    close();
    searchActions.open(index);
  };
  return (
    <PlannerDialog
      open={address !== ''}
      onClose={close}
      aria-labelledby={titleId}
      data-testid="missing-addr-dialog"
    >
      <DialogTitle id={titleId}>{MESSAGES.missingAddressTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{MESSAGES.missingAddressText(address)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {MESSAGES.cancel}
        </Button>
        <Button variant="contained" onClick={locate}>
          {MESSAGES.missingAddressAction}
        </Button>
      </DialogActions>
    </PlannerDialog>
  );
}
