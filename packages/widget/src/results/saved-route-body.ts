import { DEFAULT_ROUTE_TYPE, routeTypeSchema } from '@freight/core';
import type { RouteResponse, RouteType } from '@freight/core';

/** What the save-route dialog sends besides the nickname and the company (SPEC §3 Saved route). */
export interface SavedRouteFacts {
  /** Distance of the selected alternative in km. */
  readonly distance: number;
  /** Duration of the selected alternative in seconds. */
  readonly time: number;
  readonly type: RouteType;
  /** The answer's resolved addresses, in order. */
  readonly waypoints: string[];
}

/**
 * The saved-route facts of `response` with alternative `alternativeIndex` selected: its trip's length
 * and time, the route type asked for (`'default'` or an unknown value is saved as `'efficient'`) and the
 * address list of the answer's waypoints.
 */
export function savedRouteFacts(
  response: RouteResponse,
  alternativeIndex: number,
  requestedType: unknown,
): SavedRouteFacts {
  const trip = response.rotas[alternativeIndex]?.rota.trip;
  const type = routeTypeSchema.safeParse(requestedType);
  return {
    distance: trip?.summary.length ?? 0,
    time: trip?.summary.time ?? 0,
    type: type.success ? type.data : DEFAULT_ROUTE_TYPE,
    waypoints: response.waypoints.map((waypoint) => waypoint.addr),
  };
}
