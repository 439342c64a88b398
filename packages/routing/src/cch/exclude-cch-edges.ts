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
 * recomputed from scratch, and each arc `x – y` whose weight changes queues the arcs `y – z` (`z` another
 * upward neighbour of `x`) whose weight came through `x` — as weights only grow, no other can change —
 * in increasing order of their lower end, so only what depends on the closed edges is touched. `weights` are the metric's
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
  const previous = new Map<number, number>();
  const oldUp = (c: number): number => (previous.has(c) ? undo.up[previous.get(c)!]! : up[c]!);
  const oldDown = (c: number): number => (previous.has(c) ? undo.down[previous.get(c)!]! : down[c]!);
  while (heap.size > 0) {
    const a = heap.pop();
    queued.delete(a);
    const [newUp, newDown] = arcWeightsFromScratch(cch, metric, weights, a, excluded);
    if (newUp === up[a] && newDown === down[a]) continue;
    previous.set(a, undo.arcs.length);
    undo.arcs.push(a);
    undo.up.push(up[a]!);
    undo.down.push(down[a]!);
    up[a] = newUp;
    down[a] = newDown;
    // weights only grow: an arc y–z can change only where its old weight came through x
    const x = arcTail[a]!;
    const y = arcHead[a]!;
    for (let c = upOffset[x]!; c < upOffset[x + 1]!; c++) {
      const z = arcHead[c]!;
      if (z === y) continue;
      const yz = cchArc(cch, Math.min(y, z), Math.max(y, z));
      if (yz < 0 || queued.has(yz)) continue;
      // with p < q the ends of y–z: p→q came as p→x→q, q→p as q→x→p
      const [xp, xq] = y < z ? [a, c] : [c, a];
      const upTight = oldDown(xp) + oldUp(xq) === up[yz];
      const downTight = oldDown(xq) + oldUp(xp) === down[yz];
      if (upTight || downTight) enqueue(yz);
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
