import {
  cashFareText,
  discountOrDash,
  fareOrDash,
  formatBRL,
  formatDecimal,
  formatKmMarker,
  tollTableEntries,
} from '@freight/core';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { MESSAGES } from '../messages.ts';
import { CollapsibleCard } from './CollapsibleCard.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

const percent = (value: number): string => `${formatDecimal(value, 2)}%`;

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
            {rows.map((row, index) => (
              <TableRow key={`${index}-${row.name}`} data-testid="toll-row">
                <TableCell>{row.dealership}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.highway}</TableCell>
                <TableCell>{formatKmMarker(row.km)}</TableCell>
                <TableCell>{row.uf}</TableCell>
                <TableCell>{cashFareText(row.fare, formatBRL)}</TableCell>
                <TableCell>{fareOrDash(row.weekendFare, formatBRL)}</TableCell>
                <TableCell>{discountOrDash(row.weekendFareDiscount, row.weekendFare, percent)}</TableCell>
                <TableCell>{fareOrDash(row.tagFare, formatBRL)}</TableCell>
                <TableCell>{discountOrDash(row.tagFareDiscount, row.tagFare, percent)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </CollapsibleCard>
  );
}
