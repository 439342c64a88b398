import type { CsvImportError } from './csv-import-error.ts';

/**
 * Outcome of a CSV import: either every row was written (`inserted` new, `updated` changed, the rest
 * already equal; `warnings` such as weighing stations that could not be positioned), or nothing was
 * written and `errors` lists every bad line (at most `MAX_IMPORT_ERRORS`, then one line counting the
 * rest).
 */
export type CsvImportResult =
  | { ok: true; rows: number; inserted: number; updated: number; warnings: string[] }
  | { ok: false; errors: CsvImportError[] };
