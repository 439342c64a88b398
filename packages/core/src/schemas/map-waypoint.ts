import { z } from 'zod';
import { latLngSchema } from './lat-lng.ts';

/**
 * How the routing engine treats a location (Valhalla `Location.type`): `break` starts or ends a leg,
 * `through` passes without stopping, `via` adds a maneuver without a leg, `break_through` is a break
 * without U-turn. First and last locations are always breaks.
 */
export const locationTypeSchema = z.enum(['break', 'through', 'via', 'break_through']);

/** A routing location type. */
export type LocationType = z.infer<typeof locationTypeSchema>;

/**
 * A waypoint as the map's routing control holds it (SPEC §3 Map waypoint): position, name (default `''`)
 * and the optional snapping hints the routing service understands.
 *
 * @example mapWaypointSchema.parse({ latLng: { lat: -23.5489, lng: -46.6388 }, name: 'São Paulo' })
 */
export const mapWaypointSchema = z.object({
  latLng: latLngSchema,
  name: z.string().default(''),
  type: locationTypeSchema.optional(),
  /** Preferred approach heading in degrees, 0–360. */
  heading: z.number().int().min(0).max(360).optional(),
  /** Tolerance of `heading` in degrees, 0–180. */
  heading_tolerance: z.number().int().min(0).max(180).optional(),
  /** Street name hint for snapping. */
  street: z.string().optional(),
  /** OSM way id to snap to. */
  way_id: z.number().int().optional(),
  /** Minimum number of reachable edges of a snap candidate. */
  minimum_reachability: z.number().int().min(0).optional(),
  /** Candidate search radius in metres. */
  radius: z.number().int().min(0).optional(),
});

/** A map (routing) waypoint. */
export type MapWaypoint = z.infer<typeof mapWaypointSchema>;
