import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MinHeap } from './min-heap.ts';

function drain(heap: MinHeap): { key: number; value: number }[] {
  const popped: { key: number; value: number }[] = [];
  while (heap.size > 0) {
    const value = heap.pop();
    popped.push({ key: heap.lastKey, value });
  }
  return popped;
}

describe('MinHeap of (key, value) pairs', () => {
  it('pops values by increasing key, each with its key', () => {
    const heap = new MinHeap();
    const keys = [5, 3, 9, 1, 7, 3, 0, 8];
    keys.forEach((key, i) => heap.push(key, i));
    expect(heap.size).toBe(keys.length);
    const popped = drain(heap);
    expect(popped.map((p) => p.key)).toEqual([...keys].sort((a, b) => a - b));
    for (const { key, value } of popped) expect(keys[value]).toBe(key);
  });

  it('peeks the smallest key, Infinity when empty', () => {
    const heap = new MinHeap();
    expect(heap.peekKey()).toBe(Infinity);
    heap.push(4, 1);
    heap.push(2.5, 2);
    expect(heap.peekKey()).toBe(2.5);
    expect(heap.size).toBe(2);
  });

  it('clear empties it for the next search', () => {
    const heap = new MinHeap();
    heap.push(1, 1);
    heap.push(2, 2);
    heap.clear();
    expect(heap.size).toBe(0);
    expect(heap.peekKey()).toBe(Infinity);
    heap.push(3, 3);
    expect(heap.pop()).toBe(3);
    expect(heap.lastKey).toBe(3);
  });

  it('grows past its initial capacity, even from none', () => {
    for (const capacity of [0, 1, 2]) {
      const heap = new MinHeap(capacity);
      for (let i = 0; i < 100; i++) heap.push(100 - i, i);
      expect(drain(heap).map((p) => p.value)).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i));
    }
  });

  it('keeps negative and large 32-bit values', () => {
    const heap = new MinHeap();
    heap.push(2, -5);
    heap.push(1, 2_147_483_647);
    heap.push(3, -2_147_483_648);
    expect(drain(heap).map((p) => p.value)).toEqual([2_147_483_647, -5, -2_147_483_648]);
  });

  it('pops any sequence in sorted key order (lazy deletion: values may repeat)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 20 }))),
        (pairs) => {
          const heap = new MinHeap(4);
          for (const [key, value] of pairs) heap.push(key, value);
          const popped = drain(heap);
          expect(popped.map((p) => p.key)).toEqual(pairs.map(([key]) => key).sort((a, b) => a - b));
          expect(popped.map((p) => `${p.key}:${p.value}`).sort()).toEqual(
            pairs.map(([key, value]) => `${key}:${value}`).sort(),
          );
        },
      ),
    );
  });
});
