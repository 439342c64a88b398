import { formatKmMarker, tollTableEntries } from '@freight/core';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { MESSAGES } from '../messages.ts';
import { tollRowTexts } from '../results/toll-texts.ts';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { DataTable, TableScroll } from './DataTable.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

const COLUMNS = [
  'dealership',
  'name',
  'highway',
  'km',
  'uf',
  'fare',
  'weekendFare',
  'weekendFareDiscount',
  'tagFare',
  'tagFareDiscount',
] as const;

/**
 * The 'Praças de Pedágio (n)' card (SPEC §2, §3 Toll table row), collapsed by default and shown once a
 * route is calculated: every plaza of the selected alternative (no paging), '-' for tag and weekend
 * fares and discounts that do not apply.
 */
export function TollPlazasCard() {
  const { selection } = usePlannerStores();
  const plazas = useStore(selection.$plazas);
  const way = useStore(selection.$selectedWay);
  const rows = useMemo(() => tollTableEntries(plazas), [plazas]);
  if (!way) return null;
  return (
    <CollapsibleCard
      title={MESSAGES.tollPlazasTitle(rows.length)}
      bodySx={{ p: 0 }}
      data-testid="toll-plazas"
    >
      <TableScroll>
        <DataTable>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th scope="col" key={column}>
                  {MESSAGES.tollColumns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const texts = tollRowTexts(row);
              return (
                <tr key={`${index}-${row.name}`} data-testid="toll-row">
                  <td>{row.dealership}</td>
                  <td>{row.name}</td>
                  <td>{row.highway}</td>
                  <td>{formatKmMarker(row.km)}</td>
                  <td>{row.uf}</td>
                  <td>{texts.fare}</td>
                  <td>{texts.weekendFare}</td>
                  <td>{texts.weekendFareDiscount}</td>
                  <td>{texts.tagFare}</td>
                  <td>{texts.tagFareDiscount}</td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </TableScroll>
    </CollapsibleCard>
  );
}
