import { formatCoordinateText } from './coordinate-text.ts';
import { isEmptyWaypoint } from './waypoint.ts';
import type { Waypoint } from './waypoint.ts';
import { addWaypoint, padWaypoints, updateWaypoint } from './waypoint-list.ts';

/**
 * A waypoint at the given position whose text is that position as `'lat,lng'` (rounded to 6 decimals).
 *
 * @example waypointAt(-23.5489, -46.6388) // { searchText: '-23.5489,-46.6388', coordinates: {...} }
 */
export function waypointAt(lat: number, lng: number): Waypoint {
  return { searchText: formatCoordinateText(lat, lng), coordinates: { lat, lng } };
}

/** Map menu 'Definir como Origem': the origin gets the position and `'lat,lng'` as its text (SPEC §4). */
export function setOriginByCoordinates(list: readonly Waypoint[], lat: number, lng: number): Waypoint[] {
  return updateWaypoint(padWaypoints(list), 0, waypointAt(lat, lng));
}

/**
 * Map menu 'Adicionar Destino' (SPEC §4): fills the second waypoint when it is empty (blank text, no
 * position), else appends a new destination. In a longer list the first empty destination is filled, so
 * a blank stop never remains in front of the new one and blocks the calculation.
 */
export function addDestinationByCoordinates(list: readonly Waypoint[], lat: number, lng: number): Waypoint[] {
  const padded = padWaypoints(list);
  const empty = padded.findIndex((waypoint, index) => index > 0 && isEmptyWaypoint(waypoint));
  return empty === -1
    ? addWaypoint(padded, waypointAt(lat, lng))
    : updateWaypoint(padded, empty, waypointAt(lat, lng));
}

/**
 * Dragging a waypoint marker (SPEC §4 "updates its coordinates and clears its name"): the waypoint gets
 * the new position and its place name is replaced by the position as `'lat,lng'` text. The text is not
 * left empty because every waypoint text must be non-empty (SPEC §5) and the drag re-searches at once.
 */
export function moveWaypointMarker(
  list: readonly Waypoint[],
  index: number,
  lat: number,
  lng: number,
): Waypoint[] {
  return updateWaypoint(list, index, waypointAt(lat, lng));
}
