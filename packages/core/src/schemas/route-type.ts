import { z } from 'zod';

/**
 * Route type of a saved route and of a route calculation (SPEC §3): `efficient` (default), `avoid_tolls`
 * or `shortest`.
 */
export const routeTypeSchema = z.enum(['efficient', 'avoid_tolls', 'shortest']);

/** A route type. */
export type RouteType = z.infer<typeof routeTypeSchema>;

/** The default route type: `'efficient'` (SPEC §9). */
export const DEFAULT_ROUTE_TYPE: RouteType = 'efficient';
