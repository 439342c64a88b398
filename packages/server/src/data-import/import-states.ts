import { z } from 'zod';
import { parseCsvRecords } from '@freight/core';
import type { Database } from '../db/database.ts';
import { states } from '../db/schema.ts';
import { coordinate, requiredText, ufText } from './csv-columns.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { upsertRows } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** The five regions of Brazil, as `estados.csv` writes them. */
export const REGIONS = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'] as const;

/** Columns of `municipios/estados.csv`. */
export const STATE_COLUMNS = ['codigo_uf', 'uf', 'nome', 'latitude', 'longitude', 'regiao'] as const;

const stateRecord = z
  .object({
    codigo_uf: requiredText()
      .regex(/^\d{2}$/, { error: 'código IBGE da UF inválido (dois dígitos)' })
      .transform(Number),
    uf: ufText(),
    nome: requiredText(),
    latitude: coordinate(90),
    longitude: coordinate(180),
    regiao: requiredText().refine((value) => (REGIONS as readonly string[]).includes(value), {
      error: `região inválida (esperado ${REGIONS.join(', ')})`,
    }),
  })
  .transform((record) => ({
    ibge_code: record.codigo_uf,
    uf: record.uf,
    name: record.nome,
    lat: record.latitude,
    lng: record.longitude,
    region: record.regiao,
  }));

/**
 * Imports `municipios/estados.csv` text: validates every row (a repeated code or UF is an error) and
 * upserts them by IBGE code in one transaction, or writes nothing. States of the database that the file
 * lacks are kept.
 */
export async function importStates(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(csvText, { file: options.file, required: STATE_COLUMNS }, (records) =>
    parseCsvRecords(records, {
      schema: stateRecord,
      keyOf: (row) => String(row.ibge_code),
      duplicateMessage: 'UF repetida (mesmo codigo_uf)',
    }),
  );
  if (!parsed.ok) return parsed;
  const seen = new Set<string>();
  const repeated = parsed.rows.flatMap((row, index) => {
    const again = seen.has(row.uf);
    seen.add(row.uf);
    return again ? [{ file: options.file, line: parsed.csv.lines[index]!, message: 'uf repetida' }] : [];
  });
  if (repeated.length > 0) return { ok: false, errors: repeated };
  const written = await writeInTransaction(db, options.file, (tx) =>
    upsertRows(tx, states, parsed.rows, {
      target: [states.ibge_code],
      columns: [states.uf, states.name, states.lat, states.lng, states.region],
    }),
  );
  if (!written.ok) return written;
  return { ok: true, rows: parsed.rows.length, ...written.value, warnings: [] };
}
