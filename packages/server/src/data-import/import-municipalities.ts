import { z } from 'zod';
import { parseCsvRecords } from '@freight/core';
import type { Database } from '../db/database.ts';
import { municipalities } from '../db/schema.ts';
import { coordinate, flag, requiredText, ufText } from './csv-columns.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { upsertRows } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** Columns of `municipios/municipios.csv`. */
export const MUNICIPALITY_COLUMNS = [
  'codigo_ibge',
  'nome',
  'uf',
  'latitude',
  'longitude',
  'capital',
] as const;

const municipalityRecord = z
  .object({
    codigo_ibge: requiredText()
      .regex(/^\d{7}$/, { error: 'código IBGE inválido (sete dígitos)' })
      .transform(Number),
    nome: requiredText(),
    uf: ufText(),
    latitude: coordinate(90),
    longitude: coordinate(180),
    capital: flag('capital'),
  })
  .transform((record) => ({
    ibge_code: record.codigo_ibge,
    name: record.nome,
    uf: record.uf,
    lat: record.latitude,
    lng: record.longitude,
    capital: record.capital,
  }));

/**
 * Imports `municipios/municipios.csv` text: validates every row (a repeated IBGE code is an error) and
 * upserts them by IBGE code in one transaction, or writes nothing. Municipalities of the database that
 * the file lacks are kept.
 */
export async function importMunicipalities(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(csvText, { file: options.file, required: MUNICIPALITY_COLUMNS }, (records) =>
    parseCsvRecords(records, {
      schema: municipalityRecord,
      keyOf: (row) => String(row.ibge_code),
      duplicateMessage: 'município repetido (mesmo codigo_ibge)',
    }),
  );
  if (!parsed.ok) return parsed;
  const written = await writeInTransaction(db, options.file, (tx) =>
    upsertRows(tx, municipalities, parsed.rows, {
      target: [municipalities.ibge_code],
      columns: [
        municipalities.name,
        municipalities.uf,
        municipalities.lat,
        municipalities.lng,
        municipalities.capital,
      ],
    }),
  );
  if (!written.ok) return written;
  return { ok: true, rows: parsed.rows.length, ...written.value, warnings: [] };
}
