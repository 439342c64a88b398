import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { CalculateButton } from './CalculateButton.tsx';
import { ClearFieldsButton } from './ClearFieldsButton.tsx';
import { RouteErrorDialog } from './RouteErrorDialog.tsx';
import { RouteOptions } from './RouteOptions.tsx';
import { VehicleSelector } from './VehicleSelector.tsx';
import { WaypointEditor } from './WaypointEditor.tsx';

/**
 * The route settings panel (SPEC §2): waypoint list, vehicle selector, options block, Calculate and
 * clear-fields buttons, and the route error dialog of a failed calculation. Needs a
 * `PlannerStoresProvider` and a theme above it.
 */
export function RouteSettingsPanel() {
  return (
    <Stack spacing={2} sx={{ p: 2 }} component="section" data-testid="route-settings-panel">
      <WaypointEditor />
      <Divider />
      <VehicleSelector />
      <Divider />
      <RouteOptions />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CalculateButton />
        <ClearFieldsButton />
      </Stack>
      <RouteErrorDialog />
    </Stack>
  );
}
