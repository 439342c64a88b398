import { z } from 'zod';
import { REQUIRED_MESSAGE } from './messages.ts';
import { entityIdSchema, numericSchema, requiredText } from './primitives.ts';
import { routeTypeSchema } from './route-type.ts';

/**
 * A saved route (SPEC §3): id, nickname `slug`, company, `distance` (km), `time` (seconds), route type,
 * `waypoints` as JSON text of address strings (read it with `parseSavedRouteWaypoints`) and ISO
 * timestamps.
 *
 * @example savedRouteSchema.parse({ id: 1, slug: 'SP-CWB', company_id: 2, distance: 411.1, time: 16980, type: 'efficient', waypoints: '["São Paulo","Curitiba"]', created_at: '2026-09-01T10:00:00Z', updated_at: '2026-09-01T10:00:00Z' })
 */
export const savedRouteSchema = z.object({
  id: entityIdSchema,
  slug: z.string(),
  company_id: entityIdSchema.nullish(),
  distance: numericSchema,
  time: numericSchema,
  type: routeTypeSchema,
  waypoints: z.string(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A saved route. */
export type SavedRoute = z.infer<typeof savedRouteSchema>;

/**
 * Body of `POST /api/routes` (SPEC §7): company, nickname (required, 'Esse campo é obrigatório'),
 * distance in km, time in seconds, type and at least two non-empty address strings.
 */
export const savedRouteCreateSchema = z.object({
  company_id: entityIdSchema,
  slug: requiredText(),
  distance: z.number().min(0),
  time: z.number().min(0),
  type: routeTypeSchema,
  waypoints: z.array(requiredText()).min(2, REQUIRED_MESSAGE),
});

/** Body of a route save. */
export type SavedRouteCreate = z.infer<typeof savedRouteCreateSchema>;

/** Body of `PUT /api/routes/{id}`: the creation body plus `id`. */
export const savedRouteUpdateSchema = savedRouteCreateSchema.extend({ id: entityIdSchema });

/** Body of a route update. */
export type SavedRouteUpdate = z.infer<typeof savedRouteUpdateSchema>;
