import { CARGO_KIND_LABELS, formatBRL, formatDate, freightTables } from '@freight/core';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { MESSAGES } from '../messages.ts';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/**
 * The ANTT freight floor of the selected alternative (SPEC §3 Freight table), collapsed by default: the
 * act and its validity, then a table per table type with cargo kinds × axles. Hidden without `frete`.
 */
export function FreightFloorCard() {
  const { selection } = usePlannerStores();
  const frete = useStore(selection.$freight);
  const tables = useMemo(() => freightTables(frete), [frete]);
  if (!frete) return null;
  const validity = MESSAGES.freightValidity(
    formatDate(frete.ato.start),
    frete.ato.end ? formatDate(frete.ato.end) : null,
  );
  return (
    <CollapsibleCard title={MESSAGES.freightTitle} data-testid="freight-floor">
      <Stack spacing={2}>
        <Typography variant="body2">{MESSAGES.freightAct(frete.ato.name, validity)}</Typography>
        {tables.map((table) => (
          <TableContainer key={table.table}>
            <Typography variant="subtitle2">{MESSAGES.freightTable(table.table)}</Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{MESSAGES.cargoKind}</TableCell>
                  {table.axles.map((axles) => (
                    <TableCell key={axles}>{MESSAGES.axlesColumn(axles)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map((row) => (
                  <TableRow key={row.cargoKind}>
                    <TableCell>{CARGO_KIND_LABELS[row.cargoKind]}</TableCell>
                    {row.values.map((value, index) => (
                      <TableCell key={table.axles[index]}>{value == null ? '-' : formatBRL(value)}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ))}
      </Stack>
    </CollapsibleCard>
  );
}
