import { z } from 'zod';
import {
  cargoKindInputSchema,
  freightAxlesSchema,
  freightTableTypeSchema,
  optionalText,
  pageQuerySchema,
  queryInteger,
  requiredText,
  TEXT_LIMITS,
} from '@freight/core';
import {
  blankToNull,
  blankToUndefined,
  calendarDateSchema,
  dateFilter,
  textFilter,
} from '../../reference-data/reference-fields.ts';
import { limitPageSize } from '../../reference-data/reference-page-query.ts';

const coefficientFields = {
  act: requiredText(100),
  valid_from: calendarDateSchema,
  valid_to: z.preprocess(blankToNull, calendarDateSchema.nullish()),
  table: freightTableTypeSchema,
  cargo_kind: cargoKindInputSchema,
  axles: freightAxlesSchema,
  ccd: z.number().min(0).max(1_000_000),
  cc: z.number().min(0).max(1_000_000),
  source: optionalText(TEXT_LIMITS.remarks),
  note: optionalText(2000),
};

/**
 * Body of `POST /api/freight-coefficients`: one cell of an ANTT act (`frete/piso_minimo.csv`): `act`,
 * `valid_from`, `valid_to` (`null` = open), `table` (A–D), `cargo_kind` (official or SPEC spelling,
 * stored official), `axles` (2–9), `ccd` (R$/km), `cc` (R$ per trip), `source`, `note`. The whole row is
 * checked with core's `freightCoefficientSchema` too (end of validity not before its start).
 */
export const freightCoefficientCreateSchema = z.object(coefficientFields);

/** A new freight coefficient. */
export type FreightCoefficientCreate = z.infer<typeof freightCoefficientCreateSchema>;

/** Body of `PUT /api/freight-coefficients/{id}`: any field of the creation. */
export const freightCoefficientUpdateSchema = z.object(coefficientFields).partial();

/** A freight coefficient change. */
export type FreightCoefficientUpdate = z.infer<typeof freightCoefficientUpdateSchema>;

/**
 * Query of `GET /api/freight-coefficients`: paging; `act` (contains); `table`; `cargo_kind` (either
 * spelling); `axles`; `date` (`yyyy-MM-dd`): only the rows in force that day, one per (table, cargo kind,
 * axles) cell, as core's `coefficientsInForce` chooses them.
 */
export const freightCoefficientListQuerySchema = pageQuerySchema
  .extend({
    act: textFilter,
    table: z.preprocess(blankToUndefined, freightTableTypeSchema.optional()),
    cargo_kind: z.preprocess(blankToUndefined, cargoKindInputSchema.optional()),
    axles: z.preprocess(blankToUndefined, queryInteger(2, 15).optional()),
    date: dateFilter,
  })
  .superRefine(limitPageSize);

/** A freight coefficient list query. */
export type FreightCoefficientListQuery = z.infer<typeof freightCoefficientListQuerySchema>;

/** A stored freight coefficient (wire shape): the body's fields, the official cargo kind, id and timestamps. */
export const freightCoefficientRecordSchema = z.object({
  id: z.number().int(),
  act: z.string(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
  table: freightTableTypeSchema,
  cargo_kind: z.string().describe('Tipo de carga, grafia oficial (carga_geral, conteinerizada, …)'),
  axles: z.number().int(),
  ccd: z.number(),
  cc: z.number(),
  source: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A freight coefficient. */
export type FreightCoefficientRecord = z.infer<typeof freightCoefficientRecordSchema>;
