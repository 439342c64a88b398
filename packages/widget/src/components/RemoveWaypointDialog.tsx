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

/** The confirmation of a waypoint's removal (SPEC §4): 'Remover destino', 'Remover' / 'Cancelar'. */
export function RemoveWaypointDialog() {
  const { waypointRemoval } = usePlannerStores();
  const pending = useStore(waypointRemoval.$pending);
  const titleId = useId();
  const textId = useId();
  return (
    <PlannerDialog
      open={pending !== null}
      onClose={waypointRemoval.cancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="remove-waypoint-dialog"
    >
      <DialogTitle id={titleId}>{MESSAGES.removeWaypointTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{MESSAGES.removeWaypointText(pending?.label ?? '')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={waypointRemoval.cancel}>
          {MESSAGES.cancel}
        </Button>
        <Button variant="contained" onClick={waypointRemoval.confirm}>
          {MESSAGES.removeWaypointConfirm}
        </Button>
      </DialogActions>
    </PlannerDialog>
  );
}
