import type { RecentSearch } from '@freight/core';
import type { RecentSearchStorage } from './recent-search-storage.ts';

/** Recent searches kept in memory: for tests, and for hosts that must not touch browser storage. */
export interface MemoryRecentSearchStorage extends RecentSearchStorage {
  /** What was last saved. */
  readonly entries: readonly RecentSearch[];
}

/**
 * Creates an in-memory {@link RecentSearchStorage}, optionally pre-filled.
 *
 * @example createMemoryRecentSearchStorage([{ label: 'Curitiba, PR', usage: 2 }])
 */
export function createMemoryRecentSearchStorage(
  initial: readonly RecentSearch[] = [],
): MemoryRecentSearchStorage {
  let entries: RecentSearch[] = initial.map((entry) => ({ ...entry }));
  return {
    get entries() {
      return entries;
    },
    load: () => Promise.resolve(entries.map((entry) => ({ ...entry }))),
    save: (next) => {
      entries = next.map((entry) => ({ ...entry }));
      return Promise.resolve();
    },
  };
}
