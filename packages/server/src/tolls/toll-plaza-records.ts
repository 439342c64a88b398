import { z } from 'zod';
import { BRAZILIAN_UFS, CSV_MISSING_FIELD, csvText, parseCsvRecords } from '@freight/core';
import type { CsvParseResult, CsvRecord } from '@freight/core';

/** The 27 federative units. */
export const BRAZIL_UFS = BRAZILIAN_UFS;

/**
 * Direction a plaza charges: relative to the road's km (`crescente` = towards increasing km), `ambos`, or
 * a compass direction of travel (`norte`, `sul`, `leste`, `oeste`; allowed by the file format, unused by
 * the 2026 data). `null` when the source gives none (every ARTESP row): charged both ways.
 */
export const PLAZA_SENTIDOS = [
  'ambos',
  'crescente',
  'decrescente',
  'norte',
  'sul',
  'leste',
  'oeste',
] as const;

/** A plaza's charged direction. */
export type PlazaSentido = (typeof PLAZA_SENTIDOS)[number];

/** A toll plaza of pedagios/pracas.csv, validated (column names as in the file and SPEC §3). */
export interface TollPlazaRecord {
  /** Stable slug, e.g. `antt-autopista-regis-bittencourt-miracatu`. */
  id: string;
  /** Regulator whose list the plaza comes from (`ANTT`, `ARTESP`). */
  fonte: string;
  concessionaria: string;
  nome: string;
  /** Road number (`BR-116`, `SPA-086/021`) or, for two ramp plazas, a description (`Acesso para SP-278`). */
  rodovia: string;
  uf: (typeof BRAZIL_UFS)[number];
  municipio: string;
  /** Official km marker on `rodovia`; `null` when unknown. */
  km: number | null;
  lat: number;
  lng: number;
  sentido: PlazaSentido | null;
  /** A gantry without booths (free flow, ponto a ponto). */
  free_flow: boolean;
  /** `baixa` when the coordinate is approximate (about 1 km or worse); `null` when not given. */
  coord_precisao: 'alta' | 'baixa' | null;
  nota: string;
}

/** A plaza id (`pracas.id`): lower-case letters and digits in groups joined by single hyphens. */
export const PLAZA_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** pt-BR message of a repeated plaza id. */
export const DUPLICATE_PLAZA_MESSAGE = 'praça repetida (mesmo id)';

const signedDecimal = /^-?\d+(\.\d+)?$/;
const requiredText = () => csvText().min(1, { error: CSV_MISSING_FIELD });
const optionalText = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '');
const coordinate = (limit: number, message: string) =>
  csvText()
    .regex(signedDecimal, { error: message })
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, { error: message });

const recordSchema = z
  .object({
    id: requiredText().regex(PLAZA_ID_PATTERN, {
      error: 'id inválido (letras minúsculas, dígitos e hífens)',
    }),
    fonte: requiredText(),
    concessionaria: requiredText(),
    nome: requiredText(),
    rodovia: requiredText(),
    uf: csvText()
      .toUpperCase()
      .refine((value) => (BRAZIL_UFS as readonly string[]).includes(value), { error: 'UF inválida' }),
    municipio: requiredText(),
    km: optionalText().refine((value) => value === '' || /^\d+(\.\d+)?$/.test(value), {
      error: 'km inválido (decimal com ponto, ex.: 298.8)',
    }),
    latitude: coordinate(90, 'latitude inválida (graus decimais com ponto)'),
    longitude: coordinate(180, 'longitude inválida (graus decimais com ponto)'),
    sentido: optionalText().refine(
      (value) => value === '' || (PLAZA_SENTIDOS as readonly string[]).includes(value),
      {
        error: `sentido inválido (esperado vazio, ${PLAZA_SENTIDOS.join(', ')})`,
      },
    ),
    free_flow: csvText().refine((value) => value === '0' || value === '1', {
      error: 'free_flow inválido (esperado 0 ou 1)',
    }),
    coord_precisao: optionalText().refine((value) => ['', 'alta', 'baixa'].includes(value), {
      error: 'coord_precisao inválida (esperado alta, baixa ou vazio)',
    }),
    nota: optionalText(),
  })
  .transform((record): TollPlazaRecord => ({
    id: record.id,
    fonte: record.fonte,
    concessionaria: record.concessionaria,
    nome: record.nome,
    rodovia: record.rodovia,
    uf: record.uf as TollPlazaRecord['uf'],
    municipio: record.municipio,
    km: record.km === '' ? null : Number(record.km),
    lat: record.latitude,
    lng: record.longitude,
    sentido: record.sentido === '' ? null : (record.sentido as PlazaSentido),
    free_flow: record.free_flow === '1',
    coord_precisao: record.coord_precisao === '' ? null : (record.coord_precisao as 'alta' | 'baixa'),
    nota: record.nota,
  }));

/**
 * Parses records of pedagios/pracas.csv (columns `id, fonte, concessionaria, nome, rodovia, uf, municipio,
 * km, latitude, longitude, sentido, free_flow, coord_precisao, nota`, as strings keyed by header) into
 * plazas. Never throws: any bad record, or a repeated `id`, makes the result a list of errors with line
 * numbers (record `i` is line `i + 2`) and pt-BR messages.
 *
 * @example parseTollPlazaRecords(csvTextRecords(readFileSync(path, 'utf8')))
 */
export function parseTollPlazaRecords(records: readonly CsvRecord[]): CsvParseResult<TollPlazaRecord> {
  return parseCsvRecords(records, {
    schema: recordSchema,
    keyOf: (row) => row.id,
    duplicateMessage: DUPLICATE_PLAZA_MESSAGE,
  });
}
