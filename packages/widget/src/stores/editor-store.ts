import {
  EDITING_SCREEN,
  closeSearch as closeSearchState,
  initialEditingState,
  listScreenFor,
  openSearch as openSearchState,
  startAddDestination as startAddDestinationState,
} from '@freight/core';
import type { EditingState } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { WaypointsStore } from './waypoints-store.ts';

/** The editing screen of the waypoint editor (SPEC §2: 0 list, 1 multi-stop list, 2 search). */
export interface EditorStore {
  readonly $editing: ReadableAtom<EditingState>;
  /** Opens the search screen for the waypoint at `index`. */
  openSearch(index: number): void;
  /**
   * Back to the list (0 for two stops, 1 for more). When the origin was just set and the destination is
   * still empty, the destination search opens 100 ms later (SPEC §4).
   */
  closeSearch(): void;
  /** The add-destination input: appends an empty waypoint and searches for it (SPEC §2). */
  startAddDestination(): void;
  /** Back to the list screen, cancelling a pending follow-up. */
  reset(): void;
  /** Cancels the pending follow-up. */
  dispose(): void;
}

/** Creates the editing-screen store over the waypoints (rules from core's `editing-screen`). */
export function createEditorStore(waypoints: WaypointsStore): EditorStore {
  const $editing = atom<EditingState>(initialEditingState(waypoints.$waypoints.get()));
  let followUp: ReturnType<typeof setTimeout> | undefined;
  const cancelFollowUp = (): void => {
    clearTimeout(followUp);
    followUp = undefined;
  };
  waypoints.$waypoints.listen((list) => {
    const state = $editing.get();
    if (state.screen !== EDITING_SCREEN.SEARCH && state.screen !== listScreenFor(list.length)) {
      $editing.set({ screen: listScreenFor(list.length), searchIndex: null });
    }
  });

  const openSearch = (index: number): void => {
    cancelFollowUp();
    $editing.set(openSearchState($editing.get(), index));
  };

  return {
    $editing,
    openSearch,
    closeSearch() {
      cancelFollowUp();
      const result = closeSearchState($editing.get(), waypoints.$waypoints.get());
      $editing.set(result.state);
      const next = result.followUp;
      if (next) followUp = setTimeout(() => openSearch(next.openSearchFor), next.delayMs);
    },
    startAddDestination() {
      cancelFollowUp();
      const result = startAddDestinationState(waypoints.$waypoints.get());
      waypoints.set(result.waypoints);
      $editing.set(result.state);
    },
    reset() {
      cancelFollowUp();
      $editing.set(initialEditingState(waypoints.$waypoints.get()));
    },
    dispose: cancelFollowUp,
  };
}
