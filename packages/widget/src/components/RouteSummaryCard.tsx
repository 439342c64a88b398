import { formatDistance, formatDuration, MONEY_ZERO } from '@freight/core';
import type { RouteSummary, ValhallaTrip } from '@freight/core';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { Notice } from './Notice.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { Separator } from './Separator.tsx';

function Line({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }} data-summary={name}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * Duration, distance and toll totals of one way, then the warning about plazas the totals leave out
 * (`summary.fmt.plazas_without_fare`, when not empty); `prefix` names its lines (`''` or `'return-'`).
 */
function WayLines({
  prefix,
  trip,
  summary,
}: {
  prefix: string;
  trip: ValhallaTrip | null | undefined;
  summary: RouteSummary | null | undefined;
}) {
  const fmt = summary?.fmt;
  const money = (value: string | undefined) => value ?? MONEY_ZERO;
  const withAxle = (total: string | undefined, axle: string | undefined) =>
    `${money(total)} (${MESSAGES.perAxle.toLowerCase()}: ${money(axle)})`;
  return (
    <Stack spacing={0.5}>
      <Line name={`${prefix}duration`} label={MESSAGES.duration} value={formatDuration(trip?.summary.time)} />
      <Line
        name={`${prefix}distance`}
        label={MESSAGES.distance}
        value={formatDistance(trip?.summary.length)}
      />
      <Line
        name={`${prefix}gross`}
        label={MESSAGES.tollsGross}
        value={withAxle(fmt?.total_tolls_gross, fmt?.avg_axis_gross_cost)}
      />
      <Line
        name={`${prefix}tag`}
        label={MESSAGES.tollsTag}
        value={withAxle(fmt?.total_tolls_tag, fmt?.avg_axis_tag_cost)}
      />
      <Line
        name={`${prefix}weekend`}
        label={MESSAGES.tollsWeekend}
        value={withAxle(fmt?.total_tolls_weekend, fmt?.avg_axis_weekend_cost)}
      />
      <Line
        name={`${prefix}net`}
        label={MESSAGES.tollsNet}
        value={withAxle(fmt?.total_tolls_net, fmt?.avg_axis_net_cost)}
      />
      {fmt?.plazas_without_fare ? (
        <Notice severity="warning" sx={{ mt: 0.5 }} data-testid={`route-summary-${prefix}fare-warning`}>
          {fmt.plazas_without_fare}
        </Notice>
      ) : null}
    </Stack>
  );
}

/**
 * The route summary card (SPEC §2, §3 Trip display): duration and distance of the selected alternative
 * (core's `formatDuration` / `formatDistance`), the toll totals and per-axle averages of `summary.fmt`.
 * Before a calculation they read 'Não calculado' and 'R$ 0,00'. Under the totals, a warning (read out
 * as an alert) when plazas with 'Tarifa indisponível' are left out of them. When the answer has the way
 * back (`volta`, asked for with 'Calcular retorno'), its totals (and its own warning) follow under 'Retorno'.
 */
export function RouteSummaryCard() {
  const { selection } = usePlannerStores();
  const trip = useStore(selection.$trip);
  const summary = useStore(selection.$summary);
  const back = useStore(selection.$selectedWay)?.volta;
  return (
    <Card variant="outlined" data-testid="route-summary">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {MESSAGES.summaryTitle}
        </Typography>
        <WayLines prefix="" trip={trip} summary={summary} />
        {back ? (
          <Stack spacing={1} sx={{ mt: 1.5 }} data-testid="route-summary-return">
            <Separator />
            <Typography variant="subtitle2" component="h3">
              {MESSAGES.returnTrip}
            </Typography>
            <WayLines prefix="return-" trip={back.rota.trip} summary={back.summary} />
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
