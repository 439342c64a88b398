import { hasCoordinates } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { RouteStore } from './route-store.ts';
import type { WaypointsStore } from './waypoints-store.ts';

/** The waypoint whose removal waits for the user's answer. */
export interface PendingRemoval {
  readonly index: number;
  /** Its text ('' for a row that has only a position). */
  readonly label: string;
}

/**
 * Removing a waypoint from the list (SPEC §4 Route calculation: "Removing a waypoint asks for
 * confirmation, then re-searches"; "a drag or remove is reverted" when the user may not edit).
 */
export interface WaypointRemovalStore {
  /** The removal to confirm, `null` when no confirmation is open. */
  readonly $pending: ReadableAtom<PendingRemoval | null>;
  /**
   * The remove icon of row `index`. An empty row (no text, no position) goes at once; any other asks for
   * confirmation. Nothing happens when the user may not edit the waypoints.
   */
  request(index: number): void;
  /**
   * The confirmation's 'Remover': the waypoint goes, and when a route was shown it is searched again
   * (mode 'dc') as soon as every remaining waypoint has a position.
   */
  confirm(): void;
  /** The confirmation's 'Cancelar': the list stays as it was. */
  cancel(): void;
}

/** What removing a waypoint changes. */
export interface WaypointRemovalDependencies {
  readonly waypoints: WaypointsStore;
  readonly route: RouteStore;
  /** Whether the user may edit the waypoints (create mode, or permission `route-create`). */
  readonly canEdit: () => boolean;
}

/** Creates the waypoint-removal store. */
export function createWaypointRemovalStore(deps: WaypointRemovalDependencies): WaypointRemovalStore {
  const $pending = atom<PendingRemoval | null>(null);

  const remove = (index: number): void => {
    const hadRoute = deps.route.$route.get().response !== null;
    deps.waypoints.remove(index);
    if (hadRoute && deps.route.$validation.get().valid) void deps.route.calculate('dc');
  };

  return {
    $pending,
    request(index) {
      if (!deps.canEdit()) return;
      const waypoint = deps.waypoints.$waypoints.get()[index];
      if (!waypoint) return;
      const label = waypoint.searchText.trim();
      if (label === '' && !hasCoordinates(waypoint)) {
        remove(index);
        return;
      }
      $pending.set({ index, label });
    },
    confirm() {
      const pending = $pending.get();
      $pending.set(null);
      if (pending && deps.canEdit()) remove(pending.index);
    },
    cancel() {
      $pending.set(null);
    },
  };
}
