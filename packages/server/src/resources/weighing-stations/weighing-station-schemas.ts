import { z } from 'zod';
import {
  latitudeSchema,
  longitudeSchema,
  optionalText,
  pageQuerySchema,
  requiredText,
  TEXT_LIMITS,
  truckScaleSchema,
} from '@freight/core';
import { bboxSchema } from '../../reference-data/bbox.ts';
import {
  blankToNull,
  booleanFilter,
  textFilter,
  ufFilter,
  ufSchema,
} from '../../reference-data/reference-fields.ts';
import { limitPageSize } from '../../reference-data/reference-page-query.ts';

/**
 * How a station's position was obtained: `published` (given with the data or by an administrator),
 * `road-km` (placed by road and km at import), `none` (no position: on no map).
 */
export const POSITION_SOURCES = ['published', 'road-km', 'none'] as const;

/** A {@link POSITION_SOURCES} value. */
export type PositionSource = (typeof POSITION_SOURCES)[number];

const stationFields = {
  nome: requiredText(TEXT_LIMITS.name),
  tipo: optionalText(200),
  rodovia: optionalText(60),
  km: z.number().min(0).max(10_000).nullish(),
  km_texto: optionalText(60),
  sentido: optionalText(60),
  cidade: optionalText(120),
  uf: z.preprocess(blankToNull, ufSchema.nullish()),
  concessionaria: optionalText(300),
  lat: latitudeSchema.nullish(),
  lng: longitudeSchema.nullish(),
  origem_posicao: z.enum(POSITION_SOURCES).optional(),
  fonte: optionalText(TEXT_LIMITS.remarks),
  confianca: optionalText(TEXT_LIMITS.remarks),
  active: z.boolean().optional(),
};

/**
 * Body of `POST /api/weighing-stations`: `nome` and, optionally, the SPEC §3 Truck scale fields the
 * product stores (`rodovia`, `km`, `sentido`, `concessionaria`, `uf`, `lat`, `lng`) and `tipo`, `km_texto`
 * (the km as published; default the `km`), `cidade`, `origem_posicao`, `fonte`, `confianca`, `active`.
 * Latitude and longitude go together; without them the station has no position (`origem_posicao` `none`).
 */
export const weighingStationCreateSchema = z.object(stationFields);

/** A new weighing station. */
export type WeighingStationCreate = z.infer<typeof weighingStationCreateSchema>;

/** Body of `PUT /api/weighing-stations/{id}`: any field of the creation. */
export const weighingStationUpdateSchema = z.object(stationFields).partial();

/** A weighing station change. */
export type WeighingStationUpdate = z.infer<typeof weighingStationUpdateSchema>;

/**
 * Query of `GET /api/weighing-stations`: paging; `name`, `road` (contain, any case), `uf`, `active`;
 * `bbox=minLng,minLat,maxLng,maxLat` (the map layer: positioned stations inside the window, up to 2000
 * a page).
 */
export const weighingStationListQuerySchema = pageQuerySchema
  .extend({
    name: textFilter,
    road: textFilter,
    uf: ufFilter,
    active: booleanFilter,
    bbox: bboxSchema,
  })
  .superRefine(limitPageSize);

/** A weighing station list query. */
export type WeighingStationListQuery = z.infer<typeof weighingStationListQuerySchema>;

/**
 * A weighing station: core's SPEC §3 Truck scale fields the product stores (`lat`/`lng` `null` when it
 * has no position), plus `tipo`, `km_texto`, `cidade`, `origem_posicao`, `fonte`, `confianca`, `active`
 * and the timestamps.
 */
export const weighingStationRecordSchema = truckScaleSchema
  .omit({ concessionaria_id: true, uf_ibge: true, logo: true, p_index: true })
  .extend({
    id: z.number().int(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    km: z.number().nullable(),
    tipo: z.string().nullable(),
    km_texto: z.string().nullable(),
    cidade: z.string().nullable(),
    origem_posicao: z.enum(POSITION_SOURCES),
    fonte: z.string().nullable(),
    confianca: z.string().nullable(),
    active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  });

/** A weighing station (wire shape). */
export type WeighingStationRecord = z.infer<typeof weighingStationRecordSchema>;
