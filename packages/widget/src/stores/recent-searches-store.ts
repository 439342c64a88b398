import { recordSearch } from '@freight/core';
import type { RecentSearch } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { RecentSearchStorage } from '../environment/recent-search-storage.ts';

/** The recent searches (SPEC §4): loaded from storage once, saved after each use. */
export interface RecentSearchesStore {
  /** Entries in insertion order (core orders them for display). */
  readonly $recent: ReadableAtom<RecentSearch[]>;
  /** Settles once the stored entries were loaded. */
  readonly ready: Promise<void>;
  /** Counts one more use of `label` (core's `recordSearch`) and saves. Blank labels change nothing. */
  record(label: string): Promise<void>;
}

/** Creates the recent-searches store over `storage`. */
export function createRecentSearchesStore(storage: RecentSearchStorage): RecentSearchesStore {
  const $recent = atom<RecentSearch[]>([]);
  const ready = storage.load().then(
    (entries) => $recent.set(entries),
    () => undefined,
  );
  return {
    $recent,
    ready,
    async record(label) {
      await ready;
      const next = recordSearch($recent.get(), label);
      $recent.set(next);
      await storage.save(next);
    },
  };
}
