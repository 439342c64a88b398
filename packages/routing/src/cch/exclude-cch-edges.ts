import { MinHeap } from '@freight/core';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { Cch } from './build-cch.ts';
import { cchArc } from './build-cch.ts';
import type { CchMetric } from './customize-cch.ts';
import { arcWeightsFromScratch } from './customize-cch.ts';

/** What {@link excludeCchEdges} changed in a metric: arcs with their previous weights, in change order. */
export interface CchMetricUndo {
  arcs: number[];
  up: number[];
  down: number[];
}

/**
 * Partial re-customization closing road edges (`exclude_locations`) in place: the arcs of the edges are
 * recomputed from scratch, and each arc whose weight changes queues the arcs it forms lower triangles
 * with (`x → y` changed: every `y ↔ z` with `z` another upward neighbour of `x`), in increasing order of
 * their lower end — only what depends on the closed edges is touched. `weights` are the metric's
 * edge weights. Returns how to undo it ({@link restoreCchMetric}).
 */
export function excludeCchEdges(
  cch: Cch,
  metric: CchMetric,
  weights: EdgeWeights,
  edges: readonly number[],
): CchMetricUndo {
  const closed = new Set(edges);
  const excluded = (e: number): boolean => closed.has(e);
  const undo: CchMetricUndo = { arcs: [], up: [], down: [] };
  const heap = new MinHeap(64);
  const queued = new Set<number>();
  const enqueue = (a: number): void => {
    if (a < 0 || queued.has(a)) return;
    queued.add(a);
    heap.push(a, a);
  };
  for (const e of edges) enqueue(cch.edgeArc[e] ?? -1);
  const { upOffset, arcTail, arcHead } = cch;
  const { up, down } = metric;
  while (heap.size > 0) {
    const a = heap.pop();
    queued.delete(a);
    const [newUp, newDown] = arcWeightsFromScratch(cch, metric, weights, a, excluded);
    if (newUp === up[a] && newDown === down[a]) continue;
    undo.arcs.push(a);
    undo.up.push(up[a]!);
    undo.down.push(down[a]!);
    up[a] = newUp;
    down[a] = newDown;
    const x = arcTail[a]!;
    const y = arcHead[a]!;
    for (let c = upOffset[x]!; c < upOffset[x + 1]!; c++) {
      const z = arcHead[c]!;
      if (z !== y) enqueue(cchArc(cch, Math.min(y, z), Math.max(y, z)));
    }
  }
  return undo;
}

/** Puts back the weights {@link excludeCchEdges} changed. */
export function restoreCchMetric(metric: CchMetric, undo: CchMetricUndo): void {
  for (let i = undo.arcs.length - 1; i >= 0; i--) {
    metric.up[undo.arcs[i]!] = undo.up[i]!;
    metric.down[undo.arcs[i]!] = undo.down[i]!;
  }
}
