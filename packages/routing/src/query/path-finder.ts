import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { CancelToken } from './cancel-token.ts';
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

/** Options of a {@link PathFinder} search. */
export interface SearchOptions {
  /**
   * With `stretch > 0`, each direction keeps searching until its smallest key exceeds `stretch × best`
   * (search spaces for alternatives).
   */
  stretch?: number;
  /** Polled every few hundred settled nodes; the search throws a `QueryCancelledError` once cancelled. */
  cancel?: CancelToken;
}

/**
 * A shortest-path algorithm over the graph for one metric: contraction hierarchies, or plain
 * bidirectional Dijkstra (the baseline, and the fallback for options no hierarchy was built for).
 * Arcs of the search trees are unpacked into directed edges `edge * 2 + direction`.
 */
export interface PathFinder {
  readonly weights: EdgeWeights;
  readonly nodeCount: number;
  /** Two-way search from `sources` to `targets` (see {@link SearchOptions}). */
  search(
    sources: readonly Seed[],
    targets: readonly Seed[],
    forward: SearchSpace,
    backward: SearchSpace,
    options?: SearchOptions,
  ): SearchResult;
  /** Appends the directed edges of arc `arc` (as set in the search trees' `parent`) to `out`. */
  unpack(arc: number, out: number[]): void;
  /** Node an arc leaves. */
  arcTail(arc: number): number;
  /** Node an arc reaches. */
  arcHead(arc: number): number;
}
