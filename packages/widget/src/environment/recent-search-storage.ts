import type { RecentSearch } from '@freight/core';

/**
 * Where the recent searches live (SPEC §7 browser storage). Both calls swallow storage errors
 * (SPEC §8): a failed load gives `[]`, a failed save is ignored.
 */
export interface RecentSearchStorage {
  /** The stored entries, in insertion order. */
  load(): Promise<RecentSearch[]>;
  /** Replaces the stored entries with `entries` (insertion order). */
  save(entries: readonly RecentSearch[]): Promise<void>;
}
