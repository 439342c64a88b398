import Box from '@mui/material/Box';
import { useStore } from '@nanostores/react';
import { Notice } from './Notice.tsx';
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
        <Notice
          severity="error"
          variant="filled"
          title={error.title}
          onClose={() => mapEdit.dismissRoutingError()}
        >
          {error.message}
        </Notice>
      )}
    </Box>
  );
}
