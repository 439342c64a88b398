import { ROUTE_ADDRESS_BUTTONS } from '@freight/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/** The route error dialog of a failed calculation (SPEC §8 route search dialogs). */
export function RouteErrorDialog() {
  const { route } = usePlannerStores();
  const { error } = useStore(route.$route);
  const titleId = useId();
  return (
    <Dialog open={error !== null} onClose={route.dismissError} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{error?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{error?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {error?.kind === 'ask-address' ? (
          <>
            <Button color="inherit" onClick={route.dismissError}>
              {ROUTE_ADDRESS_BUTTONS.cancel}
            </Button>
            <Button onClick={route.dismissError} variant="contained">
              {ROUTE_ADDRESS_BUTTONS.confirm}
            </Button>
          </>
        ) : (
          <Button onClick={route.dismissError} variant="contained">
            {MESSAGES.ok}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
