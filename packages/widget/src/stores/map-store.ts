import type { LatLng } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** A request for the map to fly to a position; `sequence` makes repeated requests distinct. */
export interface MapFocus {
  readonly center: LatLng;
  readonly sequence: number;
}

/** Which marker groups the map shows: toll plazas (initially shown) and weighing stations (hidden). */
export interface MarkerVisibility {
  readonly tolls: boolean;
  readonly stations: boolean;
}

/** Markers at start (SPEC §2 Map): toll markers shown, weighing-station markers hidden. */
export const DEFAULT_MARKER_VISIBILITY: MarkerVisibility = Object.freeze({ tolls: true, stations: false });

/** Requests the rest of the planner makes of the map. */
export interface MapStore {
  /** The last fly-to request, `null` before any. */
  readonly $focus: ReadableAtom<MapFocus | null>;
  /** Which marker groups are shown. */
  readonly $markers: ReadableAtom<MarkerVisibility>;
  /** Asks the map to fly to `center` (skipped on small screens, SPEC §2 Map). */
  flyTo(center: LatLng): void;
  /** Shows or hides one marker group. */
  setMarkers(group: keyof MarkerVisibility, visible: boolean): void;
}

/** Creates the map store. */
export function createMapStore(): MapStore {
  const $focus = atom<MapFocus | null>(null);
  const $markers = atom<MarkerVisibility>(DEFAULT_MARKER_VISIBILITY);
  return {
    $focus,
    $markers,
    flyTo(center) {
      $focus.set({ center, sequence: ($focus.get()?.sequence ?? 0) + 1 });
    },
    setMarkers(group, visible) {
      $markers.set({ ...$markers.get(), [group]: visible });
    },
  };
}
