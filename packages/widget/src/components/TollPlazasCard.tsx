import { formatKmMarker, tollTableEntries } from '@freight/core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { MESSAGES } from '../messages.ts';
import { tollRowTexts } from '../results/toll-texts.ts';
import { CollapsibleCard } from './CollapsibleCard.tsx';
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
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{MESSAGES.tollColumns[column]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const texts = tollRowTexts(row);
              return (
                <TableRow key={`${index}-${row.name}`} data-testid="toll-row">
                  <TableCell>{row.dealership}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.highway}</TableCell>
                  <TableCell>{formatKmMarker(row.km)}</TableCell>
                  <TableCell>{row.uf}</TableCell>
                  <TableCell>{texts.fare}</TableCell>
                  <TableCell>{texts.weekendFare}</TableCell>
                  <TableCell>{texts.weekendFareDiscount}</TableCell>
                  <TableCell>{texts.tagFare}</TableCell>
                  <TableCell>{texts.tagFareDiscount}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </CollapsibleCard>
  );
}
