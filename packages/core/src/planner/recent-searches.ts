import { searchTextKey } from './search-text-key.ts';

import type { RecentSearch } from '../schemas/recent-search.ts';

export type { RecentSearch } from '../schemas/recent-search.ts';

/**
 * Orders recent searches for display (SPEC §4 Recent searches): entries used more than once first, by
 * descending usage, then single-use entries in reverse insertion order. `entries` is in insertion order
 * (as {@link recordSearch} keeps it); equal usage counts also show the most recently inserted first.
 *
 * @example orderRecentSearches([a×1, b×3, c×1, d×2]) // [b, d, c, a]
 */
export function orderRecentSearches(entries: readonly RecentSearch[]): RecentSearch[] {
  const newestFirst = [...entries].reverse();
  const repeated = newestFirst.filter((entry) => entry.usage > 1).sort((a, b) => b.usage - a.usage);
  const single = newestFirst.filter((entry) => entry.usage <= 1);
  return [...repeated, ...single];
}

/**
 * Records that `label` was used: its usage grows by one, or it is appended with usage 1 when new. Labels
 * are matched exactly after trimming; a blank label changes nothing. The list stays in insertion order.
 */
export function recordSearch(entries: readonly RecentSearch[], label: string): RecentSearch[] {
  const text = label.trim();
  if (text === '') return [...entries];
  const found = entries.some((entry) => entry.label === text);
  if (!found) return [...entries, { label: text, usage: 1 }];
  return entries.map((entry) =>
    entry.label === text ? { label: entry.label, usage: entry.usage + 1 } : entry,
  );
}

/**
 * The recent searches whose label contains the query, ignoring case and accents, in display order
 * ({@link orderRecentSearches}). A blank query keeps them all.
 *
 * @example filterRecentSearches(entries, 'sao') // matches 'São Paulo, SP'
 */
export function filterRecentSearches(entries: readonly RecentSearch[], query: string): RecentSearch[] {
  const key = searchTextKey(query);
  return orderRecentSearches(entries).filter((entry) => searchTextKey(entry.label).includes(key));
}
