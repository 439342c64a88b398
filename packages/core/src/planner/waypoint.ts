/** A geographic position in decimal degrees (WGS 84). */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/**
 * One stop of the planner (SPEC §3 Waypoint): the text the user typed or chose, and its position.
 * The first waypoint is the origin, the others destinations. Coordinates `0,0` mean "no position yet".
 */
export interface Waypoint {
  readonly searchText: string;
  readonly coordinates: LatLng;
}

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
