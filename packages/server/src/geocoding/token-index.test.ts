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
});
