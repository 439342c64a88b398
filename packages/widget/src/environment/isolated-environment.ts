import { createMemoryKeyValueStorage } from './memory-key-value-storage.ts';
import { createMemoryRecentSearchStorage } from './memory-recent-search-storage.ts';
import type { PlannerEnvironment } from './planner-environment.ts';

/**
 * An environment that touches no browser storage and no network, with `overrides` taking precedence:
 * fetch rejects (status 0 for the API client), storage and recent searches live in memory, there is no
 * geolocation and the screen is wide. A base for tests and previews.
 */
export function isolatedEnvironment(overrides: Partial<PlannerEnvironment> = {}): PlannerEnvironment {
  return {
    fetch: () => Promise.reject(new TypeError('No network in an isolated planner environment')),
    storage: createMemoryKeyValueStorage(),
    recentSearches: createMemoryRecentSearchStorage(),
    geolocation: null,
    isSmallScreen: () => false,
    ...overrides,
  };
}
