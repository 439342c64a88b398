import {
  formatBRL,
  formatDateTime,
  formatKmMarker,
  formatVpoValue,
  vpoReconciliationSummary,
} from '@freight/core';
import type { VpoReconciliation } from '@freight/core';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';
import { showPath } from '../paths.ts';
import { SimpleTable } from './SimpleTable.tsx';
import { VPO_REPORT_PATH } from './vpo-paths.ts';

/** What a missing detail reads. */
const NONE = '—';

const NOT_PASSED = 'Praças compradas e não passadas';
const NOT_BOUGHT = 'Passagens cobradas e não compradas';

/** A titled list of differences. */
function List({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** 'Placa ABC1D23, viagem VIA-1' (the trip only when known). */
const vpoTitle = (entry: VpoReconciliation): string =>
  `Placa ${entry.plate}${entry.trip_number ? `, viagem ${entry.trip_number}` : ''}`;

/** The differences of one VPO (or of the passages of no VPO, `vpo_id` null): its two lists. */
function Differences({ entry }: { entry: VpoReconciliation }) {
  const title = vpoTitle(entry);
  return (
    <Box
      component="section"
      aria-label={entry.vpo_id === null ? `Fora de VPO: ${entry.plate}` : title}
      sx={{ mb: 2 }}
    >
      <Typography variant="subtitle1" component="h3">
        {entry.vpo_id === null ? (
          `Passagens fora de qualquer VPO — placa ${entry.plate}`
        ) : (
          <Link component={LinkBase} to={showPath(VPO_REPORT_PATH, entry.vpo_id)}>
            {`VPO ${entry.vpo_id}: ${title}`}
          </Link>
        )}
      </Typography>
      {entry.bought_not_passed.length > 0 ? (
        <List title={NOT_PASSED}>
          <SimpleTable
            label={NOT_PASSED}
            headers={['Praça', 'Rodovia', 'Km', 'Tarifa']}
            rows={entry.bought_not_passed.map((line) => [
              line.name,
              line.road ?? NONE,
              line.km === null ? NONE : formatKmMarker(line.km),
              formatVpoValue(line.fare),
            ])}
            empty=""
          />
        </List>
      ) : null}
      {entry.charged_not_bought.length > 0 ? (
        <List title={NOT_BOUGHT}>
          <SimpleTable
            label={NOT_BOUGHT}
            headers={['Data', 'Praça', 'Placa', 'Valor']}
            rows={entry.charged_not_bought.map((passage) => [
              formatDateTime(passage.passed_at) || passage.passed_at,
              passage.plaza,
              passage.plate,
              formatBRL(passage.value),
            ])}
            empty=""
          />
        </List>
      ) : null}
    </Box>
  );
}

/**
 * A statement's reconciliation: the summary (VPOs checked, plazas bought and not passed, passages charged
 * and not bought and their value), then one block per VPO with differences (a link to the purchase) and
 * the passages of no VPO; 'Nenhuma diferença encontrada.' when everything matches.
 */
export function VpoReconciliationResults({ entries }: { entries: readonly VpoReconciliation[] }) {
  const summary = vpoReconciliationSummary(entries);
  const differing = entries.filter(
    (entry) => entry.bought_not_passed.length > 0 || entry.charged_not_bought.length > 0,
  );
  return (
    <Box role="region" aria-label="Resultado da conciliação" sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="vpo-reconciliation-summary">
        VPOs conferidos: {summary.vpos}; praças compradas e não passadas: {summary.boughtNotPassed}; passagens
        cobradas e não compradas: {summary.chargedNotBought}; valor das passagens não compradas:{' '}
        {formatBRL(summary.chargedNotBoughtValue)}
      </Typography>
      {summary.agrees ? <Typography variant="body1">Nenhuma diferença encontrada.</Typography> : null}
      {differing.map((entry) => (
        <Differences key={`${entry.vpo_id ?? 'none'}-${entry.plate}`} entry={entry} />
      ))}
    </Box>
  );
}
