/**
 * Rank-indexed working arrays of CCH queries (tentative weights, tree arcs and seed tags each way, and a
 * stamp per rank for the nodes already collected). Finders over the same CCH may share one — queries
 * run one at a time — so a finder per closed-edge query allocates nothing per node.
 */
export class CchQueryScratch {
  readonly seen: Uint32Array;
  readonly distF: Float64Array;
  readonly distB: Float64Array;
  readonly parentF: Int32Array;
  readonly parentB: Int32Array;
  readonly tagF: Int32Array;
  readonly tagB: Int32Array;
  private stamp = 0;

  constructor(readonly nodeCount: number) {
    this.seen = new Uint32Array(nodeCount);
    this.distF = new Float64Array(nodeCount);
    this.distB = new Float64Array(nodeCount);
    this.parentF = new Int32Array(nodeCount);
    this.parentB = new Int32Array(nodeCount);
    this.tagF = new Int32Array(nodeCount);
    this.tagB = new Int32Array(nodeCount);
  }

  /** A stamp no rank carries in `seen` yet (wrapping around clears `seen`). */
  nextStamp(): number {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }
}
