import { formatBRL, formatKmMarker } from '@freight/core';
import type { VpoQuote } from '@freight/core';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MESSAGES } from '../messages.ts';

const t = MESSAGES.vpoPurchase;

/** A money value, or the unknown text (never R$ 0,00 for a value not known). */
function money(value: number | null, unknown: string): string {
  return value === null ? unknown : formatBRL(value);
}

/**
 * The plazas of a VPO quote in route order (praça, rodovia, km, sentido, tarifa) and the total; a plaza
 * without a known fare reads 'Tarifa desconhecida', and `blocked` (why the purchase cannot go on) shows
 * above the table.
 */
export function VpoQuoteTable({ quote }: { quote: VpoQuote }) {
  return (
    <>
      {quote.blocked !== null && (
        <Alert severity="error" role="alert" data-testid="vpo-blocked" sx={{ mb: 1 }}>
          {quote.blocked}
        </Alert>
      )}
      <Table size="small" aria-label={t.quote}>
        <TableHead>
          <TableRow>
            <TableCell>{t.plaza}</TableCell>
            <TableCell>{t.road}</TableCell>
            <TableCell>{t.km}</TableCell>
            <TableCell>{t.direction}</TableCell>
            <TableCell align="right">{t.fare}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lines.map((line) => (
            <TableRow key={line.plaza_id} data-testid="vpo-plaza">
              <TableCell>{line.name}</TableCell>
              <TableCell>{line.road ?? '—'}</TableCell>
              <TableCell>{line.km === null ? '—' : formatKmMarker(line.km)}</TableCell>
              <TableCell>{line.direction ?? '—'}</TableCell>
              <TableCell align="right">{money(line.fare, t.unknownFare)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>{t.total}</TableCell>
            <TableCell align="right" data-testid="vpo-total">
              {money(quote.total, t.unknownTotal)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </>
  );
}
