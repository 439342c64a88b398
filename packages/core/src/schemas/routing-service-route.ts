import { z } from 'zod';
import { latLngSchema } from './lat-lng.ts';
import { mapWaypointSchema } from './map-waypoint.ts';

/** Southwest and northeast corners of a route (from the trip summary's min/max lat and lon). */
export const boundsSchema = z.object({
  southWest: latLngSchema,
  northEast: latLngSchema,
});

/** Route bounds. */
export type Bounds = z.infer<typeof boundsSchema>;

/**
 * A stretch of a multimodal route travelled one way (SPEC §3 Sub-route): the maneuvers' `travel_type`,
 * its coordinates and line styles (`color` from the transit info, `'#rrggbb'`).
 */
export const subRouteSchema = z.object({
  travel_type: z.string(),
  coordinates: z.array(latLngSchema),
  styles: z.array(z.object({ color: z.string() })),
});

/** A sub-route. */
export type SubRoute = z.infer<typeof subRouteSchema>;

/**
 * The route the map draws (SPEC §3 Routing-service route), built from a trip by `toRoutingServiceRoute`:
 * `name` (origin and destination floored to 3 decimals, `'lat,lng|lat,lng'`), `unit`, `costing`,
 * `polyline` (precision 6, all legs), `coordinates`, `subRoutes` (multimodal only, else `[]`),
 * `summary` (`totalDistance` in metres, `totalTime` in seconds), `inputWaypoints`, `waypointIndices`
 * (index in `coordinates` of each leg boundary) and `bounds`.
 */
export const routingServiceRouteSchema = z.object({
  name: z.string(),
  unit: z.string(),
  costing: z.string(),
  polyline: z.string(),
  coordinates: z.array(latLngSchema),
  subRoutes: z.array(subRouteSchema),
  summary: z.object({ totalDistance: z.number().min(0), totalTime: z.number().min(0) }),
  inputWaypoints: z.array(mapWaypointSchema),
  waypointIndices: z.array(z.number().int().min(0)),
  bounds: boundsSchema,
});

/** A routing-service route. */
export type RoutingServiceRoute = z.infer<typeof routingServiceRouteSchema>;
