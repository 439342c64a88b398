import type { Database } from '../db/database.ts';
import { tollPointToPoint } from '../db/schema.ts';
import { parsePointToPointRecords } from '../tolls/index.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { unknownPlazaErrors } from './unknown-plaza-errors.ts';
import { upsertRows } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** Columns of `pedagios/ponto_a_ponto.csv` (`nota` may be absent). */
export const POINT_TO_POINT_COLUMNS = ['praca_id', 'praca_convencional_id'] as const;

/**
 * Imports `pedagios/ponto_a_ponto.csv` text (ARTESP point-to-point tag gantries and the conventional plaza
 * each stands beside) in one transaction, or writes nothing (a bad row, a gantry listed twice, or a gantry
 * or conventional plaza the database lacks is a line error). Rows are upserted by gantry; gantries the file
 * lacks are kept.
 */
export async function importPointToPoint(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(
    csvText,
    { file: options.file, required: POINT_TO_POINT_COLUMNS },
    parsePointToPointRecords,
  );
  if (!parsed.ok) return parsed;
  const result = await writeInTransaction(db, options.file, async (tx) => {
    const unknown = await unknownPlazaErrors(
      tx,
      options.file,
      parsed.rows.flatMap((row, index) => {
        const line = parsed.csv.lines[index]!;
        const gantry = { column: 'praca_id', plazaId: row.plazaId, line };
        if (row.conventionalPlazaId === null) return [gantry];
        return [gantry, { column: 'praca_convencional_id', plazaId: row.conventionalPlazaId, line }];
      }),
      'dos pórticos',
    );
    if (unknown.length > 0) return { ok: false as const, errors: unknown };
    const counts = await upsertRows(
      tx,
      tollPointToPoint,
      parsed.rows.map((row) => ({
        plaza_id: row.plazaId,
        conventional_plaza_id: row.conventionalPlazaId,
        note: row.note,
      })),
      {
        target: [tollPointToPoint.plaza_id],
        columns: [tollPointToPoint.conventional_plaza_id, tollPointToPoint.note],
      },
    );
    return { ok: true as const, counts };
  });
  if (!result.ok) return result;
  if (!result.value.ok) return result.value;
  return { ok: true, rows: parsed.rows.length, ...result.value.counts, warnings: [] };
}
