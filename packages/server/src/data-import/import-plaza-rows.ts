import type { CsvParseResult, CsvRecord } from '@freight/core';
import type { Database } from '../db/database.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { unknownPlazaErrors } from './unknown-plaza-errors.ts';
import type { PlazaReference } from './unknown-plaza-errors.ts';
import type { UpsertCounts } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** How {@link importPlazaRows} reads and writes a file whose rows belong to toll plazas. */
export interface PlazaRowsSpec<T> {
  /** Columns the file must have. */
  required: readonly string[];
  /** Validates the records (a core or `src/tolls` parser). */
  parse: (records: readonly CsvRecord[]) => CsvParseResult<T>;
  /** The plazas a row names: each must exist (`column` names it in the error). */
  plazas: (row: T) => Omit<PlazaReference, 'line'>[];
  /** What the plazas must be imported before, for the error (`'das tarifas'`). */
  before: string;
  /** Writes the rows inside the import's transaction. */
  write: (tx: Database, rows: T[]) => Promise<UpsertCounts>;
}

/**
 * Imports CSV text whose rows belong to toll plazas (tariffs, tag discounts, alternative groups,
 * point-to-point gantries): every row validated by `spec.parse`, every plaza it names checked against the
 * database, then `spec.write` in one transaction — or nothing written, with every bad line (file and line,
 * pt-BR message, at most `MAX_IMPORT_ERRORS`).
 *
 * @example await importPlazaRows(db, text, { file: 'tarifas.csv' }, { required, parse, plazas, before, write })
 */
export async function importPlazaRows<T>(
  db: Database,
  csvText: string,
  options: { file: string },
  spec: PlazaRowsSpec<T>,
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(csvText, { file: options.file, required: spec.required }, spec.parse);
  if (!parsed.ok) return parsed;
  const result = await writeInTransaction(db, options.file, async (tx) => {
    const references = parsed.rows.flatMap((row, index) =>
      spec.plazas(row).map((reference) => ({ ...reference, line: parsed.csv.lines[index]! })),
    );
    const unknown = await unknownPlazaErrors(tx, options.file, references, spec.before);
    if (unknown.length > 0) return { ok: false as const, errors: unknown };
    return { ok: true as const, counts: await spec.write(tx, parsed.rows) };
  });
  if (!result.ok) return result;
  if (!result.value.ok) return result.value;
  return { ok: true, rows: parsed.rows.length, ...result.value.counts, warnings: [] };
}
