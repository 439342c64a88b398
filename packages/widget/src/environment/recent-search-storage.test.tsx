import { RECENT_SEARCHES_DB_STORE, RECENT_SEARCHES_STORAGE_KEY } from '@freight/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRecentSearchStorage, mergeRecentSearches } from './browser-recent-search-storage.ts';
import { createIndexedDbRecentSearchStorage } from './indexed-db-recent-search-storage.ts';
import { createLocalRecentSearchStorage } from './local-recent-search-storage.ts';
import { createMemoryKeyValueStorage } from './memory-key-value-storage.ts';
import { createMemoryRecentSearchStorage } from './memory-recent-search-storage.ts';

const databases: string[] = [];

afterEach(async () => {
  await Promise.all(
    databases.splice(0).map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
});

function databaseName(): string {
  const name = `recent-search-test-${crypto.randomUUID()}`;
  databases.push(name);
  return name;
}

function rawEntries(
  name: string,
): Promise<{ version: number; stores: string[]; entries: [IDBValidKey, unknown][] }> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const store = db.transaction(RECENT_SEARCHES_DB_STORE).objectStore(RECENT_SEARCHES_DB_STORE);
      const keys = store.getAllKeys();
      const values = store.getAll();
      values.onsuccess = () => {
        resolve({
          version: db.version,
          stores: [...db.objectStoreNames],
          entries: keys.result.map((key, index) => [key, values.result[index]]),
        });
        db.close();
      };
    };
  });
}

describe('recent searches in IndexedDB (key search text, value usage count)', () => {
  it('saves and loads the entries in a version 1 database with the store "suggestions"', async () => {
    const name = databaseName();
    await createIndexedDbRecentSearchStorage(indexedDB, name).save([
      { label: 'São Paulo, SP', usage: 1 },
      { label: 'Curitiba, PR', usage: 3 },
    ]);
    expect(await rawEntries(name)).toEqual({
      version: 1,
      stores: ['suggestions'],
      entries: [
        ['Curitiba, PR', 3],
        ['São Paulo, SP', 1],
      ],
    });
    expect(await createIndexedDbRecentSearchStorage(indexedDB, name).load()).toEqual([
      { label: 'Curitiba, PR', usage: 3 },
      { label: 'São Paulo, SP', usage: 1 },
    ]);
  });

  it('replaces the entries on save and skips unreadable ones on load', async () => {
    const name = databaseName();
    const storage = createIndexedDbRecentSearchStorage(indexedDB, name);
    await storage.save([{ label: 'A', usage: 1 }]);
    await storage.save([{ label: 'B', usage: 2 }]);
    expect(await storage.load()).toEqual([{ label: 'B', usage: 2 }]);
  });
});

describe('recent searches in localStorage "suggestions" and in both stores', () => {
  it('keeps the JSON list of label and usage, in insertion order', async () => {
    const kv = createMemoryKeyValueStorage();
    const storage = createLocalRecentSearchStorage(kv);
    await storage.save([
      { label: 'B', usage: 1 },
      { label: 'A', usage: 4 },
    ]);
    expect(kv.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('[{"label":"B","usage":1},{"label":"A","usage":4}]');
    expect(await storage.load()).toEqual([
      { label: 'B', usage: 1 },
      { label: 'A', usage: 4 },
    ]);
  });

  it('merges: the ordered list first, entries only counted appended, the higher usage kept', () => {
    expect(
      mergeRecentSearches(
        [
          { label: 'B', usage: 1 },
          { label: 'A', usage: 2 },
        ],
        [
          { label: 'A', usage: 5 },
          { label: 'C', usage: 1 },
        ],
      ),
    ).toEqual([
      { label: 'B', usage: 1 },
      { label: 'A', usage: 5 },
      { label: 'C', usage: 1 },
    ]);
  });

  it('writes both stores and reads them back merged', async () => {
    const list = createMemoryRecentSearchStorage();
    const counts = createMemoryRecentSearchStorage([{ label: 'Only counted', usage: 2 }]);
    const storage = createBrowserRecentSearchStorage(list, counts);
    expect(await storage.load()).toEqual([{ label: 'Only counted', usage: 2 }]);
    await storage.save([{ label: 'X', usage: 1 }]);
    expect(list.entries).toEqual([{ label: 'X', usage: 1 }]);
    expect(counts.entries).toEqual([{ label: 'X', usage: 1 }]);
  });
});
