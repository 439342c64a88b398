import {
  addDestinationByCoordinates,
  addWaypoint,
  applySearchResult,
  clearWaypoints,
  createWaypointList,
  insertWaypoint,
  moveWaypoint,
  moveWaypointMarker,
  padWaypoints,
  removeWaypoint,
  setOriginByCoordinates,
  swapWaypoints,
  updateWaypoint,
  waypointDisplayConfig,
} from '@freight/core';
import type { SearchResult, Waypoint, WaypointDisplay, WaypointPatch } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** The planner's waypoints (SPEC §4 Waypoint list); every operation is core's. */
export interface WaypointsStore {
  /** The list, origin first; never fewer than two. */
  readonly $waypoints: ReadableAtom<Waypoint[]>;
  /** How each row is drawn: letter, colour, placeholder, icons (core's `waypointDisplayConfig`). */
  readonly $display: ReadableAtom<WaypointDisplay[]>;
  /** Replaces the whole list (padded to two). */
  set(list: readonly Waypoint[]): void;
  /** Appends a waypoint (empty by default). */
  add(waypoint?: Waypoint): void;
  /** Removes the waypoint at `index` (padded back to two). */
  remove(index: number): void;
  /** Changes fields of the waypoint at `index`. */
  update(index: number, patch: WaypointPatch): void;
  /** Moves the waypoint at `from` to `to` (drag to reorder). */
  move(from: number, to: number): void;
  /** Reverses origin and destination (the whole list when longer). */
  swap(): void;
  /** Back to two empty waypoints. */
  clear(): void;
  /** Puts a chosen search result into the waypoint at `index`. */
  applyResult(index: number, result: SearchResult): void;
  /** Inserts `waypoint` before `index` (a point dragged out of the route line, SPEC §4). */
  insert(index: number, waypoint: Waypoint): void;
  /** Map menu 'Definir como Origem': the origin goes to the position, `'lat,lng'` as its text. */
  setOriginAt(lat: number, lng: number): void;
  /** Map menu 'Adicionar Destino': fills the first empty destination or appends one at the position. */
  addDestinationAt(lat: number, lng: number): void;
  /** A dragged map marker: the waypoint at `index` goes to the position, `'lat,lng'` as its text. */
  moveMarker(index: number, lat: number, lng: number): void;
}

/**
 * Creates the waypoints store. `$viewMode` hides the remove and add icons (SPEC §2 view mode).
 *
 * @example const waypoints = createWaypointsStore(atom(false)); waypoints.add(); // three rows: A, B, C
 */
export function createWaypointsStore(
  $viewMode: ReadableAtom<boolean>,
  initial?: readonly Waypoint[],
): WaypointsStore {
  const $waypoints = atom<Waypoint[]>(initial ? padWaypoints(initial) : createWaypointList());
  const change = (next: Waypoint[]): void => $waypoints.set(next);
  return {
    $waypoints,
    $display: computed([$waypoints, $viewMode], (list, viewMode) =>
      waypointDisplayConfig(list, { viewMode }),
    ),
    set: (list) => change(padWaypoints(list)),
    add: (waypoint) => change(addWaypoint($waypoints.get(), waypoint)),
    remove: (index) => change(removeWaypoint($waypoints.get(), index)),
    update: (index, patch) => change(updateWaypoint($waypoints.get(), index, patch)),
    move: (from, to) => change(moveWaypoint($waypoints.get(), from, to)),
    swap: () => change(swapWaypoints($waypoints.get())),
    clear: () => change(clearWaypoints()),
    applyResult: (index, result) => change(applySearchResult($waypoints.get(), index, result)),
    insert: (index, waypoint) => change(insertWaypoint($waypoints.get(), index, waypoint)),
    setOriginAt: (lat, lng) => change(setOriginByCoordinates($waypoints.get(), lat, lng)),
    addDestinationAt: (lat, lng) => change(addDestinationByCoordinates($waypoints.get(), lat, lng)),
    moveMarker: (index, lat, lng) => change(moveWaypointMarker($waypoints.get(), index, lat, lng)),
  };
}
