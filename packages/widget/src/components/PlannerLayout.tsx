import Box from '@mui/material/Box';
import { MapView } from './MapView.tsx';
import { RouteResults } from './RouteResults.tsx';
import { RouteSettingsPanel } from './RouteSettingsPanel.tsx';

/** Width below which the panel sits above the map instead of beside it. */
const STACKED_MAX_WIDTH = 760;

/** The planner screen: the settings panel beside the map (above it in a narrow element). */
export function PlannerLayout() {
  return (
    <Box
      sx={{
        containerType: 'inline-size',
        height: '100%',
        minHeight: 'inherit',
      }}
    >
      <Box
        data-testid="planner"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(300px, 380px) 1fr',
          height: '100%',
          minHeight: 'inherit',
          [`@container (max-width: ${STACKED_MAX_WIDTH}px)`]: { gridTemplateColumns: '1fr' },
        }}
      >
        <Box sx={{ overflowY: 'auto', borderRight: 1, borderColor: 'divider' }}>
          <RouteSettingsPanel />
          <RouteResults />
        </Box>
        <MapView />
      </Box>
    </Box>
  );
}
