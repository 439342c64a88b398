import { describe, it, expect } from 'vitest';
import type { KeyValueStorage } from './recent-search-storage.ts';
import {
  loadRecentSearches,
  RECENT_SEARCHES_DB_NAME,
  RECENT_SEARCHES_DB_STORE,
  RECENT_SEARCHES_DB_VERSION,
  RECENT_SEARCHES_STORAGE_KEY,
  saveRecentSearches,
} from './recent-search-storage.ts';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function failingStorage(): KeyValueStorage {
  const fail = (): never => {
    throw new Error('QuotaExceededError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

describe('browser storage names (SPEC §7)', () => {
  it("localStorage key 'suggestions'; IndexedDB DBSuggestions version 1, store 'suggestions'", () => {
    expect([
      RECENT_SEARCHES_STORAGE_KEY,
      RECENT_SEARCHES_DB_NAME,
      RECENT_SEARCHES_DB_VERSION,
      RECENT_SEARCHES_DB_STORE,
    ]).toEqual(['suggestions', 'DBSuggestions', 1, 'suggestions']);
  });
});

describe('loadRecentSearches', () => {
  it('reads a JSON list of label and usage', () => {
    const storage = memoryStorage({
      suggestions: '[{"label":"Curitiba, PR","usage":2},{"label":"Santos","usage":1}]',
    });
    expect(loadRecentSearches(storage)).toEqual([
      { label: 'Curitiba, PR', usage: 2 },
      { label: 'Santos', usage: 1 },
    ]);
  });

  it('drops unknown fields', () => {
    const storage = memoryStorage({ suggestions: '[{"label":"Santos","usage":1,"extra":true}]' });
    expect(loadRecentSearches(storage)).toEqual([{ label: 'Santos', usage: 1 }]);
  });

  it.each([
    { name: 'nothing stored', value: undefined },
    { name: 'not JSON', value: '{corrupt' },
    { name: 'not a list', value: '{"label":"a","usage":1}' },
    { name: 'null', value: 'null' },
    { name: 'a usage that is text', value: '[{"label":"a","usage":"1"}]' },
    { name: 'a zero usage', value: '[{"label":"a","usage":0}]' },
    { name: 'a fractional usage', value: '[{"label":"a","usage":1.5}]' },
    { name: 'a blank label', value: '[{"label":" ","usage":1}]' },
    { name: 'a missing label', value: '[{"usage":1}]' },
  ])('corrupt storage ($name) → []', ({ value }) => {
    const storage = memoryStorage(value == null ? {} : { suggestions: value });
    expect(loadRecentSearches(storage)).toEqual([]);
  });

  it('a storage that throws → [] and never throws', () => {
    expect(loadRecentSearches(failingStorage())).toEqual([]);
  });
});

describe('saveRecentSearches', () => {
  it('writes a JSON list of label and usage under suggestions, and reads back the same', () => {
    const storage = memoryStorage();
    const entries = [
      { label: 'Curitiba, PR', usage: 2 },
      { label: 'Santos', usage: 1 },
    ];
    expect(saveRecentSearches(storage, entries)).toBe(true);
    expect(storage.data.get('suggestions')).toBe(
      '[{"label":"Curitiba, PR","usage":2},{"label":"Santos","usage":1}]',
    );
    expect(loadRecentSearches(storage)).toEqual(entries);
  });

  it('a failing storage is swallowed', () => {
    expect(saveRecentSearches(failingStorage(), [{ label: 'a', usage: 1 }])).toBe(false);
  });
});
