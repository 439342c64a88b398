import { formatBRL } from '@freight/core';
import type { VpoListFilters, VpoTotals as Totals } from '@freight/core';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { useCall } from '../../ui/use-call.ts';
import type { VpoCalls } from './vpo-calls.ts';

/** "1 com valor desconhecido" / "3 com valor desconhecido". */
export const unknownValuesText = (count: number): string => `${count} com valor desconhecido`;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Typography variant="body2" data-testid={testId}>
      {label}: <strong>{value}</strong>
    </Typography>
  );
}

/**
 * The totals above the VPO report (`GET /api/vpo/totals` with the list's filters, read again when they
 * change): how many purchases, the quoted and purchased sums of the known values, and how many have an
 * unknown value (the sums leave them out, so the page says so).
 */
export function VpoTotals() {
  const { filterValues } = useListContext();
  const key = JSON.stringify(filterValues ?? {});
  const loaded = useCall<VpoCalls, Totals>(key, (calls, signal) =>
    calls.vpoTotals(JSON.parse(key) as VpoListFilters, signal),
  );

  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      flexWrap="wrap"
      sx={{ px: 2, py: 1.5 }}
      role="group"
      aria-label="Totais"
      aria-busy={loaded.status === 'loading'}
    >
      {loaded.status === 'loading' ? <Typography variant="body2">Calculando os totais...</Typography> : null}
      {loaded.status === 'failed' ? (
        <Typography variant="body2" color="error">
          Totais indisponíveis: {loaded.message}
        </Typography>
      ) : null}
      {loaded.status === 'loaded' ? (
        <>
          <Figure label="Total de VPOs" value={String(loaded.data.count)} testId="vpo-total-count" />
          <Figure
            label="Valor cotado"
            value={formatBRL(loaded.data.quoted_value)}
            testId="vpo-total-quoted"
          />
          <Figure
            label="Valor comprado"
            value={formatBRL(loaded.data.purchased_value)}
            testId="vpo-total-purchased"
          />
          {loaded.data.unknown_values > 0 ? (
            <Typography variant="body2" color="warning.main" data-testid="vpo-total-unknown">
              {unknownValuesText(loaded.data.unknown_values)}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
