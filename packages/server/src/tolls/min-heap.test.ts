import { describe, expect, it } from 'vitest';
import { MinHeap } from './min-heap.ts';

describe('MinHeap', () => {
  it('pops items by increasing key', () => {
    const heap = new MinHeap<string>();
    const keys = [5, 3, 9, 1, 7, 3, 0, 8];
    keys.forEach((key, i) => heap.push(key, `item${i}`));
    expect(heap.size).toBe(keys.length);
    const popped: number[] = [];
    for (let next = heap.pop(); next !== undefined; next = heap.pop()) popped.push(next.key);
    expect(popped).toEqual([...keys].sort((a, b) => a - b));
    expect(heap.pop()).toBeUndefined();
  });
});
