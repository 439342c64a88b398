import type { LatLng } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** A request for the map to fly to a position; `sequence` makes repeated requests distinct. */
export interface MapFocus {
  readonly center: LatLng;
  readonly sequence: number;
}

/** Requests the rest of the planner makes of the map. */
export interface MapStore {
  /** The last fly-to request, `null` before any. */
  readonly $focus: ReadableAtom<MapFocus | null>;
  /** Asks the map to fly to `center` (skipped on small screens, SPEC §2 Map). */
  flyTo(center: LatLng): void;
}

/** Creates the map store. */
export function createMapStore(): MapStore {
  const $focus = atom<MapFocus | null>(null);
  return {
    $focus,
    flyTo(center) {
      $focus.set({ center, sequence: ($focus.get()?.sequence ?? 0) + 1 });
    },
  };
}
