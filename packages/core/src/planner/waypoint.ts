import type { Waypoint } from '../schemas/index.ts';

export type { LatLng, Waypoint } from '../schemas/index.ts';

/** The fewest waypoints a list holds: origin and destination (SPEC §4 Waypoint list). */
export const MIN_WAYPOINTS = 2;

/**
 * A waypoint with no text and no position: `searchText` `''`, coordinates `{ lat: 0, lng: 0 }`.
 *
 * @example emptyWaypoint() // { searchText: '', coordinates: { lat: 0, lng: 0 } }
 */
export function emptyWaypoint(): Waypoint {
  return { searchText: '', coordinates: { lat: 0, lng: 0 } };
}

/**
 * Whether the waypoint has a position. `0,0` is the "none" default (SPEC §3), and non-finite numbers
 * never count as a position.
 */
export function hasCoordinates(waypoint: Waypoint): boolean {
  const { lat, lng } = waypoint.coordinates;
  return Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);
}

/** Whether the waypoint is untouched: blank text and no position. */
export function isEmptyWaypoint(waypoint: Waypoint): boolean {
  return waypoint.searchText.trim() === '' && !hasCoordinates(waypoint);
}
