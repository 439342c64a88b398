import type { RecentSearch } from '@freight/core';
import type { RecentSearchStorage } from './recent-search-storage.ts';

/**
 * Joins the two lists of SPEC §7: the ordered localStorage list first; entries only IndexedDB knows
 * (the localStorage list was cleared or is blocked) are appended; a label in both keeps the higher usage.
 */
export function mergeRecentSearches(
  ordered: readonly RecentSearch[],
  counted: readonly RecentSearch[],
): RecentSearch[] {
  const merged = ordered.map((entry) => ({ ...entry }));
  for (const entry of counted) {
    const found = merged.find((known) => known.label === entry.label);
    if (found) found.usage = Math.max(found.usage, entry.usage);
    else merged.push({ ...entry });
  }
  return merged;
}

/**
 * The browser's recent searches: the localStorage list (keeps the insertion order the display order
 * needs) mirrored into IndexedDB (key search text, value usage count). Loads merge both
 * ({@link mergeRecentSearches}); saves write both.
 */
export function createBrowserRecentSearchStorage(
  list: RecentSearchStorage,
  counts: RecentSearchStorage,
): RecentSearchStorage {
  return {
    async load() {
      const [ordered, counted] = await Promise.all([list.load(), counts.load()]);
      return mergeRecentSearches(ordered, counted);
    },
    async save(entries) {
      await Promise.all([list.save(entries), counts.save(entries)]);
    },
  };
}
