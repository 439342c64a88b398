import { z } from 'zod';

/**
 * Summary of a trip or leg (Valhalla): `length` in the trip's units (kilometres by default), `time` in
 * seconds, the bounding box `min_lat`/`min_lon`/`max_lat`/`max_lon`, and optional flags such as
 * `has_toll`. Other Valhalla fields pass through.
 */
export const valhallaSummarySchema = z.looseObject({
  length: z.number().min(0),
  time: z.number().min(0),
  min_lat: z.number().optional(),
  min_lon: z.number().optional(),
  max_lat: z.number().optional(),
  max_lon: z.number().optional(),
  has_toll: z.boolean().optional(),
  has_highway: z.boolean().optional(),
  has_ferry: z.boolean().optional(),
  has_time_restrictions: z.boolean().optional(),
  cost: z.number().optional(),
});

/** A Valhalla trip or leg summary. */
export type ValhallaSummary = z.infer<typeof valhallaSummarySchema>;
