import { describe, expect, it } from 'vitest';
import { PostingMerge } from './posting-merge.ts';

// entries 0–5 with their importance; postings are entry × 4 (role 0)
const importance = [900, 500, 400, 300, 220, 220];
const postings = Int32Array.from([0, 2, 4, 1, 3, 5].map((entry) => entry * 4));

function readAll(merge: PostingMerge): number[][] {
  const out: number[][] = [];
  while (!merge.done) {
    const priority = merge.nextPriority();
    out.push([merge.next() >> 2, priority]);
  }
  return out;
}

describe('PostingMerge', () => {
  it('reads spans by falling priority: lift plus weight × importance of the next entry', () => {
    const merge = new PostingMerge(postings, importance, 1);
    merge.add(0, 3, 0); // entries 0, 2, 4
    merge.add(3, 6, 250); // entries 1, 3, 5, lifted by 250
    expect(readAll(merge)).toEqual([
      [0, 900],
      [1, 750],
      [3, 550],
      [5, 470],
      [2, 400],
      [4, 220],
    ]);
    expect(merge.next()).toBe(-1);
    expect(merge.nextPriority()).toBe(-Infinity);
  });

  it('skips empty spans and reads an entry once per span holding it', () => {
    const merge = new PostingMerge(postings, importance, 1);
    merge.add(2, 2, 100);
    merge.add(0, 1, 0);
    merge.add(0, 2, 0);
    expect(readAll(merge).map(([entry]) => entry)).toEqual([0, 0, 2]);
  });
});
