import { SMALL_SCREEN_MAX_WIDTH } from '@freight/core';
import { createBrowserRecentSearchStorage } from './browser-recent-search-storage.ts';
import { createIndexedDbRecentSearchStorage } from './indexed-db-recent-search-storage.ts';
import { createLocalRecentSearchStorage } from './local-recent-search-storage.ts';
import type { PlannerEnvironment } from './planner-environment.ts';
import { safeLocalStorage } from './safe-local-storage.ts';

function indexedDbFactory(): IDBFactory | null {
  try {
    return window.indexedDB ?? null;
  } catch {
    return null;
  }
}

/**
 * The planner's environment in a browser page, with `overrides` taking precedence:
 * the page's `fetch` (looked up at each call), guarded `localStorage`, recent searches in localStorage
 * and IndexedDB, `navigator.geolocation`, and a `matchMedia` small-screen test.
 */
export function browserEnvironment(overrides: Partial<PlannerEnvironment> = {}): PlannerEnvironment {
  const storage = overrides.storage ?? safeLocalStorage();
  const factory = indexedDbFactory();
  const list = createLocalRecentSearchStorage(storage);
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    storage,
    recentSearches: factory
      ? createBrowserRecentSearchStorage(list, createIndexedDbRecentSearchStorage(factory))
      : list,
    geolocation: typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null,
    isSmallScreen: () => window.matchMedia(`(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`).matches,
    ...overrides,
  };
}
