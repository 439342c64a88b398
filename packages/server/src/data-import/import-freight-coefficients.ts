import { parseFreightCoefficients } from '@freight/core';
import type { CsvLineError, CsvParseResult, CsvRecord, FreightCoefficient } from '@freight/core';
import type { Database } from '../db/database.ts';
import { freightCoefficients } from '../db/schema.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { upsertRows } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** Columns of `frete/piso_minimo.csv` (`vigencia_fim`, `fonte` and `nota` may be absent). */
export const FREIGHT_COEFFICIENT_COLUMNS = [
  'ato',
  'vigencia_inicio',
  'tabela',
  'tipo_carga',
  'eixos',
  'ccd_brl_km',
  'cc_brl',
] as const;

/** Axle counts the database accepts (`freight_coefficients_axles_check`). */
const MIN_AXLES = 2;
const MAX_AXLES = 15;

/** Core's parse, plus an error on each line whose axle count the database refuses. */
function parseWithAxleRange(records: readonly CsvRecord[]): CsvParseResult<FreightCoefficient> {
  const parsed = parseFreightCoefficients(records);
  const coreErrors = parsed.success ? [] : parsed.errors;
  const axleErrors: CsvLineError[] = records.flatMap((record, index) => {
    const text = record['eixos']?.trim() ?? '';
    const line = index + 2;
    const refused = /^\d+$/.test(text) && (Number(text) < MIN_AXLES || Number(text) > MAX_AXLES);
    if (!refused || coreErrors.some((error) => error.line === line && error.field === 'eixos')) return [];
    return [{ line, field: 'eixos', message: `número de eixos inválido (de ${MIN_AXLES} a ${MAX_AXLES})` }];
  });
  if (axleErrors.length === 0) return parsed;
  return { success: false, errors: [...coreErrors, ...axleErrors].sort((a, b) => a.line - b.line) };
}

/**
 * Imports `frete/piso_minimo.csv` text (validated by core's `parseFreightCoefficients`, plus the axle range
 * of the table) and upserts the coefficients by (act, table, cargo kind, axles) in one transaction, or
 * writes nothing. Coefficients of the database that the file lacks are kept (other acts).
 */
export async function importFreightCoefficients(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(
    csvText,
    { file: options.file, required: FREIGHT_COEFFICIENT_COLUMNS },
    parseWithAxleRange,
  );
  if (!parsed.ok) return parsed;
  const rows = parsed.rows.map((row, index) => {
    const note = parsed.csv.records[index]?.['nota']?.trim() ?? '';
    return {
      act: row.act,
      valid_from: row.validFrom,
      valid_to: row.validTo,
      table_id: row.table,
      cargo_kind: row.cargoKind,
      axles: row.axles,
      ccd: row.ccd,
      cc: row.cc,
      source: row.source === '' ? null : row.source,
      note: note === '' ? null : note,
    };
  });
  const written = await writeInTransaction(db, options.file, (tx) =>
    upsertRows(tx, freightCoefficients, rows, {
      target: [
        freightCoefficients.act,
        freightCoefficients.table_id,
        freightCoefficients.cargo_kind,
        freightCoefficients.axles,
      ],
      columns: [
        freightCoefficients.valid_from,
        freightCoefficients.valid_to,
        freightCoefficients.ccd,
        freightCoefficients.cc,
        freightCoefficients.source,
        freightCoefficients.note,
      ],
    }),
  );
  if (!written.ok) return written;
  return { ok: true, rows: rows.length, ...written.value, warnings: [] };
}
