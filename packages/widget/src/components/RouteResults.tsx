import Stack from '@mui/material/Stack';
import { AlternativesList } from './AlternativesList.tsx';
import { FreightFloorCard } from './FreightFloorCard.tsx';
import { RouteOptionsCard } from './RouteOptionsCard.tsx';
import { SaveRouteButton } from './SaveRouteDialog.tsx';
import { RouteSummaryCard } from './RouteSummaryCard.tsx';
import { TollPlazasCard } from './TollPlazasCard.tsx';

/** The calculated route: summary, options card, alternatives, toll plazas and freight floor of the selected one. */
export function RouteResults() {
  return (
    <Stack spacing={2} sx={{ p: 2, pt: 0 }} component="section" data-testid="route-results">
      <RouteSummaryCard />
      <RouteOptionsCard />
      <AlternativesList />
      <TollPlazasCard />
      <FreightFloorCard />
      <SaveRouteButton />
    </Stack>
  );
}
