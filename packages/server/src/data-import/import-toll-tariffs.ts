import { parseTollTariffRecords } from '@freight/core';
import type { Database } from '../db/database.ts';
import { tollTariffs } from '../db/schema.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { unknownPlazaErrors } from './unknown-plaza-errors.ts';
import { upsertRows } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** Columns of `pedagios/tarifas.csv` (`fonte` may be absent). */
export const TOLL_TARIFF_COLUMNS = ['praca_id', 'vigencia_inicio', 'multiplicador', 'tarifa_brl'] as const;

/**
 * Imports `pedagios/tarifas.csv` text (validated by core's `parseTollTariffRecords`) and upserts the fares
 * by (plaza, start of validity, multiplier) in one transaction, or writes nothing. A fare of a plaza that
 * is not in the database is a line error, so import the plazas first. Fares of the database that the file
 * lacks are kept (older or operator-entered validity periods).
 */
export async function importTollTariffs(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(
    csvText,
    { file: options.file, required: TOLL_TARIFF_COLUMNS },
    parseTollTariffRecords,
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
      'das tarifas',
    );
    if (unknown.length > 0) return { ok: false as const, errors: unknown };
    const counts = await upsertRows(
      tx,
      tollTariffs,
      parsed.rows.map((row) => ({
        plaza_id: row.plazaId,
        valid_from: row.validFrom,
        multiplier: row.multiplier,
        fare: row.fare,
        source: row.source === '' ? null : row.source,
      })),
      {
        target: [tollTariffs.plaza_id, tollTariffs.valid_from, tollTariffs.multiplier],
        columns: [tollTariffs.fare, tollTariffs.source],
      },
    );
    return { ok: true as const, counts };
  });
  if (!result.ok) return result;
  if (!result.value.ok) return result.value;
  return { ok: true, rows: parsed.rows.length, ...result.value.counts, warnings: [] };
}
