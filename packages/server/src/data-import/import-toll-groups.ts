import type { Database } from '../db/database.ts';
import { tollPlazaGroups } from '../db/schema.ts';
import { parseAlternativeGroupRecords } from '../tolls/index.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { importPlazaRows } from './import-plaza-rows.ts';
import { upsertRows } from './upsert-rows.ts';

/** Columns of `pedagios/grupos_alternativos.csv` (`nota` may be absent). */
export const TOLL_GROUP_COLUMNS = ['grupo', 'praca_id'] as const;

/**
 * Imports `pedagios/grupos_alternativos.csv` text (plazas of which a vehicle pays one per passage) in one
 * transaction, or writes nothing (a bad row, a plaza listed twice, a group of one, or a plaza the database
 * lacks is a line error). Memberships are upserted by plaza; those the file lacks are kept (an operator may
 * have added them).
 */
export function importTollGroups(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  return importPlazaRows(db, csvText, options, {
    required: TOLL_GROUP_COLUMNS,
    parse: parseAlternativeGroupRecords,
    plazas: (row) => [{ column: 'praca_id', plazaId: row.plazaId }],
    before: 'dos grupos',
    write: (tx, rows) =>
      upsertRows(
        tx,
        tollPlazaGroups,
        rows.map((row) => ({ plaza_id: row.plazaId, group_id: row.groupId, note: row.note })),
        { target: [tollPlazaGroups.plaza_id], columns: [tollPlazaGroups.group_id, tollPlazaGroups.note] },
      ),
  });
}
