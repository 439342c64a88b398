import { describe, expect, it } from 'vitest';
import { ROLE_ALIAS, ROLE_CONTEXT, ROLE_NAME, TokenIndex } from './token-index.ts';

const entries = [
  { name: ['curitiba'], alias: [], context: ['pr', 'parana'] },
  { name: ['curitibanos'], alias: [], context: ['sc', 'santa', 'catarina'] },
  { name: ['avenida', 'parana'], alias: ['br277'], context: ['curitiba', 'pr', 'parana'] },
];

describe('TokenIndex', () => {
  const index = new TokenIndex(entries.length, (entry) => entries[entry]!);
  const words = (ids: number[]) => ids.map((id) => index.words[id]).sort();

  it('finds words exactly and by prefix', () => {
    expect(index.words[index.exact('curitiba')]).toBe('curitiba');
    expect(index.exact('curit')).toBe(-1);
    const [from, to] = index.prefixRange('curit');
    expect(index.words.slice(from, to)).toEqual(['curitiba', 'curitibanos']);
    const [none, empty] = index.prefixRange('zz');
    expect(empty - none).toBe(0);
  });

  it('finds the words one edit away', () => {
    expect(words(index.oneEditAway('curitba'))).toEqual(['curitiba']);
    expect(words(index.oneEditAway('cuirtiba'))).toEqual(['curitiba']);
    expect(words(index.oneEditAway('parama'))).toEqual(['parana']);
    expect(index.oneEditAway('curitiba')).toEqual([]);
    expect(index.oneEditAway('xyzxyz')).toEqual([]);
  });

  it('lists the entries of a word with their role, one posting per entry', () => {
    const postings = (word: string, withContext = true) =>
      [...index.postingsOf(index.exact(word), withContext)].map((p) => [p >> 2, p & 3]);
    expect(postings('parana')).toEqual([
      [2, ROLE_NAME],
      [0, ROLE_CONTEXT],
    ]);
    expect(postings('parana', false)).toEqual([[2, ROLE_NAME]]);
    expect(postings('br277')).toEqual([[2, ROLE_ALIAS]]);
    expect(postings('curitiba')).toEqual([
      [0, ROLE_NAME],
      [2, ROLE_CONTEXT],
    ]);
  });

  it('lists the words of each entry with their role', () => {
    const words = (entry: number) =>
      [...index.wordsOfEntry(entry)].map((w) => [index.words[w >> 2], w & 3]).sort();
    expect(words(2)).toEqual([
      ['avenida', ROLE_NAME],
      ['br277', ROLE_ALIAS],
      ['curitiba', ROLE_CONTEXT],
      ['parana', ROLE_NAME],
      ['pr', ROLE_CONTEXT],
    ]);
  });
});

describe('TokenIndex with an entry order and groups', () => {
  const grouped = [
    { name: ['rua', 'alfa'], alias: [], context: ['sp'], group: 2 },
    { name: ['rua'], alias: [], context: ['sp'], group: 1 },
    { name: ['rua', 'beta'], alias: [], context: ['sp'], group: 2 },
    { name: ['sp'], alias: [], context: [], group: 1 },
  ];
  const index = new TokenIndex(grouped.length, (entry) => grouped[entry]!, [2, 3, 1, 0]);
  const spans = (word: string, withContext: boolean) =>
    index.postingSpans(index.exact(word), withContext).map((span) => ({
      group: span.group,
      context: span.context,
      entries: [...index.postings.subarray(span.start, span.end)].map((p) => p >> 2),
    }));

  it('files the postings of a word by group, in the given order within a group, names before context', () => {
    expect(spans('rua', false)).toEqual([
      { group: 1, context: false, entries: [1] },
      { group: 2, context: false, entries: [2, 0] },
    ]);
    expect(spans('sp', true)).toEqual([
      { group: 1, context: false, entries: [3] },
      { group: 1, context: true, entries: [1] },
      { group: 2, context: true, entries: [2, 0] },
    ]);
    expect(spans('sp', false)).toEqual([{ group: 1, context: false, entries: [3] }]);
    expect(index.postingCount(index.exact('sp'), false)).toBe(1);
    expect(index.postingCount(index.exact('sp'))).toBe(4);
  });
});
