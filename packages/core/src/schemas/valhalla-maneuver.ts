import { z } from 'zod';

/**
 * Transit details of a maneuver (multimodal costing). `color` is the line colour as Valhalla sends it:
 * an RGB integer (e.g. `0x2e7d32`), or a `'#rrggbb'`/`'rrggbb'` text.
 */
export const valhallaTransitInfoSchema = z.looseObject({
  color: z.union([z.number().int().min(0), z.string()]).optional(),
  text_color: z.union([z.number().int().min(0), z.string()]).optional(),
  short_name: z.string().optional(),
  long_name: z.string().optional(),
  headsign: z.string().optional(),
});

/** Transit info of a maneuver. */
export type ValhallaTransitInfo = z.infer<typeof valhallaTransitInfoSchema>;

/**
 * One maneuver of a trip leg (Valhalla route response): maneuver `type` code, `instruction` (default `''`
 * when the engine sends none), street names, shape index range within the leg, `length` (in the trip's
 * units), `time` (s), `travel_type` (e.g. `'car'`, `'truck'`, `'bus'`, `'tram'`), and optional `toll`
 * and `transit_info`. Other Valhalla fields pass through.
 */
export const valhallaManeuverSchema = z.looseObject({
  type: z.number().int(),
  instruction: z.string().default(''),
  street_names: z.array(z.string()).optional(),
  begin_shape_index: z.number().int().min(0),
  end_shape_index: z.number().int().min(0),
  length: z.number().min(0),
  time: z.number().min(0),
  travel_mode: z.string().optional(),
  travel_type: z.string().default(''),
  toll: z.boolean().optional(),
  transit_info: valhallaTransitInfoSchema.optional(),
});

/** A Valhalla maneuver. */
export type ValhallaManeuver = z.infer<typeof valhallaManeuverSchema>;
