import { loadRecentSearches, saveRecentSearches } from '@freight/core';
import type { KeyValueStorage } from '@freight/core';
import type { RecentSearchStorage } from './recent-search-storage.ts';

/**
 * Recent searches under the localStorage key `suggestions`, a JSON list of `{ label, usage }` in
 * insertion order (SPEC §7), read and written by core's rules.
 */
export function createLocalRecentSearchStorage(storage: KeyValueStorage): RecentSearchStorage {
  return {
    load: () => Promise.resolve(loadRecentSearches(storage)),
    save: (entries) => {
      saveRecentSearches(storage, entries);
      return Promise.resolve();
    },
  };
}
