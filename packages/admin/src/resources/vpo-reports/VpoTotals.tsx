import { formatBRL } from '@freight/core';
import type { VpoListFilters, VpoTotals as Totals } from '@freight/core';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import type { VpoCalls } from './vpo-calls.ts';

/** Message of totals that could not be read and came without one. */
const FAILED_MESSAGE = 'Ocorreu um erro.';

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly totals: Totals }
  | { readonly status: 'failed'; readonly message: string };

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
  const dataProvider = useDataProvider() as unknown as VpoCalls;
  const key = JSON.stringify(filterValues ?? {});
  const [state, setState] = useState<{ key: string; loaded: Loaded } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (loaded: Loaded) => {
      if (!controller.signal.aborted) setState({ key, loaded });
    };
    dataProvider.vpoTotals(JSON.parse(key) as VpoListFilters, controller.signal).then(
      (response) =>
        settle(
          response.success
            ? { status: 'loaded', totals: response.data }
            : { status: 'failed', message: response.message || FAILED_MESSAGE },
        ),
      (error: unknown) =>
        settle({
          status: 'failed',
          message: error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE,
        }),
    );
    return () => controller.abort();
  }, [key, dataProvider]);
  const loaded: Loaded = state?.key === key ? state.loaded : { status: 'loading' };

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
          <Figure label="Total de VPOs" value={String(loaded.totals.count)} testId="vpo-total-count" />
          <Figure
            label="Valor cotado"
            value={formatBRL(loaded.totals.quoted_value)}
            testId="vpo-total-quoted"
          />
          <Figure
            label="Valor comprado"
            value={formatBRL(loaded.totals.purchased_value)}
            testId="vpo-total-purchased"
          />
          {loaded.totals.unknown_values > 0 ? (
            <Typography variant="body2" color="warning.main" data-testid="vpo-total-unknown">
              {unknownValuesText(loaded.totals.unknown_values)}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
