import { z } from 'zod';
import { fareSchema, optionalText, tariffMultiplierSchema } from '@freight/core';
import { calendarDateSchema } from '../../reference-data/reference-fields.ts';

/**
 * A stored fare of a toll plaza: from `valid_from` (`yyyy-MM-dd`) on, vehicles of category multiplier
 * `multiplier` (0.5 motorcycle, 1 car, 2 two-axle truck, … the axle count for trucks) pay `fare` reais
 * in cash. `source`: who published it.
 */
export const tollTariffSchema = z.object({
  id: z.number().int(),
  plaza_id: z.string(),
  valid_from: z.string(),
  multiplier: z.number(),
  fare: z.number(),
  source: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A stored toll tariff (wire shape). */
export type TollTariff = z.infer<typeof tollTariffSchema>;

const fields = {
  valid_from: calendarDateSchema,
  multiplier: tariffMultiplierSchema,
  fare: fareSchema,
  source: optionalText(200),
};

/**
 * Body of `POST /api/toll-plazas/{id}/tariffs`: `valid_from` (a real date `yyyy-MM-dd`), `multiplier`
 * (core's `tariffMultiplierSchema`: 0.5 to 20 in steps of 0.5, as in `pedagios/categorias.csv`), `fare`
 * (core's `fareSchema`: reais > 0 with at most two decimals), optional `source`.
 *
 * @example tollTariffCreateSchema.parse({ valid_from: '2026-07-01', multiplier: 2, fare: 15.4 })
 */
export const tollTariffCreateSchema = z.object(fields);

/** A new tariff. */
export type TollTariffCreate = z.infer<typeof tollTariffCreateSchema>;

/** Body of `PUT /api/toll-tariffs/{id}`: any field of {@link tollTariffCreateSchema}. */
export const tollTariffUpdateSchema = z.object(fields).partial();

/** A tariff change. */
export type TollTariffUpdate = z.infer<typeof tollTariffUpdateSchema>;
