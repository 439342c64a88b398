import { z } from 'zod';
import { parseCsvRecords } from '@freight/core';
import type { CsvParseResult, CsvRecord } from '@freight/core';
import { optionalCoordinate, optionalText, requiredText } from './csv-columns.ts';
import { BRAZIL_UFS } from '../tolls/index.ts';

/** Columns of our weighing-station CSV format (`balancas/balancas.csv`); only `nome` is required. */
export const WEIGHING_STATION_COLUMNS = [
  'nome',
  'tipo',
  'rodovia',
  'km',
  'sentido',
  'municipio',
  'uf',
  'operador',
  'latitude',
  'longitude',
  'fonte',
  'confianca',
] as const;

/** A validated row of a weighing-station file (column names of the database). */
export interface WeighingStationRecord {
  name: string;
  kind: string | null;
  road: string | null;
  /** The km as written (`151 (sentido S)`, `84+900`). */
  km_text: string | null;
  /** The km as a number (`151`, `84.9`); `null` without `km`. */
  km: number | null;
  direction: string | null;
  municipality: string | null;
  uf: string | null;
  operator: string | null;
  lat: number | null;
  lng: number | null;
  source: string | null;
  confidence: string | null;
}

const KM_TEXT = /^(\d+)(?:[.,](\d+))?(?:\s*\+\s*(\d{1,3}))?(?![\d.,+])/;

/**
 * The km number at the start of a `km` text: `151` → 151, `75.9` or `75,9` → 75.9, `84+900` → 84.9 (km
 * plus metres), `151 (sentido S)` → 151 (a note may follow the number); `null` when it starts with no
 * number.
 *
 * @example parseKmText('197+100 (pista sul)') // 197.1
 */
export function parseKmText(text: string): number | null {
  const match = KM_TEXT.exec(text.trim());
  if (!match) return null;
  const km = Number(`${match[1]}.${match[2] ?? '0'}`);
  return match[3] === undefined ? km : Math.round((km + Number(match[3]) / 1000) * 1000) / 1000;
}

const stationRecord = z
  .object({
    nome: requiredText(),
    tipo: optionalText(),
    rodovia: optionalText(),
    km: optionalText().refine((text) => text === null || parseKmText(text) !== null, {
      error: 'km inválido (esperado um número no início, ex.: 151, 84+900, 151 (sentido S))',
    }),
    sentido: optionalText(),
    municipio: optionalText(),
    uf: optionalText()
      .transform((text) => text?.toUpperCase() ?? null)
      .refine((uf) => uf === null || (BRAZIL_UFS as readonly string[]).includes(uf), {
        error: 'UF inválida',
      }),
    operador: optionalText(),
    latitude: optionalCoordinate(90),
    longitude: optionalCoordinate(180),
    fonte: optionalText(),
    confianca: optionalText(),
  })
  .refine((record) => (record.latitude === null) === (record.longitude === null), {
    error: 'informe latitude e longitude, ou nenhuma das duas',
    path: ['latitude'],
  })
  .transform((record): WeighingStationRecord => ({
    name: record.nome,
    kind: record.tipo,
    road: record.rodovia,
    km_text: record.km,
    km: record.km === null ? null : parseKmText(record.km),
    direction: record.sentido,
    municipality: record.municipio,
    uf: record.uf,
    operator: record.operador,
    lat: record.latitude,
    lng: record.longitude,
    source: record.fonte,
    confidence: record.confianca,
  }));

/**
 * The identity of a station: name, road, km text and UF (the unique index of `weighing_stations`); a
 * station with neither road nor km is told apart by its municipality too (the file has two unnamed
 * "Posto de Pesagem" rows of PR that differ only there). Missing parts are equal to each other.
 */
export function weighingStationKey(station: {
  name: string;
  road: string | null;
  km_text: string | null;
  uf: string | null;
  municipality: string | null;
}): string {
  const offRoad = station.road === null && station.km_text === null;
  return JSON.stringify([
    station.name,
    station.road,
    station.km_text,
    station.uf,
    offRoad ? station.municipality : null,
  ]);
}

/**
 * Parses records of a weighing-station file (see {@link WEIGHING_STATION_COLUMNS}). Never throws: any bad
 * record, or a repeated station ({@link weighingStationKey}), makes the result a list of errors with line
 * numbers (record `i` is line `i + 2`).
 */
export function parseWeighingStationRecords(
  records: readonly CsvRecord[],
): CsvParseResult<WeighingStationRecord> {
  return parseCsvRecords(records, {
    schema: stationRecord,
    keyOf: weighingStationKey,
    duplicateMessage: 'balança repetida (mesmos nome, rodovia, km e UF)',
  });
}
