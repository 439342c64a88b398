import type { KeyValueStorage } from '@freight/core';
import type { RecentSearchStorage } from './recent-search-storage.ts';

/** The part of `navigator.geolocation` the planner uses ('Sua Localização', SPEC §4). */
export interface GeolocationLike {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number } }) => void,
    failure?: (error: { code: number }) => void,
    options?: PositionOptions,
  ): void;
}

/**
 * Everything the planner takes from its surroundings, so tests and hosts can replace it (house style:
 * fetch, storage and geolocation are passed in). The element fills the missing parts from the browser
 * (`browserEnvironment`).
 */
export interface PlannerEnvironment {
  /** `fetch` of the API client. Default: the page's `fetch`, looked up at each call. */
  fetch: typeof globalThis.fetch;
  /** Where the `token` is read (SPEC §7). Default: `localStorage`, guarded. */
  storage: KeyValueStorage;
  /** Recent searches. Default: localStorage `suggestions` mirrored into IndexedDB `DBSuggestions`. */
  recentSearches: RecentSearchStorage;
  /** Browser geolocation, `null` when unavailable. */
  geolocation: GeolocationLike | null;
  /** Whether the screen is xs or sm (below 1024 px, SPEC §9): the map then skips fly-to. */
  isSmallScreen: () => boolean;
}
