import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../messages.ts';
import { SelectField } from './SelectField.tsx';

/** Page size meaning "every row on one page" ('Todos'). */
const ALL_ROWS = -1;

/** Props of {@link Pager}. */
export interface PagerProps {
  /** Number of rows over all pages. */
  count: number;
  /** The page shown, from 0. */
  page: number;
  /** Rows per page; `-1` for all. */
  pageSize: number;
  /** Page sizes offered, in order; `-1` reads 'Todos'. */
  pageSizes: readonly number[];
  /** Label of the page size select, e.g. 'Rotas por página'. */
  pageSizeLabel: string;
  onPageChange(page: number): void;
  onPageSizeChange(size: number): void;
  'data-testid'?: string;
}

/**
 * A table pager: the page size select, the rows shown ('11–20 de 25') and the 'Página anterior' /
 * 'Próxima página' buttons, disabled on the first and last page. Controlled: it shows `page` and
 * `pageSize` and reports the user's choices.
 *
 * @example
 * <Pager count={25} page={1} pageSize={10} pageSizes={[5, 10, -1]} pageSizeLabel="Rotas por página"
 *   onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
 */
export function Pager({
  count,
  page,
  pageSize,
  pageSizes,
  pageSizeLabel,
  onPageChange,
  onPageSizeChange,
  'data-testid': testId,
}: PagerProps) {
  const all = pageSize === ALL_ROWS;
  const from = count === 0 ? 0 : all ? 1 : page * pageSize + 1;
  const to = all ? count : Math.min(count, (page + 1) * pageSize);
  const lastPage = all ? 0 : Math.max(0, Math.ceil(count / pageSize) - 1);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid={testId}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', pt: 1 }}
    >
      <SelectField
        label={pageSizeLabel}
        value={String(pageSize)}
        options={pageSizes.map((size) => ({
          value: String(size),
          label: size === ALL_ROWS ? MESSAGES.allRows : String(size),
        }))}
        onChange={(value) => onPageSizeChange(Number(value))}
        fullWidth={false}
        sx={{ minWidth: 160, width: 'auto' }}
      />
      <Typography variant="body2" sx={{ mx: 1 }}>
        {MESSAGES.displayedRows(from, to, count)}
      </Typography>
      <IconButton
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 0}
        aria-label={MESSAGES.previousPage}
        title={MESSAGES.previousPage}
      >
        <KeyboardArrowLeft />
      </IconButton>
      <IconButton
        onClick={() => onPageChange(page + 1)}
        disabled={page >= lastPage}
        aria-label={MESSAGES.nextPage}
        title={MESSAGES.nextPage}
      >
        <KeyboardArrowRight />
      </IconButton>
    </Stack>
  );
}
