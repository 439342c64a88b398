import { RECENT_SEARCHES_DB_NAME, RECENT_SEARCHES_DB_STORE, RECENT_SEARCHES_DB_VERSION } from '@freight/core';
import type { RecentSearch } from '@freight/core';
import type { RecentSearchStorage } from './recent-search-storage.ts';

function request<T>(call: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    call.onsuccess = () => resolve(call.result);
    call.onerror = () => reject(call.error ?? new Error('IndexedDB request failed'));
  });
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const opening = factory.open(name, RECENT_SEARCHES_DB_VERSION);
  opening.onupgradeneeded = () => {
    if (!opening.result.objectStoreNames.contains(RECENT_SEARCHES_DB_STORE)) {
      opening.result.createObjectStore(RECENT_SEARCHES_DB_STORE);
    }
  };
  return request(opening);
}

function isUsage(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * Recent searches in IndexedDB (SPEC §7): database `DBSuggestions` version 1, object store
 * `suggestions`, key the search text, value its usage count. Keys come back in key order, not in
 * insertion order, so this storage is paired with the localStorage list (see
 * `createBrowserRecentSearchStorage`). Errors are swallowed (SPEC §8). `name` exists for tests only.
 */
export function createIndexedDbRecentSearchStorage(
  factory: IDBFactory,
  name: string = RECENT_SEARCHES_DB_NAME,
): RecentSearchStorage {
  let database: Promise<IDBDatabase> | undefined;
  const db = (): Promise<IDBDatabase> => {
    database ??= open(factory, name).then((opened) => {
      opened.onversionchange = () => {
        opened.close();
        database = undefined;
      };
      return opened;
    });
    return database;
  };

  return {
    async load() {
      try {
        const store = (await db())
          .transaction(RECENT_SEARCHES_DB_STORE, 'readonly')
          .objectStore(RECENT_SEARCHES_DB_STORE);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        const entries: RecentSearch[] = [];
        keys.forEach((key, index) => {
          const usage: unknown = values[index];
          if (typeof key === 'string' && key.trim() !== '' && isUsage(usage))
            entries.push({ label: key, usage });
        });
        return entries;
      } catch {
        return [];
      }
    },

    async save(entries) {
      try {
        const transaction = (await db()).transaction(RECENT_SEARCHES_DB_STORE, 'readwrite');
        const store = transaction.objectStore(RECENT_SEARCHES_DB_STORE);
        store.clear();
        for (const entry of entries) store.put(entry.usage, entry.label);
        await done(transaction);
      } catch {
        // Storage errors are swallowed (SPEC §8).
      }
    },
  };
}
