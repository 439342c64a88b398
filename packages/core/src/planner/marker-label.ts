import { waypointLabel } from './waypoint-label.ts';

/** Fill colour of waypoint markers on the map: blue circles (SPEC §9). */
export const WAYPOINT_MARKER_COLOR = '#1976d2';

/** Text colour of waypoint markers on the map: white (SPEC §9). */
export const WAYPOINT_MARKER_TEXT_COLOR = '#ffffff';

/**
 * The text inside the map marker of the waypoint at 0-based `index`. SPEC §9 "labelled A to Z then
 * numbers; the first is labelled 1 (A)" is read as: marker number 1 carries `A`, so markers use the same
 * labels as the waypoint rows and the list and the map always agree.
 *
 * @example markerLabel(0) // 'A'
 * @example markerLabel(26) // '27'
 */
export function markerLabel(index: number): string {
  return waypointLabel(index);
}
