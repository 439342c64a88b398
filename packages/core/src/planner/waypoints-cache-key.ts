import type { Waypoint } from './waypoint.ts';

/**
 * The key of a route calculation for the calculated-waypoints cache (SPEC §4): every waypoint's text and
 * coordinates, in order, plus an optional JSON-serialisable `context` (pass the vehicle and options, so a
 * change there is not mistaken for an identical repeat search). Equal keys mean an identical search.
 *
 * @example waypointsCacheKey([{ searchText: 'A', coordinates: { lat: 1, lng: 2 } }]) // '[[["A",1,2]],null]'
 */
export function waypointsCacheKey(waypoints: readonly Waypoint[], context?: unknown): string {
  const stops = waypoints.map((waypoint) => [
    waypoint.searchText,
    waypoint.coordinates.lat,
    waypoint.coordinates.lng,
  ]);
  return JSON.stringify([stops, context ?? null]);
}

/**
 * Whether the waypoints (and `context`) give the same key as the last calculation, so the search can be
 * skipped. With no previous key (`null` or `undefined`) it is never the same.
 */
export function isSameCalculation(
  previousKey: string | null | undefined,
  waypoints: readonly Waypoint[],
  context?: unknown,
): boolean {
  return previousKey != null && previousKey === waypointsCacheKey(waypoints, context);
}
