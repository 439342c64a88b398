import type { Database } from '../db/database.ts';
import { tollPlazaGroups } from '../db/schema.ts';
import { parseAlternativeGroupRecords } from '../tolls/index.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { unknownPlazaErrors } from './unknown-plaza-errors.ts';
import { upsertRows } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** Columns of `pedagios/grupos_alternativos.csv` (`nota` may be absent). */
export const TOLL_GROUP_COLUMNS = ['grupo', 'praca_id'] as const;

/**
 * Imports `pedagios/grupos_alternativos.csv` text (plazas of which a vehicle pays one per passage) in one
 * transaction, or writes nothing (a bad row, a plaza listed twice, a group of one, or a plaza the database
 * lacks is a line error). Memberships are upserted by plaza; those the file lacks are kept (an operator may
 * have added them).
 */
export async function importTollGroups(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(
    csvText,
    { file: options.file, required: TOLL_GROUP_COLUMNS },
    parseAlternativeGroupRecords,
  );
  if (!parsed.ok) return parsed;
  const result = await writeInTransaction(db, options.file, async (tx) => {
    const unknown = await unknownPlazaErrors(
      tx,
      options.file,
      parsed.rows.map((row, index) => ({
        column: 'praca_id',
        plazaId: row.plazaId,
        line: parsed.csv.lines[index]!,
      })),
      'dos grupos',
    );
    if (unknown.length > 0) return { ok: false as const, errors: unknown };
    const counts = await upsertRows(
      tx,
      tollPlazaGroups,
      parsed.rows.map((row) => ({ plaza_id: row.plazaId, group_id: row.groupId, note: row.note })),
      { target: [tollPlazaGroups.plaza_id], columns: [tollPlazaGroups.group_id, tollPlazaGroups.note] },
    );
    return { ok: true as const, counts };
  });
  if (!result.ok) return result;
  if (!result.value.ok) return result.value;
  return { ok: true, rows: parsed.rows.length, ...result.value.counts, warnings: [] };
}
