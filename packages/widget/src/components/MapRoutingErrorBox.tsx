import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/**
 * The routing error box on the map (SPEC §2 Map, §4): the title and message of a failed re-route started
 * on the map (a drag, mode 'dc'), dismissible; hidden when routing starts again and when there is none.
 */
export function MapRoutingErrorBox() {
  const { mapEdit } = usePlannerStores();
  const error = useStore(mapEdit.$routingError);
  return (
    <Box
      data-testid="map-routing-error"
      hidden={error === null}
      sx={{ maxWidth: 420, pointerEvents: 'auto' }}
    >
      {error && (
        <Alert
          severity="error"
          variant="filled"
          onClose={() => mapEdit.dismissRoutingError()}
          slotProps={{ closeButton: { title: MESSAGES.map.close, 'aria-label': MESSAGES.map.close } }}
        >
          {error.title && <AlertTitle>{error.title}</AlertTitle>}
          {error.message}
        </Alert>
      )}
    </Box>
  );
}
