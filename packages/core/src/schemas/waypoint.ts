import { z } from 'zod';
import { latLngSchema } from './lat-lng.ts';

/**
 * One stop of the planner (SPEC §3 Waypoint): the typed or chosen text and its position.
 * Defaults: `searchText` `''`, `coordinates` `{ lat: 0, lng: 0 }` (meaning "no position yet").
 *
 * @example waypointSchema.parse({ searchText: 'Curitiba, PR' }) // coordinates { lat: 0, lng: 0 }
 */
export const waypointSchema = z.object({
  searchText: z.string().default(''),
  coordinates: latLngSchema.default({ lat: 0, lng: 0 }),
});

/** A planner waypoint. */
export type Waypoint = z.infer<typeof waypointSchema>;
