import { z } from 'zod';
import type { RecentSearch } from './recent-searches.ts';

import type { KeyValueStorage } from '../shared/key-value-storage.ts';

export type { KeyValueStorage } from '../shared/key-value-storage.ts';

/** localStorage key holding the recent searches as a JSON list of `{ label, usage }` (SPEC §7). */
export const RECENT_SEARCHES_STORAGE_KEY = 'suggestions';

/** IndexedDB database of the recent searches used by the widget (SPEC §7). */
export const RECENT_SEARCHES_DB_NAME = 'DBSuggestions';
/** Version of {@link RECENT_SEARCHES_DB_NAME}. */
export const RECENT_SEARCHES_DB_VERSION = 1;
/** Object store of {@link RECENT_SEARCHES_DB_NAME}: key is the search text, value the usage count. */
export const RECENT_SEARCHES_DB_STORE = 'suggestions';

const recentSearchesSchema = z.array(
  z.object({
    label: z.string().trim().min(1),
    usage: z.number().int().positive(),
  }),
);

/**
 * Reads the recent searches from storage, in insertion order. Missing, unreadable or malformed data
 * (not JSON, not a list, an entry without a non-blank label or a positive whole usage) gives `[]`; it
 * never throws, as storage errors are swallowed (SPEC §8).
 */
export function loadRecentSearches(storage: KeyValueStorage): RecentSearch[] {
  try {
    const raw = storage.getItem(RECENT_SEARCHES_STORAGE_KEY);
    if (raw == null) return [];
    const parsed = recentSearchesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.map(({ label, usage }) => ({ label, usage })) : [];
  } catch {
    return [];
  }
}

/**
 * Writes the recent searches to storage as a JSON list of `{ label, usage }`. Answers whether the write
 * succeeded; a failing storage (full, blocked) is swallowed and gives `false`.
 */
export function saveRecentSearches(storage: KeyValueStorage, entries: readonly RecentSearch[]): boolean {
  try {
    const plain = entries.map(({ label, usage }) => ({ label, usage }));
    storage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(plain));
    return true;
  } catch {
    return false;
  }
}
