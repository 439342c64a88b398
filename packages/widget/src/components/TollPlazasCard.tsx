import {
  cashFareText,
  discountOrDash,
  fareOrDash,
  formatBRL,
  formatDecimal,
  formatKmMarker,
  tollTableEntries,
} from '@freight/core';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
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
    <Accordion variant="outlined" disableGutters data-testid="toll-plazas">
      <AccordionSummary>
        <Typography variant="subtitle1" component="h2">
          {MESSAGES.tollPlazasTitle(rows.length)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
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
      </AccordionDetails>
    </Accordion>
  );
}
