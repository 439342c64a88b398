import Stack from '@mui/material/Stack';
import { AlternativesList } from './AlternativesList.tsx';
import { FreightFloorCard } from './FreightFloorCard.tsx';
import { RouteSummaryCard } from './RouteSummaryCard.tsx';
import { TollPlazasCard } from './TollPlazasCard.tsx';

/** The calculated route: summary, alternatives, toll plazas and freight floor of the selected one. */
export function RouteResults() {
  return (
    <Stack spacing={2} sx={{ p: 2, pt: 0 }} component="section" data-testid="route-results">
      <RouteSummaryCard />
      <AlternativesList />
      <TollPlazasCard />
      <FreightFloorCard />
    </Stack>
  );
}
