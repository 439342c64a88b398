/**
 * Per-direction state of a graph search, reusable across queries: tentative weights, the arc each node
 * was reached by (-1 at a seed), the seed tag each tree grew from, and the nodes settled in order.
 */
export class SearchSpace {
  readonly dist: Float64Array;
  readonly parent: Int32Array;
  readonly seedTag: Int32Array;
  readonly settled: number[] = [];
  readonly touched: number[] = [];
  readonly isSettled: Uint8Array;

  constructor(nodeCount: number) {
    this.dist = new Float64Array(nodeCount).fill(Infinity);
    this.parent = new Int32Array(nodeCount).fill(-1);
    this.seedTag = new Int32Array(nodeCount).fill(-1);
    this.isSettled = new Uint8Array(nodeCount);
  }

  /** Forgets the previous search (cost proportional to what it touched). */
  reset(): void {
    for (const n of this.touched) {
      this.dist[n] = Infinity;
      this.parent[n] = -1;
      this.seedTag[n] = -1;
      this.isSettled[n] = 0;
    }
    this.touched.length = 0;
    this.settled.length = 0;
  }

  /** Records a better tentative weight for `node`; returns false when it is not better. */
  improve(node: number, weight: number, parent: number, seedTag: number): boolean {
    const current = this.dist[node]!;
    if (weight >= current) return false;
    if (current === Infinity) this.touched.push(node);
    this.dist[node] = weight;
    this.parent[node] = parent;
    this.seedTag[node] = seedTag;
    return true;
  }
}
