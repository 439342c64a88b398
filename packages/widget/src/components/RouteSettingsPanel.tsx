import Stack from '@mui/material/Stack';
import { useStore } from '@nanostores/react';
import { CalculateButton } from './CalculateButton.tsx';
import { ClearFieldsButton } from './ClearFieldsButton.tsx';
import { MissingAddressDialog } from './MissingAddressDialog.tsx';
import { OpeningNotice } from './OpeningNotice.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { RouteErrorDialog } from './RouteErrorDialog.tsx';
import { RouteOptions } from './RouteOptions.tsx';
import { Separator } from './Separator.tsx';
import { SharedRouteSettings } from './SharedRouteSettings.tsx';
import { SubscriptionDialog } from './SubscriptionDialog.tsx';
import { VehicleSelector } from './VehicleSelector.tsx';
import { WaypointEditor } from './WaypointEditor.tsx';

/**
 * The route settings panel (SPEC §2): waypoint list, vehicle selector, options block, Calculate and
 * clear-fields buttons, and the dialogs of a failed calculation (route error, `missing-addr`,
 * subscription). A shared route (`data`) shows its waypoints, vehicle and options read-only, without
 * Calculate or clear. Needs a `PlannerStoresProvider` and a theme above it.
 */
export function RouteSettingsPanel() {
  const { config } = usePlannerStores();
  const sharedView = useStore(config.$sharedView);
  return (
    <Stack spacing={2} sx={{ p: 2 }} component="section" data-testid="route-settings-panel">
      <OpeningNotice />
      <WaypointEditor />
      <Separator />
      {sharedView ? (
        <SharedRouteSettings />
      ) : (
        <>
          <VehicleSelector />
          <Separator />
          <RouteOptions />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CalculateButton />
            <ClearFieldsButton />
          </Stack>
        </>
      )}
      <RouteErrorDialog />
      <MissingAddressDialog />
      <SubscriptionDialog />
    </Stack>
  );
}
