import { emptyWaypoint, MIN_WAYPOINTS } from './waypoint.ts';
import type { Waypoint } from './waypoint.ts';

/** Changes accepted by {@link updateWaypoint}: any field of the waypoint, replaced whole. */
export type WaypointPatch = Partial<Waypoint>;

/** The starting list: two empty waypoints, origin and destination (SPEC §4 Waypoint list). */
export function createWaypointList(): Waypoint[] {
  return [emptyWaypoint(), emptyWaypoint()];
}

/** A copy of the list padded with empty waypoints up to {@link MIN_WAYPOINTS}. */
export function padWaypoints(list: readonly Waypoint[]): Waypoint[] {
  const padded = [...list];
  while (padded.length < MIN_WAYPOINTS) padded.push(emptyWaypoint());
  return padded;
}

/** Appends a waypoint (empty by default) after the last one. */
export function addWaypoint(list: readonly Waypoint[], waypoint: Waypoint = emptyWaypoint()): Waypoint[] {
  return padWaypoints([...list, waypoint]);
}

/**
 * Inserts a waypoint before position `index` (0-based); dragging onto the route inserts a new waypoint
 * (SPEC §4). The index is clamped to the list, so `list.length` or more appends.
 */
export function insertWaypoint(list: readonly Waypoint[], index: number, waypoint: Waypoint): Waypoint[] {
  const at = Math.min(Math.max(Math.trunc(index), 0), list.length);
  return padWaypoints([...list.slice(0, at), waypoint, ...list.slice(at)]);
}

/**
 * Removes the waypoint at `index`, then pads back to two waypoints. An index outside the list changes
 * nothing.
 */
export function removeWaypoint(list: readonly Waypoint[], index: number): Waypoint[] {
  if (!isIndexOf(list, index)) return padWaypoints(list);
  return padWaypoints(list.filter((_, i) => i !== index));
}

/** Replaces the given fields of the waypoint at `index`. An index outside the list changes nothing. */
export function updateWaypoint(list: readonly Waypoint[], index: number, patch: WaypointPatch): Waypoint[] {
  return padWaypoints(list.map((waypoint, i) => (i === index ? { ...waypoint, ...patch } : waypoint)));
}

/**
 * Moves the waypoint at `from` to position `to` (drag to reorder); the others keep their order.
 * Either index outside the list changes nothing.
 *
 * @example moveWaypoint([a, b, c], 0, 2) // [b, c, a]
 */
export function moveWaypoint(list: readonly Waypoint[], from: number, to: number): Waypoint[] {
  if (!isIndexOf(list, from) || !isIndexOf(list, to)) return padWaypoints(list);
  const moved = [...list];
  const [waypoint] = moved.splice(from, 1);
  if (waypoint) moved.splice(to, 0, waypoint);
  return padWaypoints(moved);
}

/**
 * Swap (SPEC §4): reverses origin and destination when there are two waypoints, and the whole list when
 * there are more, so the trip runs backwards through the same stops.
 */
export function swapWaypoints(list: readonly Waypoint[]): Waypoint[] {
  return padWaypoints([...list].reverse());
}

/** Clear all: back to two empty waypoints. */
export function clearWaypoints(): Waypoint[] {
  return createWaypointList();
}

function isIndexOf(list: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < list.length;
}
