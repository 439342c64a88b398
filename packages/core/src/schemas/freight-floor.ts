import { z } from 'zod';
import { cargoKindInputSchema } from './cargo-kind.ts';
import { freightAxlesSchema, freightTableTypeSchema } from './freight-table.ts';
import { isoDateSchema } from './primitives.ts';
import { integerText } from './query-number.ts';

/**
 * The ANTT act a freight floor comes from: `name` (e.g. `'6.084/2026'`), validity `start` and `end`
 * (`yyyy-MM-dd`; `end` `null` while open) and the `url` of the publication.
 */
export const freightActSchema = z.object({
  name: z.string(),
  start: isoDateSchema,
  end: isoDateSchema.nullable(),
  url: z.string().nullish(),
});

/** A freight act. */
export type FreightAct = z.infer<typeof freightActSchema>;

/**
 * The freight floor of one (table, cargo kind, axles) cell for a route: `value` = km × `ccd` + `cc`
 * (R$), the coefficients (`ccd` R$/km, `cc` R$ per trip), the act name and validity, and the source url.
 *
 * @example freightFloorSchema.parse({ table: 'A', cargo_kind: 'geral', axles: 6, value: 3021.4, ccd: 6.2, cc: 473.1, act: '6.084/2026', valid_from: '2026-07-17', valid_to: null })
 */
export const freightFloorSchema = z.object({
  table: freightTableTypeSchema,
  cargo_kind: cargoKindInputSchema,
  axles: z.preprocess(integerText, freightAxlesSchema),
  value: z.number().min(0),
  ccd: z.number().min(0),
  cc: z.number().min(0),
  act: z.string(),
  valid_from: isoDateSchema,
  valid_to: isoDateSchema.nullable(),
  source_url: z.string().nullish(),
});

/** A freight floor result. */
export type FreightFloor = z.infer<typeof freightFloorSchema>;
