import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/**
 * The vehicle and options of a shared route (`data`), as text: nothing can be changed, calculated,
 * cleared or saved there.
 */
export function SharedRouteSettings() {
  const { vehicle, options } = usePlannerStores();
  const current = useStore(vehicle.$vehicle);
  const chosen = useStore(options.$options);
  const type = chosen.type_route === 'default' ? 'efficient' : chosen.type_route;
  return (
    <Stack spacing={0.5} data-testid="shared-route-settings">
      <Typography variant="subtitle2" component="h2">
        {MESSAGES.sharedRouteTitle}
      </Typography>
      <Typography variant="body2" data-testid="shared-vehicle">
        {`${MESSAGES.vehicleTitle}: ${MESSAGES.categories[current.category]}, ${MESSAGES.axlesValue(current.axis)}`}
      </Typography>
      <Typography variant="body2" data-testid="shared-route-type">
        {`${MESSAGES.routeType}: ${MESSAGES.routeTypes[type]}`}
      </Typography>
      {chosen.calculateReturn ? <Typography variant="body2">{MESSAGES.withReturnTrip}</Typography> : null}
      {chosen.retroactiveDate ? (
        <Typography variant="body2">{MESSAGES.retroactiveDateValue(chosen.retroactiveDate)}</Typography>
      ) : null}
    </Stack>
  );
}
