import { parseTollTariffRecords } from '@freight/core';
import type { Database } from '../db/database.ts';
import { tollTariffs } from '../db/schema.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { importPlazaRows } from './import-plaza-rows.ts';
import { upsertRows } from './upsert-rows.ts';

/** Columns of `pedagios/tarifas.csv` (`fonte` may be absent). */
export const TOLL_TARIFF_COLUMNS = ['praca_id', 'vigencia_inicio', 'multiplicador', 'tarifa_brl'] as const;

/**
 * Imports `pedagios/tarifas.csv` text (validated by core's `parseTollTariffRecords`) and upserts the fares
 * by (plaza, start of validity, multiplier) in one transaction, or writes nothing. A fare of a plaza that
 * is not in the database is a line error, so import the plazas first. Fares of the database that the file
 * lacks are kept (older or operator-entered validity periods).
 */
export function importTollTariffs(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  return importPlazaRows(db, csvText, options, {
    required: TOLL_TARIFF_COLUMNS,
    parse: parseTollTariffRecords,
    plazas: (row) => [{ column: 'praca_id', plazaId: row.plazaId }],
    before: 'das tarifas',
    write: (tx, rows) =>
      upsertRows(
        tx,
        tollTariffs,
        rows.map((row) => ({
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
      ),
  });
}
