import { z } from 'zod';
import { locationTypeSchema } from './map-waypoint.ts';
import { valhallaLegSchema } from './valhalla-leg.ts';
import { valhallaSummarySchema } from './valhalla-summary.ts';

/** A location echoed in a trip: position, type and the index of the request location it came from. */
export const valhallaTripLocationSchema = z.looseObject({
  lat: z.number(),
  lon: z.number(),
  type: locationTypeSchema.optional(),
  original_index: z.number().int().min(0).optional(),
  name: z.string().optional(),
  street: z.string().optional(),
});

/** A trip location. */
export type ValhallaTripLocation = z.infer<typeof valhallaTripLocationSchema>;

/**
 * A Valhalla trip (SPEC §7 routing service; our engine emits the same shape): `status` (0 = found),
 * `status_message`, `units` (`'kilometers'` by default, or `'miles'`), `language`, locations, legs and
 * summary. Other Valhalla fields pass through.
 *
 * @example valhallaTripSchema.parse(json.trip).summary.length // km
 */
export const valhallaTripSchema = z.looseObject({
  status: z.number().int(),
  status_message: z.string().default(''),
  units: z.string().default('kilometers'),
  language: z.string().optional(),
  locations: z.array(valhallaTripLocationSchema).default([]),
  legs: z.array(valhallaLegSchema),
  summary: valhallaSummarySchema,
});

/** A Valhalla trip. */
export type ValhallaTrip = z.infer<typeof valhallaTripSchema>;

/**
 * A Valhalla `/route` answer: the main `trip` and up to three `alternates`, each `{ trip }`
 * (default `[]`), plus the request `id` when one was sent.
 */
export const valhallaRouteResponseSchema = z.looseObject({
  id: z.string().optional(),
  trip: valhallaTripSchema,
  alternates: z.array(z.looseObject({ trip: valhallaTripSchema })).default([]),
});

/** A Valhalla route response. */
export type ValhallaRouteResponse = z.infer<typeof valhallaRouteResponseSchema>;
