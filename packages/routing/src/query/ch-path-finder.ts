import { MinHeap } from '@freight/core';
import type { ContractionHierarchy } from '../contract/contraction-hierarchy.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import { CANCEL_POLL_INTERVAL, QueryCancelledError } from './cancel-token.ts';
import type { PathFinder, SearchOptions, SearchResult, Seed } from './path-finder.ts';
import type { SearchSpace } from './search-space.ts';

/**
 * Queries on a contraction hierarchy: bidirectional upward Dijkstra with stall-on-demand; shortcuts
 * unpack recursively into directed edges.
 */
export class ChPathFinder implements PathFinder {
  readonly nodeCount: number;
  private readonly forwardHeap = new MinHeap();
  private readonly backwardHeap = new MinHeap();
  private readonly stack: number[] = [];

  constructor(
    readonly ch: ContractionHierarchy,
    readonly weights: EdgeWeights,
  ) {
    this.nodeCount = ch.rank.length;
  }

  search(
    sources: readonly Seed[],
    targets: readonly Seed[],
    fw: SearchSpace,
    bw: SearchSpace,
    options: SearchOptions = {},
  ): SearchResult {
    const stretch = options.stretch ?? 0;
    const cancel = options.cancel;
    const { upOffset, upArcs, downOffset, downArcs, arcFrom, arcTo, arcWeight } = this.ch;
    const fh = this.forwardHeap;
    const bh = this.backwardHeap;
    fh.clear();
    bh.clear();
    for (const s of sources) if (fw.improve(s.node, s.weight, -1, s.tag)) fh.push(s.weight, s.node);
    for (const t of targets) if (bw.improve(t.node, t.weight, -1, t.tag)) bh.push(t.weight, t.node);
    let best = Infinity;
    let meet = -1;
    let popped = 0;
    while (fh.size > 0 || bh.size > 0) {
      const forward = fh.peekKey() <= bh.peekKey();
      const heap = forward ? fh : bh;
      if (heap.peekKey() > (stretch > 0 ? best * stretch : best)) {
        heap.clear();
        continue;
      }
      if ((++popped & (CANCEL_POLL_INTERVAL - 1)) === 0 && cancel?.isCancelled())
        throw new QueryCancelledError();
      const space = forward ? fw : bw;
      const other = forward ? bw : fw;
      const u = heap.pop();
      const d = heap.lastKey;
      if (d > space.dist[u]! || space.isSettled[u] === 1) continue;
      // stall on demand: a higher node reaches u more cheaply
      let stalled = false;
      const stallOffset = forward ? downOffset : upOffset;
      const stallArcs = forward ? downArcs : upArcs;
      for (let i = stallOffset[u]!; i < stallOffset[u + 1]!; i++) {
        const a = stallArcs[i]!;
        const x = forward ? arcFrom[a]! : arcTo[a]!;
        if (space.dist[x]! + arcWeight[a]! < d) {
          stalled = true;
          break;
        }
      }
      if (stalled) continue;
      space.isSettled[u] = 1;
      space.settled.push(u);
      const total = d + other.dist[u]!;
      if (total < best) {
        best = total;
        meet = u;
      }
      const offset = forward ? upOffset : downOffset;
      const list = forward ? upArcs : downArcs;
      for (let i = offset[u]!; i < offset[u + 1]!; i++) {
        const a = list[i]!;
        const w = forward ? arcTo[a]! : arcFrom[a]!;
        const nd = d + arcWeight[a]!;
        if (space.improve(w, nd, a, space.seedTag[u]!)) heap.push(nd, w);
      }
    }
    return { best, meet };
  }

  arcTail(arc: number): number {
    return this.ch.arcFrom[arc]!;
  }

  arcHead(arc: number): number {
    return this.ch.arcTo[arc]!;
  }

  unpack(arc: number, out: number[]): void {
    const { arcChild1, arcChild2 } = this.ch;
    const stack = this.stack;
    stack.length = 0;
    stack.push(arc);
    while (stack.length > 0) {
      const a = stack.pop()!;
      const c1 = arcChild1[a]!;
      if (c1 < 0) out.push(arcChild2[a]!);
      else {
        stack.push(arcChild2[a]!);
        stack.push(c1);
      }
    }
  }
}
