/**
 * A binary min-heap of `(key, value)` pairs over typed arrays (`Float64Array` keys, `Int32Array` values),
 * for Dijkstra searches with lazy deletion: a value may be pushed several times and callers skip stale
 * pops. Pairs of equal keys leave in no guaranteed order. The arrays double when full.
 *
 * @example
 * const heap = new MinHeap();
 * heap.push(2.5, 7);
 * heap.push(1, 3);
 * heap.pop(); // 3, and heap.lastKey is 1
 */
export class MinHeap {
  private keys: Float64Array;
  private values: Int32Array;
  /** Number of pairs queued. */
  size = 0;

  /** An empty heap with room for `capacity` pairs before it grows (1024 by default). */
  constructor(capacity = 1024) {
    this.keys = new Float64Array(capacity);
    this.values = new Int32Array(capacity);
  }

  /** Empties the heap. */
  clear(): void {
    this.size = 0;
  }

  /** Smallest key, or `Infinity` when empty. */
  peekKey(): number {
    return this.size === 0 ? Infinity : this.keys[0]!;
  }

  /** Queues `value` (a 32-bit integer) with priority `key`. */
  push(key: number, value: number): void {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(Math.max(1, this.size * 2));
      keys.set(this.keys);
      this.keys = keys;
      const values = new Int32Array(Math.max(1, this.size * 2));
      values.set(this.values);
      this.values = values;
    }
    let i = this.size++;
    const keys = this.keys;
    const values = this.values;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[i] = keys[parent]!;
      values[i] = values[parent]!;
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  /**
   * Removes the smallest pair and returns its value (the key is {@link lastKey}). The heap must not be
   * empty (check {@link size}).
   */
  pop(): number {
    const keys = this.keys;
    const values = this.values;
    const top = values[0]!;
    this.lastKey = keys[0]!;
    const n = --this.size;
    if (n > 0) {
      const key = keys[n]!;
      const value = values[n]!;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && keys[child + 1]! < keys[child]!) child++;
        if (keys[child]! >= key) break;
        keys[i] = keys[child]!;
        values[i] = values[child]!;
        i = child;
      }
      keys[i] = key;
      values[i] = value;
    }
    return top;
  }

  /** Key of the pair the last {@link pop} removed. */
  lastKey = 0;
}
