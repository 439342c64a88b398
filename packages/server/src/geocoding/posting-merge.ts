/**
 * Reads several spans of postings (`entry × 4 + role`) as one list, highest priority first, when each
 * span lists its entries by falling importance. The priority of a span is its own `lift` plus `weight` ×
 * the importance of its next entry (a binary heap on it). An entry in several spans comes out once per
 * span.
 *
 * @example
 * const merge = new PostingMerge(index.postings, importance, 0.004);
 * for (const span of index.postingSpans(id, true)) merge.add(span.start, span.end, liftOf(span));
 * while (!merge.done && merge.nextPriority() >= enough) use(merge.next());
 */
export class PostingMerge {
  private readonly at: number[] = [];
  private readonly end: number[] = [];
  private readonly lift: number[] = [];
  /** Span numbers, a max-heap on their priority. */
  private readonly heap: number[] = [];

  constructor(
    private readonly postings: Int32Array,
    private readonly importance: ArrayLike<number>,
    private readonly weight: number,
  ) {}

  /** Adds the span `[start, end)` of {@link postings} (nothing when empty). */
  add(start: number, end: number, lift: number): void {
    if (start >= end) return;
    this.at.push(start);
    this.end.push(end);
    this.lift.push(lift);
    this.heap.push(this.at.length - 1);
    this.siftUp(this.heap.length - 1);
  }

  /** Every span is read. */
  get done(): boolean {
    return this.heap.length === 0;
  }

  /** Priority of the span read next, or −∞ when every span is read. */
  nextPriority(): number {
    return this.heap.length === 0 ? -Infinity : this.keyOf(this.heap[0] as number);
  }

  /** The next posting (of the span of highest priority), or −1 when every span is read. */
  next(): number {
    if (this.heap.length === 0) return -1;
    const span = this.heap[0] as number;
    const at = this.at[span] as number;
    const posting = this.postings[at] as number;
    this.at[span] = at + 1;
    if (at + 1 === this.end[span]) {
      const last = this.heap.pop() as number;
      if (this.heap.length > 0) {
        this.heap[0] = last;
        this.siftDown(0);
      }
    } else {
      this.siftDown(0);
    }
    return posting;
  }

  private keyOf(span: number): number {
    const entry = (this.postings[this.at[span] as number] as number) >> 2;
    return (this.lift[span] as number) + this.weight * (this.importance[entry] as number);
  }

  private siftUp(from: number): void {
    const heap = this.heap;
    const span = heap[from] as number;
    const key = this.keyOf(span);
    let i = from;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keyOf(heap[parent] as number) >= key) break;
      heap[i] = heap[parent] as number;
      i = parent;
    }
    heap[i] = span;
  }

  private siftDown(from: number): void {
    const heap = this.heap;
    const count = heap.length;
    const span = heap[from] as number;
    const key = this.keyOf(span);
    let i = from;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= count) break;
      let childKey = this.keyOf(heap[child] as number);
      if (child + 1 < count) {
        const right = this.keyOf(heap[child + 1] as number);
        if (right > childKey) {
          child++;
          childKey = right;
        }
      }
      if (childKey <= key) break;
      heap[i] = heap[child] as number;
      i = child;
    }
    heap[i] = span;
  }
}
