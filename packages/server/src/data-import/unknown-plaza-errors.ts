import { tollPlazas } from '../db/schema.ts';
import type { Database } from '../db/database.ts';
import { capImportErrors } from './cap-import-errors.ts';
import type { CsvImportError } from './csv-import-error.ts';

/** A plaza reference of a row: the column that holds it, its value and the row's line in the file. */
export interface PlazaReference {
  column: string;
  plazaId: string;
  line: number;
}

/**
 * The line errors of rows that name a plaza the database does not have (read inside the import's
 * transaction `tx`), capped; empty when every plaza exists. The message asks to import the plazas before
 * `what` (`'das tarifas'`).
 *
 * @example await unknownPlazaErrors(tx, file, rows.map((row, i) => ({ column: 'praca_id', plazaId: row.plazaId, line: i + 2 })), 'das tarifas')
 */
export async function unknownPlazaErrors(
  tx: Database,
  file: string,
  references: readonly PlazaReference[],
  what: string,
): Promise<CsvImportError[]> {
  const known = new Set((await tx.select({ id: tollPlazas.id }).from(tollPlazas)).map((row) => row.id));
  const errors = references
    .filter((reference) => !known.has(reference.plazaId))
    .map((reference) => ({
      file,
      line: reference.line,
      message: `${reference.column}: praça desconhecida "${reference.plazaId}" (importe as praças antes ${what})`,
    }));
  return capImportErrors(errors);
}
