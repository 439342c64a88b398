import { describe, expect, it } from 'vitest';
import type { RankedMatch } from './top-matches.ts';
import { TopMatches } from './top-matches.ts';

const match = (entry: number, key: number, order: number): RankedMatch => ({
  entry,
  key,
  order,
  quality: 'prefix',
  takesNumber: false,
});

describe('TopMatches', () => {
  it.each([
    ['in order', [0, 1, 2, 3, 4]],
    ['reversed', [4, 3, 2, 1, 0]],
    ['shuffled', [2, 4, 0, 3, 1]],
  ])('keeps the best by key, then tie order, then entry, whatever the order offered (%s)', (_, offered) => {
    const candidates = [match(10, 5, 0), match(11, 7, 3), match(12, 7, 1), match(13, 7, 1), match(14, 6, 0)];
    const top = new TopMatches(3);
    for (const k of offered) top.offer(candidates[k as number] as RankedMatch);
    expect(top.items.map((item) => item.entry)).toEqual([12, 13, 11]);
    expect(top.lowestKey).toBe(7);
  });

  it('has no lowest key until it is full', () => {
    const top = new TopMatches(2);
    top.offer(match(1, 3, 0));
    expect(top.lowestKey).toBe(-Infinity);
    top.offer(match(2, 4, 0));
    expect(top.lowestKey).toBe(3);
  });
});
