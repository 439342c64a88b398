import type { CsvParseResult, CsvRecord } from '@freight/core';
import { capImportErrors } from './cap-import-errors.ts';
import type { CsvImportError } from './csv-import-error.ts';
import { fileLineErrors, readCsvFile } from './read-csv-file.ts';
import type { CsvFile, CsvFileSpec } from './read-csv-file.ts';

/** A CSV file whose every record is valid, or its errors (capped). */
export type ParsedCsvFile<T> =
  { ok: true; rows: T[]; csv: CsvFile } | { ok: false; errors: CsvImportError[] };

/**
 * Reads CSV text ({@link readCsvFile}) and validates its records with `parse` (core's `parseCsvRecords` or
 * a dataset parser built on it): every row, or every error on the file's real lines, at most
 * `MAX_IMPORT_ERRORS` of them.
 *
 * @example parseCsvFile(text, { file, required: ['praca_id'] }, parseTollTariffRecords)
 */
export function parseCsvFile<T>(
  text: string,
  spec: CsvFileSpec,
  parse: (records: readonly CsvRecord[]) => CsvParseResult<T>,
): ParsedCsvFile<T> {
  const read = readCsvFile(text, spec);
  if (!read.ok) return { ok: false, errors: capImportErrors(read.errors) };
  const parsed = parse(read.csv.records);
  if (!parsed.success) {
    return { ok: false, errors: capImportErrors(fileLineErrors(spec.file, read.csv, parsed.errors)) };
  }
  return { ok: true, rows: parsed.rows, csv: read.csv };
}
