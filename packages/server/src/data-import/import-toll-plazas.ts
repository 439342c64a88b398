import type { Database } from '../db/database.ts';
import { tollPlazas } from '../db/schema.ts';
import { parseTollPlazaRecords } from '../tolls/index.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { upsertRows } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** Columns of `pedagios/pracas.csv` (`nota` and `coord_precisao` may be absent). */
export const TOLL_PLAZA_COLUMNS = [
  'id',
  'fonte',
  'concessionaria',
  'nome',
  'rodovia',
  'uf',
  'municipio',
  'km',
  'latitude',
  'longitude',
  'sentido',
  'free_flow',
] as const;

/**
 * Imports `pedagios/pracas.csv` text (validated by `parseTollPlazaRecords`: every bad row and repeated id
 * is an error) and upserts the plazas by id in one transaction, or writes nothing. Only the file's columns
 * are written: what operators set per plaza (tag and weekend percentages, rounding, special toll, tag
 * provider codes, logo, `active`) is kept, and a new plaza starts with the defaults. Plazas of the
 * database that the file lacks are kept (an operator may have added them); their placements are redone by
 * the next data import.
 */
export async function importTollPlazas(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(
    csvText,
    { file: options.file, required: TOLL_PLAZA_COLUMNS },
    parseTollPlazaRecords,
  );
  if (!parsed.ok) return parsed;
  const rows = parsed.rows.map((plaza) => ({
    id: plaza.id,
    source: plaza.fonte,
    concessionaire: plaza.concessionaria,
    name: plaza.nome,
    road: plaza.rodovia,
    uf: plaza.uf,
    municipality: plaza.municipio,
    km: plaza.km,
    lat: plaza.lat,
    lng: plaza.lng,
    direction: plaza.sentido,
    free_flow: plaza.free_flow,
    coord_precision: plaza.coord_precisao,
    note: plaza.nota === '' ? null : plaza.nota,
  }));
  const written = await writeInTransaction(db, options.file, (tx) =>
    upsertRows(tx, tollPlazas, rows, {
      target: [tollPlazas.id],
      columns: [
        tollPlazas.source,
        tollPlazas.concessionaire,
        tollPlazas.name,
        tollPlazas.road,
        tollPlazas.uf,
        tollPlazas.municipality,
        tollPlazas.km,
        tollPlazas.lat,
        tollPlazas.lng,
        tollPlazas.direction,
        tollPlazas.free_flow,
        tollPlazas.coord_precision,
        tollPlazas.note,
      ],
    }),
  );
  if (!written.ok) return written;
  return { ok: true, rows: rows.length, ...written.value, warnings: [] };
}
