import { CARGO_KIND_LABELS, formatBRL, formatDate, freightTables } from '@freight/core';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { MESSAGES } from '../messages.ts';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { DataTable, TableScroll } from './DataTable.tsx';
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
          <TableScroll key={table.table}>
            <Typography variant="subtitle2">{MESSAGES.freightTable(table.table)}</Typography>
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">{MESSAGES.cargoKind}</th>
                  {table.axles.map((axles) => (
                    <th scope="col" key={axles}>
                      {MESSAGES.axlesColumn(axles)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.cargoKind}>
                    <td>{CARGO_KIND_LABELS[row.cargoKind]}</td>
                    {row.values.map((value, index) => (
                      <td key={table.axles[index]}>{value == null ? '-' : formatBRL(value)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </TableScroll>
        ))}
      </Stack>
    </CollapsibleCard>
  );
}
