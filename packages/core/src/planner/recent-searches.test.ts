import { describe, it, expect } from 'vitest';
import type { RecentSearch } from './recent-searches.ts';
import { filterRecentSearches, orderRecentSearches, recordSearch } from './recent-searches.ts';

function entries(...pairs: [string, number][]): readonly RecentSearch[] {
  return Object.freeze(pairs.map(([label, usage]) => Object.freeze({ label, usage })));
}

function labels(list: readonly RecentSearch[]): string[] {
  return list.map((entry) => entry.label);
}

describe('orderRecentSearches: used more than once first by descending usage, then single-use in reverse insertion order', () => {
  it.each([
    { inserted: entries(['a', 1], ['b', 3], ['c', 1], ['d', 2]), expected: ['b', 'd', 'c', 'a'] },
    { inserted: entries(['a', 1], ['b', 1], ['c', 1]), expected: ['c', 'b', 'a'] },
    { inserted: entries(['a', 2], ['b', 5], ['c', 3]), expected: ['b', 'c', 'a'] },
    { inserted: entries(['a', 2], ['b', 2], ['c', 1]), expected: ['b', 'a', 'c'] },
    { inserted: entries(), expected: [] },
  ])('$expected', ({ inserted, expected }) => {
    expect(labels(orderRecentSearches(inserted))).toEqual(expected);
  });

  it('does not reorder its input', () => {
    const input = entries(['a', 1], ['b', 3]);
    orderRecentSearches(input);
    expect(labels(input)).toEqual(['a', 'b']);
  });
});

describe('recordSearch: increments usage', () => {
  it('appends a new label with usage 1', () => {
    expect(recordSearch(entries(['a', 2]), 'b')).toEqual([
      { label: 'a', usage: 2 },
      { label: 'b', usage: 1 },
    ]);
  });

  it('increments a known label in place', () => {
    const input = entries(['a', 1], ['b', 1]);
    expect(recordSearch(input, ' a ')).toEqual([
      { label: 'a', usage: 2 },
      { label: 'b', usage: 1 },
    ]);
    expect(input[0]).toEqual({ label: 'a', usage: 1 });
  });

  it('ignores a blank label', () => {
    const input = entries(['a', 1]);
    const result = recordSearch(input, '  ');
    expect(result).toEqual([{ label: 'a', usage: 1 }]);
    expect(result).not.toBe(input);
  });

  it('recording a,b,b,b,c,d,d gives the SPEC order b, d, c, a', () => {
    let list: readonly RecentSearch[] = [];
    for (const label of ['a', 'b', 'b', 'b', 'c', 'd', 'd']) list = recordSearch(list, label);
    expect(labels(orderRecentSearches(list))).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('filterRecentSearches: case- and accent-insensitive substring, in display order', () => {
  const list = entries(['São Paulo, SP', 1], ['Curitiba, PR', 2], ['Santos, SP', 1]);

  it.each([
    { query: 'sao', expected: ['São Paulo, SP'] },
    { query: 'SÃO PAULO', expected: ['São Paulo, SP'] },
    { query: ', sp', expected: ['Santos, SP', 'São Paulo, SP'] },
    { query: '', expected: ['Curitiba, PR', 'Santos, SP', 'São Paulo, SP'] },
    { query: '  ', expected: ['Curitiba, PR', 'Santos, SP', 'São Paulo, SP'] },
    { query: 'Recife', expected: [] },
  ])('"$query" → $expected', ({ query, expected }) => {
    expect(labels(filterRecentSearches(list, query))).toEqual(expected);
  });
});
