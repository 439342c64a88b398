import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A small table named `label` with a header row; `empty` when there are no rows. */
export function SimpleTable({
  label,
  headers,
  rows,
  empty,
}: {
  label: string;
  headers: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
  empty: string;
}) {
  if (rows.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((cells, row) => (
          <TableRow key={row}>
            {cells.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
