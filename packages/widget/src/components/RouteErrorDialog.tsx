import { ROUTE_ADDRESS_BUTTONS } from '@freight/core';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { MESSAGES } from '../messages.ts';
import { isMapRoutingError } from '../stores/route-store.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PlannerDialog } from './PlannerDialog.tsx';

/**
 * The route error dialog of a failed calculation (SPEC §8 route search dialogs): 'Sem conexão',
 * 'Login Inválido' (dismissing it logs out and asks for a login), the unexpected error, the server's
 * error, and the address question — 'NÃO' closes it, 'SIM' stores the address to report, which opens
 * the `missing-addr` dialog. A routing error of a re-route started on the map shows in the map's error box
 * instead.
 */
export function RouteErrorDialog() {
  const { route, dialogs } = usePlannerStores();
  const { error } = useStore(route.$route);
  const titleId = useId();
  const reportAddress = () => {
    const address = error?.address ?? '';
    route.dismissError();
    dialogs.reportAddress(address);
  };
  return (
    <PlannerDialog
      open={error !== null && !isMapRoutingError(error)}
      onClose={route.dismissError}
      aria-labelledby={titleId}
      data-testid="route-error-dialog"
      data-kind={error?.kind}
    >
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
            <Button onClick={reportAddress} variant="contained">
              {ROUTE_ADDRESS_BUTTONS.confirm}
            </Button>
          </>
        ) : (
          <Button onClick={route.dismissError} variant="contained">
            {MESSAGES.ok}
          </Button>
        )}
      </DialogActions>
    </PlannerDialog>
  );
}
