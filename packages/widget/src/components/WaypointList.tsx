import SwapVertIcon from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { Hint } from './Hint.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { RemoveWaypointDialog } from './RemoveWaypointDialog.tsx';
import { WaypointRow } from './WaypointRow.tsx';

/** The waypoint rows with the swap button (editing screens 0 and 1). */
export function WaypointList() {
  const { waypoints, waypointRemoval, searchActions, config, route } = usePlannerStores();
  const list = useStore(waypoints.$waypoints);
  const display = useStore(waypoints.$display);
  const viewMode = useStore(config.$viewMode);
  const submitted = useStore(route.$submitted);
  const validation = useStore(route.$validation);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }} role="list" aria-label={MESSAGES.waypointsLabel}>
        {list.map((waypoint, index) => {
          const row = display[index];
          if (!row) return null;
          return (
            <div role="listitem" key={index}>
              <WaypointRow
                index={index}
                waypoint={waypoint}
                display={row}
                error={submitted ? (validation.waypoints[index] ?? null) : null}
                readOnly={viewMode}
                onOpenSearch={searchActions.open}
                onRemove={waypointRemoval.request}
                onAdd={() => searchActions.startAddDestination()}
                onMove={waypoints.move}
              />
            </div>
          );
        })}
      </Stack>
      {!viewMode && (
        <Hint title={MESSAGES.swapWaypoints}>
          <IconButton aria-label={MESSAGES.swapWaypoints} onClick={waypoints.swap}>
            <SwapVertIcon />
          </IconButton>
        </Hint>
      )}
      <RemoveWaypointDialog />
    </Box>
  );
}
