import { MinHeap } from '@freight/core';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import { CANCEL_POLL_INTERVAL, QueryCancelledError } from './cancel-token.ts';
import type { PathFinder, SearchOptions, SearchResult, Seed } from './path-finder.ts';
import type { SearchSpace } from './search-space.ts';

/** The graph topology plain Dijkstra walks. */
export interface DijkstraTopology {
  nodeCount: number;
  edgeFrom: ArrayLike<number>;
  edgeTo: ArrayLike<number>;
  nodeEdgeOffset: ArrayLike<number>;
  nodeEdges: ArrayLike<number>;
}

/**
 * Plain bidirectional Dijkstra over the uncontracted graph: the baseline the hierarchies are checked and
 * benchmarked against, and the algorithm for costing options no hierarchy was built for. Its arcs are the
 * directed edges themselves.
 */
export class DijkstraPathFinder implements PathFinder {
  readonly nodeCount: number;
  private readonly forwardHeap = new MinHeap();
  private readonly backwardHeap = new MinHeap();

  constructor(
    readonly graph: DijkstraTopology,
    readonly weights: EdgeWeights,
  ) {
    this.nodeCount = graph.nodeCount;
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
    const { edgeFrom, edgeTo, nodeEdgeOffset, nodeEdges } = this.graph;
    const { forward: wf, backward: wb } = this.weights;
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
      if ((++popped & (CANCEL_POLL_INTERVAL - 1)) === 0 && cancel?.isCancelled())
        throw new QueryCancelledError();
      if (stretch > 0) {
        if (fh.peekKey() > best * stretch) fh.clear();
        if (bh.peekKey() > best * stretch) bh.clear();
        if (fh.size === 0 && bh.size === 0) break;
      } else if (fh.peekKey() + bh.peekKey() >= best) break;
      const forward = fh.size > 0 && (bh.size === 0 || fh.peekKey() <= bh.peekKey());
      const heap = forward ? fh : bh;
      const space = forward ? fw : bw;
      const other = forward ? bw : fw;
      const u = heap.pop();
      const d = heap.lastKey;
      if (d > space.dist[u]! || space.isSettled[u] === 1) continue;
      space.isSettled[u] = 1;
      space.settled.push(u);
      if (d + other.dist[u]! < best) {
        best = d + other.dist[u]!;
        meet = u;
      }
      for (let i = nodeEdgeOffset[u]!; i < nodeEdgeOffset[u + 1]!; i++) {
        const e = nodeEdges[i]!;
        // forward search leaves u; backward search arrives at u
        if (edgeFrom[e] === u) {
          const w = forward ? wf[e]! : wb[e]!;
          if (w !== NO_ACCESS) {
            const v = edgeTo[e]!;
            if (space.improve(v, d + w, forward ? e * 2 : e * 2 + 1, space.seedTag[u]!)) heap.push(d + w, v);
          }
        }
        if (edgeTo[e] === u) {
          const w = forward ? wb[e]! : wf[e]!;
          if (w !== NO_ACCESS) {
            const v = edgeFrom[e]!;
            if (space.improve(v, d + w, forward ? e * 2 + 1 : e * 2, space.seedTag[u]!)) heap.push(d + w, v);
          }
        }
      }
    }
    return { best, meet };
  }

  arcTail(arc: number): number {
    return (arc & 1) === 0 ? this.graph.edgeFrom[arc >> 1]! : this.graph.edgeTo[arc >> 1]!;
  }

  arcHead(arc: number): number {
    return (arc & 1) === 0 ? this.graph.edgeTo[arc >> 1]! : this.graph.edgeFrom[arc >> 1]!;
  }

  unpack(arc: number, out: number[]): void {
    out.push(arc);
  }
}
