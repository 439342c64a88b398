/** A binary min-heap of items keyed by a number (Dijkstra's queue). */
export class MinHeap<T> {
  private readonly keys: number[] = [];
  private readonly items: T[] = [];

  /** Number of items queued. */
  get size(): number {
    return this.keys.length;
  }

  /** Queues `item` with priority `key`. */
  push(key: number, item: T): void {
    let i = this.keys.length;
    this.keys.push(key);
    this.items.push(item);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** Removes and returns the item with the smallest key, `undefined` when empty. */
  pop(): { key: number; item: T } | undefined {
    if (this.keys.length === 0) return undefined;
    const top = { key: this.keys[0]!, item: this.items[0]! };
    const lastKey = this.keys.pop()!;
    const lastItem = this.items.pop()!;
    if (this.keys.length > 0) {
      this.keys[0] = lastKey;
      this.items[0] = lastItem;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < this.keys.length && this.keys[left]! < this.keys[smallest]!) smallest = left;
        if (right < this.keys.length && this.keys[right]! < this.keys[smallest]!) smallest = right;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return top;
  }

  private swap(a: number, b: number): void {
    [this.keys[a], this.keys[b]] = [this.keys[b]!, this.keys[a]!];
    [this.items[a], this.items[b]] = [this.items[b]!, this.items[a]!];
  }
}
