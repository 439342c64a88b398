import { z } from 'zod';
import {
  latitudeSchema,
  longitudeSchema,
  optionalText,
  pageQuerySchema,
  requiredText,
  TEXT_LIMITS,
  tollPlazaSchema,
} from '@freight/core';
import type { TollRounding } from '@freight/core';
import { PLAZA_ID_PATTERN, PLAZA_SENTIDOS } from '../../tolls/index.ts';
import { tollTariffSchema } from '../toll-tariffs/toll-tariff-schemas.ts';
import { bboxSchema } from '../../reference-data/bbox.ts';
import {
  blankToNull,
  booleanFilter,
  dateFilter,
  textFilter,
  ufFilter,
  ufSchema,
} from '../../reference-data/reference-fields.ts';
import { limitPageSize } from '../../reference-data/reference-page-query.ts';

/** Most characters of a toll plaza id. */
export const MAX_PLAZA_ID_LENGTH = 120;

/**
 * Id of a toll plaza: the data's slug, lower-case letters and digits in groups joined by single hyphens
 * (`antt-autopista-fluminense-casimiro-de-abreu`), at most {@link MAX_PLAZA_ID_LENGTH} characters.
 */
export const tollPlazaIdSchema = z.string().max(MAX_PLAZA_ID_LENGTH).regex(PLAZA_ID_PATTERN, {
  error: 'Use letras minúsculas, números e hífens (ex.: antt-concessionaria-nome-da-praca)',
});

/** Path parameters of `/toll-plazas/:id` (an id that is not a plaza id answers 404). */
export const tollPlazaParams = z.object({ id: tollPlazaIdSchema });

/** Rounding of a plaza's percentage-derived fares (core's `TollRounding`). */
export const PLAZA_ROUNDINGS = ['down', 'up', 'half-up'] as const satisfies readonly TollRounding[];

/** A toll-tag provider's code of the plaza: text or a whole number, stored as text. */
const providerCode = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : blankToNull(value)),
  z.string().trim().max(60).nullish(),
);

const plazaFields = {
  nome: requiredText(TEXT_LIMITS.name),
  concessionaria: requiredText(TEXT_LIMITS.name),
  rodovia: requiredText(60),
  uf: ufSchema,
  cidade: optionalText(120),
  km: z.number().min(0).max(10_000).nullish(),
  lat: latitudeSchema,
  lng: longitudeSchema,
  sentido: z.preprocess(blankToNull, z.enum(PLAZA_SENTIDOS).nullish()),
  free_flow: z.boolean().optional(),
  special_toll: z.boolean().optional(),
  porcentagem_tag: z.number().min(0).max(100).optional(),
  porcentagem_fim_semana: z.number().min(-100).max(100).optional(),
  arredondamento: z.enum(PLAZA_ROUNDINGS).optional(),
  logo: optionalText(TEXT_LIMITS.url),
  codigo_antt: providerCode,
  codigo_conectcar: providerCode,
  codigo_movemais: providerCode,
  codigo_semparar: providerCode,
  codigo_veloe: providerCode,
  fonte: requiredText(100),
  coord_precisao: z.preprocess(blankToNull, z.enum(['alta', 'baixa']).nullish()),
  nota: optionalText(2000),
  active: z.boolean().optional(),
};

/**
 * Body of `POST /api/toll-plazas`: the id, the SPEC §3 fields the product stores (`nome`,
 * `concessionaria`, `rodovia`, `uf`, `cidade`, `km`, `lat`, `lng`, `sentido`, `special_toll`,
 * `porcentagem_tag`, `porcentagem_fim_semana`, `logo`, the `codigo_*` provider codes) and `free_flow`,
 * `fonte`, `arredondamento` (`down`, `up`, `half-up`), `coord_precisao` (`alta`, `baixa`), `nota`,
 * `active`. Omitted flags and percentages take the defaults (false, 0, `down`, active).
 */
export const tollPlazaCreateSchema = z.object({ id: tollPlazaIdSchema, ...plazaFields });

/** A new toll plaza. */
export type TollPlazaCreate = z.infer<typeof tollPlazaCreateSchema>;

/** Body of `PUT /api/toll-plazas/{id}`: any field of the creation but the id (ids do not change). */
export const tollPlazaUpdateSchema = z.object(plazaFields).partial();

/** A toll plaza change. */
export type TollPlazaUpdate = z.infer<typeof tollPlazaUpdateSchema>;

/**
 * Query of `GET /api/toll-plazas`: paging; `name`, `road`, `concessionaire`, `source` (contain, any case),
 * `uf`, `active`; `bbox=minLng,minLat,maxLng,maxLat` (the map layer: plazas inside the window, up to
 * 2000 a page); `date` (`yyyy-MM-dd`, default today in Brasília) chooses the fare table in `tarifas`.
 */
export const tollPlazaListQuerySchema = pageQuerySchema
  .extend({
    name: textFilter,
    road: textFilter,
    uf: ufFilter,
    concessionaire: textFilter,
    source: textFilter,
    active: booleanFilter,
    bbox: bboxSchema,
    date: dateFilter,
  })
  .superRefine(limitPageSize);

/** A toll plaza list query. */
export type TollPlazaListQuery = z.infer<typeof tollPlazaListQuerySchema>;

/**
 * A toll plaza as the admin and the map layer read it: core's SPEC §3 `tollPlazaSchema` fields the
 * product stores, plus `free_flow`, `fonte`, `active`, `arredondamento`, `coord_precisao`, `nota` and the
 * timestamps. `tarifas`: fares by multiplier of the table in force (today, or the list's `date`);
 * `data_ultima_atualizacao`: that table's `valid_from` (`null` without tariffs).
 */
export const tollPlazaRecordSchema = tollPlazaSchema
  .omit({
    concessionaria_id: true,
    uf_ibge: true,
    cidade_ibge: true,
    tarifa: true,
    tarifa_tag: true,
    tarifa_fim_semana: true,
    p_index: true,
    tarifa_liquida: true,
    distancia_km: true,
    agrupadas: true,
  })
  .extend({
    id: z.string(),
    concessionaria: z.string(),
    rodovia: z.string(),
    uf: z.string(),
    lat: z.number(),
    lng: z.number(),
    special_toll: z.boolean(),
    porcentagem_tag: z.number(),
    porcentagem_fim_semana: z.number(),
    free_flow: z.boolean(),
    fonte: z.string(),
    active: z.boolean(),
    arredondamento: z.enum(PLAZA_ROUNDINGS),
    coord_precisao: z.string().nullable(),
    nota: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  });

/** A toll plaza (wire shape). */
export type TollPlazaRecord = z.infer<typeof tollPlazaRecordSchema>;

/** `GET /api/toll-plazas/{id}`: the plaza with every tariff row it has (`tariffs`, newest table first). */
export const tollPlazaDetailSchema = tollPlazaRecordSchema.extend({ tariffs: z.array(tollTariffSchema) });

/** A toll plaza with all its tariffs. */
export type TollPlazaDetail = z.infer<typeof tollPlazaDetailSchema>;
