import type { Database } from '../db/database.ts';
import { tollPointToPoint } from '../db/schema.ts';
import { parsePointToPointRecords } from '../tolls/index.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { importPlazaRows } from './import-plaza-rows.ts';
import { upsertRows } from './upsert-rows.ts';

/** Columns of `pedagios/ponto_a_ponto.csv` (`nota` may be absent). */
export const POINT_TO_POINT_COLUMNS = ['praca_id', 'praca_convencional_id'] as const;

/**
 * Imports `pedagios/ponto_a_ponto.csv` text (ARTESP point-to-point tag gantries and the conventional plaza
 * each stands beside) in one transaction, or writes nothing (a bad row, a gantry listed twice, or a gantry
 * or conventional plaza the database lacks is a line error). Rows are upserted by gantry; gantries the file
 * lacks are kept.
 */
export function importPointToPoint(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  return importPlazaRows(db, csvText, options, {
    required: POINT_TO_POINT_COLUMNS,
    parse: parsePointToPointRecords,
    plazas: (row) => [
      { column: 'praca_id', plazaId: row.plazaId },
      ...(row.conventionalPlazaId === null
        ? []
        : [{ column: 'praca_convencional_id', plazaId: row.conventionalPlazaId }]),
    ],
    before: 'dos pórticos',
    write: (tx, rows) =>
      upsertRows(
        tx,
        tollPointToPoint,
        rows.map((row) => ({
          plaza_id: row.plazaId,
          conventional_plaza_id: row.conventionalPlazaId,
          note: row.note,
        })),
        {
          target: [tollPointToPoint.plaza_id],
          columns: [tollPointToPoint.conventional_plaza_id, tollPointToPoint.note],
        },
      ),
  });
}
