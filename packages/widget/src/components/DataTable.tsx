import { styled } from '@mui/material/styles';

/**
 * A plain semantic `<table>` that looks like MUI's small `Table`, which the element does without (its
 * bundle budget): full width, collapsed borders, body2 cells padded 6px 16px over a light bottom border,
 * header cells (`<th>`) in medium weight. Write `<thead>`, `<tbody>`, `<tr>`, `<th scope="col">` and
 * `<td>` inside it.
 *
 * @example <DataTable><thead><tr><th scope="col">Praça</th></tr></thead><tbody>…</tbody></DataTable>
 */
export const DataTable = styled('table')(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& tr': { verticalAlign: 'middle' },
  '& th, & td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    verticalAlign: 'inherit',
    padding: '6px 16px',
  },
  '& th': { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
}));

/** Lets a wide {@link DataTable} scroll sideways inside its card (like MUI's `TableContainer`). */
export const TableScroll = styled('div')({ width: '100%', overflowX: 'auto' });
