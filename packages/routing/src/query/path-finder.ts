import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { SearchSpace } from './search-space.ts';

/** A start (or end) of a search: a node with the weight already spent (or still to spend) and a tag. */
export interface Seed {
  node: number;
  weight: number;
  tag: number;
}

/** Outcome of a two-way search: best total weight and the node where the two trees meet (-1: none). */
export interface SearchResult {
  best: number;
  meet: number;
}

/**
 * A shortest-path algorithm over the graph for one metric: contraction hierarchies, or plain
 * bidirectional Dijkstra (the baseline, and the fallback for options no hierarchy was built for).
 * Arcs of the search trees are unpacked into directed edges `edge * 2 + direction`.
 */
export interface PathFinder {
  readonly weights: EdgeWeights;
  readonly nodeCount: number;
  /**
   * Two-way search from `sources` to `targets`. With `stretch > 0`, keeps searching each direction until
   * its smallest key exceeds `stretch × best` (search spaces for alternatives).
   */
  search(
    sources: readonly Seed[],
    targets: readonly Seed[],
    forward: SearchSpace,
    backward: SearchSpace,
    stretch?: number,
  ): SearchResult;
  /** Appends the directed edges of arc `arc` (as set in the search trees' `parent`) to `out`. */
  unpack(arc: number, out: number[]): void;
  /** Node an arc leaves. */
  arcTail(arc: number): number;
  /** Node an arc reaches. */
  arcHead(arc: number): number;
}
