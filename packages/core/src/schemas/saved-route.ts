import { z } from 'zod';
import { REQUIRED_MESSAGE } from './messages.ts';
import { entityIdSchema, entityIdTextSchema, numericSchema } from './primitives.ts';
import { MAX_WAYPOINTS, requiredText, TEXT_LIMITS } from './text-fields.ts';
import { routeTypeSchema } from './route-type.ts';

/**
 * A saved route (SPEC §3): id, nickname `slug`, company, `distance` (km), `time` (seconds), route type,
 * `waypoints` as JSON text of address strings (read it with `parseSavedRouteWaypoints`) and ISO
 * timestamps.
 *
 * @example savedRouteSchema.parse({ id: 1, slug: 'SP-CWB', company_id: 2, distance: 411.1, time: 16980, type: 'efficient', waypoints: '["São Paulo","Curitiba"]', created_at: '2026-09-01T10:00:00Z', updated_at: '2026-09-01T10:00:00Z' })
 */
export const savedRouteSchema = z.object({
  id: entityIdTextSchema,
  slug: z.string(),
  company_id: entityIdTextSchema.nullish(),
  distance: numericSchema,
  time: numericSchema,
  type: routeTypeSchema,
  waypoints: z.string(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A saved route. */
export type SavedRoute = z.infer<typeof savedRouteSchema>;

/** Longest saved route, km (a trip across South America and back is under 20 000 km). */
export const MAX_ROUTE_KM = 100_000;

/** Longest saved route duration, seconds (30 days). */
export const MAX_ROUTE_SECONDS = 30 * 24 * 3600;

/**
 * Body of `POST /api/routes` (SPEC §7): company, nickname (required, 'Esse campo é obrigatório', at most
 * 200 characters), distance in km, time in seconds, type and 2 to {@link MAX_WAYPOINTS} non-empty address
 * strings of at most 500 characters.
 */
export const savedRouteCreateSchema = z.object({
  company_id: entityIdSchema,
  slug: requiredText(TEXT_LIMITS.routeName),
  distance: z.number().min(0).max(MAX_ROUTE_KM),
  time: z.number().min(0).max(MAX_ROUTE_SECONDS),
  type: routeTypeSchema,
  waypoints: z
    .array(requiredText(TEXT_LIMITS.waypoint))
    .min(2, REQUIRED_MESSAGE)
    .max(MAX_WAYPOINTS, `Informe no máximo ${MAX_WAYPOINTS} pontos`),
});

/** Body of a route save. */
export type SavedRouteCreate = z.infer<typeof savedRouteCreateSchema>;

/** Body of `PUT /api/routes/{id}`: the creation body plus `id`. */
export const savedRouteUpdateSchema = savedRouteCreateSchema.extend({ id: entityIdSchema });

/** Body of a route update. */
export type SavedRouteUpdate = z.infer<typeof savedRouteUpdateSchema>;
