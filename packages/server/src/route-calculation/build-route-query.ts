import { AVOID_TOLLS_PENALTY, TOP_SPEED_KMH } from '@freight/core';
import type { RouteRequest } from '@freight/core';
import type { RouteQuery } from '@freight/routing';
import type { ResolvedWaypoint } from './resolve-waypoints.ts';

/** Alternatives asked of the engine besides the best route ('Rota 2', 'Rota 3'). */
export const ALTERNATES = 2;

/**
 * The engine query of one way of a calculation (waypoints in travel order):
 * - costing `config_rota.costing` with its options; `type_route` `shortest` (or the options' `shortest`)
 *   minimises distance, `efficient` time; `avoid_tolls` raises `toll_booth_penalty` to at least 1000;
 * - every waypoint a `break` (one leg each), named by its address;
 * - {@link ALTERNATES} alternatives when there are two waypoints (the engines offer none for more);
 * - directions in kilometres (the response's lengths are km, SPEC §3) in the request's language.
 */
export function buildRouteQuery(request: RouteRequest, waypoints: readonly ResolvedWaypoint[]): RouteQuery {
  const { costing, costing_options: byCosting, directions_options: directions } = request.config_rota;
  const options = byCosting[costing];
  const avoidTolls = request.type_route === 'avoid_tolls';
  const penalty = options?.toll_booth_penalty ?? 0;
  return {
    locations: waypoints.map((waypoint) => ({
      lat: waypoint.lat,
      lon: waypoint.lng,
      type: 'break',
      name: waypoint.addr,
    })),
    costing,
    costing_options: {
      [costing]: {
        shortest: request.type_route === 'shortest' || options?.shortest === true,
        toll_booth_penalty: avoidTolls ? Math.max(penalty, AVOID_TOLLS_PENALTY) : penalty,
        top_speed: options?.top_speed ?? TOP_SPEED_KMH,
      },
    },
    alternates: waypoints.length === 2 ? ALTERNATES : 0,
    directions_options: {
      units: 'kilometers',
      language: directions.language,
      directions_type: directions.directions_type,
      narrative: directions.narrative,
    },
  };
}
