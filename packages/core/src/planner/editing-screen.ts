import type { Waypoint } from './waypoint.ts';
import { hasCoordinates, MIN_WAYPOINTS } from './waypoint.ts';
import { addWaypoint, padWaypoints } from './waypoint-list.ts';

/** The editing-screen states of the waypoint editor (SPEC §2). */
export const EDITING_SCREEN = {
  /** Normal list (two waypoints). */
  LIST: 0,
  /** Multi-stop list (more than two waypoints). */
  MULTI_STOP_LIST: 1,
  /** Search screen for one waypoint. */
  SEARCH: 2,
} as const;

/** One of {@link EDITING_SCREEN}: 0 normal list, 1 multi-stop list, 2 search screen. */
export type EditingScreen = (typeof EDITING_SCREEN)[keyof typeof EDITING_SCREEN];

/** Delay before the destination search opens after the origin was chosen (SPEC §9): 100 ms. */
export const DESTINATION_SEARCH_DELAY_MS = 100;

/** Which screen the editor shows and, on the search screen, for which waypoint. */
export interface EditingState {
  readonly screen: EditingScreen;
  /** 0-based index of the waypoint being searched; `null` outside the search screen. */
  readonly searchIndex: number | null;
}

/** A step the caller runs later: after `delayMs`, open the search for waypoint `openSearchFor`. */
export interface EditingFollowUp {
  readonly delayMs: number;
  readonly openSearchFor: number;
}

/** Result of {@link closeSearch}. */
export interface CloseSearchResult {
  readonly state: EditingState;
  /** Set when the destination search must open next; `null` otherwise. */
  readonly followUp: EditingFollowUp | null;
}

/** Result of {@link startAddDestination}: the grown list and the search screen for the new waypoint. */
export interface AddDestinationResult {
  readonly waypoints: Waypoint[];
  readonly state: EditingState;
}

/** The list screen for a list of this size: 0 for two stops, 1 for more. */
export function listScreenFor(waypointCount: number): EditingScreen {
  return waypointCount > MIN_WAYPOINTS ? EDITING_SCREEN.MULTI_STOP_LIST : EDITING_SCREEN.LIST;
}

/** The starting state: the list screen that fits the waypoints. */
export function initialEditingState(waypoints: readonly Waypoint[]): EditingState {
  return { screen: listScreenFor(padWaypoints(waypoints).length), searchIndex: null };
}

/** Opens the search screen for the waypoint at `index`. */
export function openSearch(_state: EditingState, index: number): EditingState {
  return { screen: EDITING_SCREEN.SEARCH, searchIndex: index };
}

/**
 * Closes the search screen and returns to the list: 0 for two stops, 1 for more (SPEC §4).
 * Special case: when the search that closes was the origin's, the origin now has a position and the
 * destination (the second waypoint of a two-stop list) still has none, the list is shown and the caller
 * must open the destination search after {@link DESTINATION_SEARCH_DELAY_MS}.
 */
export function closeSearch(state: EditingState, waypoints: readonly Waypoint[]): CloseSearchResult {
  const list = padWaypoints(waypoints);
  const next: EditingState = { screen: listScreenFor(list.length), searchIndex: null };
  const [origin, destination] = list;
  const originEdited = state.screen === EDITING_SCREEN.SEARCH && state.searchIndex === 0;
  const destinationPending =
    list.length === MIN_WAYPOINTS &&
    origin != null &&
    destination != null &&
    hasCoordinates(origin) &&
    !hasCoordinates(destination);
  return {
    state: next,
    followUp:
      originEdited && destinationPending ? { delayMs: DESTINATION_SEARCH_DELAY_MS, openSearchFor: 1 } : null,
  };
}

/**
 * Typing or clicking in the add-destination input (SPEC §2): appends an empty waypoint and switches to
 * the search screen for it.
 */
export function startAddDestination(waypoints: readonly Waypoint[]): AddDestinationResult {
  const grown = addWaypoint(padWaypoints(waypoints));
  return { waypoints: grown, state: openSearch(initialEditingState(grown), grown.length - 1) };
}
