import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { weighingStations } from '../db/schema.ts';
import type { KmMarkers } from '../tolls/index.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { loadPointInState } from './load-point-in-state.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { positionByRoadKm } from './position-by-road-km.ts';
import { parseWeighingStationRecords, weighingStationKey } from './weighing-station-records.ts';
import type { WeighingStationRecord } from './weighing-station-records.ts';
import { writeInTransaction } from './write-in-transaction.ts';

type PositionSource = 'published' | 'road-km' | 'none';

/** A station ready to write: the file's columns and where its position comes from. */
type StationRow = WeighingStationRecord & { position_source: PositionSource };

/** Columns an import writes (and compares to decide whether a stored station changed). */
const WRITTEN = [
  'name',
  'kind',
  'road',
  'km',
  'km_text',
  'direction',
  'municipality',
  'uf',
  'operator',
  'lat',
  'lng',
  'position_source',
  'source',
  'confidence',
] as const satisfies readonly (keyof StationRow)[];

const INSERT_CHUNK = 500;

const stationLabel = (row: WeighingStationRecord): string => {
  const where = [row.road, row.km_text === null ? null : `km ${row.km_text}`].filter(Boolean).join(' ');
  const parts = [where, row.uf].filter(Boolean).join(', ');
  return parts === '' ? row.name : `${row.name} (${parts})`;
};

/**
 * Where a station without coordinates lies: on the km-marked way of its road covering its km, in its state
 * (checked against the municipality seats, since federal km restart at each state line). The
 * point, or the pt-BR reason why there is none.
 */
function placeStation(
  row: WeighingStationRecord,
  kmMarkers: KmMarkers | undefined,
  inState: ((point: { lat: number; lng: number }, uf: string) => boolean) | null,
): { lat: number; lng: number } | string {
  if (row.road === null || row.km === null) return 'sem coordenadas e sem rodovia e km para posicioná-la';
  if (!kmMarkers) return 'marcos de km da malha viária indisponíveis';
  const candidates = positionByRoadKm(kmMarkers, row.road, row.km);
  if (candidates.length === 0)
    return `nenhum trecho da ${row.road} com marcos de km (km:start/km:end) cobre o km ${row.km}`;
  const uf = row.uf;
  const point = candidates.find((candidate) => uf === null || inState === null || inState(candidate, uf));
  if (!point) return `o km ${row.km} da ${row.road} com marcos de km fica fora de ${row.uf}`;
  return { lat: point.lat, lng: point.lng };
}

/**
 * Imports weighing-station CSV text (our format, see this folder's README: the columns of
 * `balancas/balancas.csv`, only `nome` required; an empty file is valid) and upserts the stations by
 * (name, road, km text, UF) in one transaction, or writes nothing. Rows without coordinates are positioned
 * by road and km on the km-marked ways of the road network (`position_source` `road-km`); one that cannot
 * be placed is kept without position (`none`) and listed in `warnings`. Without `kmMarkers` a station
 * keeps the road-km position stored before. Stations of the database that the file lacks are kept, and
 * `active` is never changed.
 */
export async function importWeighingStations(
  db: Database,
  csvText: string,
  options: { file: string; kmMarkers?: KmMarkers },
): Promise<CsvImportResult> {
  const { file, kmMarkers } = options;
  const parsed = parseCsvFile(
    csvText,
    { file, required: ['nome'], allowEmpty: true },
    parseWeighingStationRecords,
  );
  if (!parsed.ok) return parsed;
  const inState =
    kmMarkers && parsed.rows.some((row) => row.lat === null) ? await loadPointInState(db) : null;
  const warnings: string[] = [];
  const written = await writeInTransaction(db, file, async (tx) => {
    const stored = new Map<string, typeof weighingStations.$inferSelect>();
    for (const row of await tx.select().from(weighingStations).orderBy(weighingStations.id)) {
      const key = weighingStationKey(row);
      if (!stored.has(key)) stored.set(key, row);
    }
    const inserts: StationRow[] = [];
    let updated = 0;
    for (const [index, record] of parsed.rows.entries()) {
      const current = stored.get(weighingStationKey(record));
      let row: StationRow = { ...record, position_source: 'published' };
      if (record.lat === null) {
        const placed = placeStation(record, kmMarkers, inState);
        const keepStored =
          !kmMarkers &&
          current?.position_source === 'road-km' &&
          current.road === record.road &&
          current.km === record.km;
        if (typeof placed !== 'string') row = { ...record, ...placed, position_source: 'road-km' };
        else if (keepStored)
          row = { ...record, lat: current.lat, lng: current.lng, position_source: 'road-km' };
        else {
          row = { ...record, position_source: 'none' };
          warnings.push(`${file}:${parsed.csv.lines[index]}: ${stationLabel(record)} sem posição: ${placed}`);
        }
      }
      if (!current) {
        inserts.push(row);
        continue;
      }
      if (WRITTEN.every((column) => current[column] === row[column])) continue;
      await tx
        .update(weighingStations)
        .set({ ...row, updated_at: sql`now()` })
        .where(eq(weighingStations.id, current.id));
      updated++;
    }
    for (let start = 0; start < inserts.length; start += INSERT_CHUNK) {
      await tx.insert(weighingStations).values(inserts.slice(start, start + INSERT_CHUNK));
    }
    return { inserted: inserts.length, updated };
  });
  if (!written.ok) return written;
  return { ok: true, rows: parsed.rows.length, ...written.value, warnings };
}
