import { z } from 'zod';
import { valhallaManeuverSchema } from './valhalla-maneuver.ts';
import { valhallaSummarySchema } from './valhalla-summary.ts';

/**
 * A toll booth the leg passes (our extension of the Valhalla leg): index in the leg's decoded shape,
 * direction of travel there (degrees clockwise from north), position and the OSM node id of the
 * `barrier=toll_booth` node (or of the plaza when it was matched from the plaza list).
 */
export const tollNodeSchema = z.object({
  shape_index: z.number().int().min(0),
  bearing: z.number().min(0).max(360),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  node_id: z.union([z.number().int(), z.string()]),
});

/** A toll booth passed by a leg. */
export type TollNode = z.infer<typeof tollNodeSchema>;

/**
 * One leg of a trip (between two break locations): `shape` (polyline, precision 6), maneuvers (default
 * `[]`), summary, and our optional `toll_nodes`. Other Valhalla fields pass through.
 */
export const valhallaLegSchema = z.looseObject({
  shape: z.string(),
  maneuvers: z.array(valhallaManeuverSchema).default([]),
  summary: valhallaSummarySchema,
  toll_nodes: z.array(tollNodeSchema).optional(),
});

/** A Valhalla trip leg. */
export type ValhallaLeg = z.infer<typeof valhallaLegSchema>;
