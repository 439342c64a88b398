import { MinHeap } from '@freight/core';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { Cch } from './build-cch.ts';
import { cchArc } from './build-cch.ts';
import type { CchMetric } from './customize-cch.ts';
import { arcInputWeights, arcWeightsFromScratch } from './customize-cch.ts';

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
  const { queued, previous } = scratchOf(cch);
  const enqueue = (a: number): void => {
    if (a < 0 || queued[a] === 1) return;
    queued[a] = 1;
    heap.push(a, a);
  };
  for (const e of edges) enqueue(cch.edgeArc[e] ?? -1);
  const { upOffset, arcTail, arcHead } = cch;
  const { up, down } = metric;
  const oldUp = (c: number): number => (previous[c]! >= 0 ? undo.up[previous[c]!]! : up[c]!);
  const oldDown = (c: number): number => (previous[c]! >= 0 ? undo.down[previous[c]!]! : down[c]!);
  const batch: number[] = [];
  const newUp: number[] = [];
  const newDown: number[] = [];
  while (heap.size > 0) {
    // the queued arcs with the same lower end come out together and are recomputed in one pass
    const low = arcTail[heap.peekKey()]!;
    batch.length = 0;
    while (heap.size > 0 && arcTail[heap.peekKey()] === low) {
      const a = heap.pop();
      queued[a] = 0;
      batch.push(a);
    }
    recompute(cch, metric, weights, excluded, batch, newUp, newDown);
    for (let k = 0; k < batch.length; k++) {
      const a = batch[k]!;
      if (newUp[k] === up[a] && newDown[k] === down[a]) continue;
      previous[a] = undo.arcs.length;
      undo.arcs.push(a);
      undo.up.push(up[a]!);
      undo.down.push(down[a]!);
      up[a] = newUp[k]!;
      down[a] = newDown[k]!;
      // weights only grow: an arc y–z can change only where its old weight came through x
      const x = arcTail[a]!;
      const y = arcHead[a]!;
      for (let c = upOffset[x]!; c < upOffset[x + 1]!; c++) {
        const z = arcHead[c]!;
        if (z === y) continue;
        const yz = cchArc(cch, Math.min(y, z), Math.max(y, z));
        if (yz < 0 || queued[yz] === 1) continue;
        // with p < q the ends of y–z: p→q came as p→x→q, q→p as q→x→p
        const xp = y < z ? a : c;
        const xq = y < z ? c : a;
        const upTight = oldDown(xp) + oldUp(xq) === up[yz];
        const downTight = oldDown(xq) + oldUp(xp) === down[yz];
        if (upTight || downTight) enqueue(yz);
      }
    }
  }
  for (const a of undo.arcs) previous[a] = -1;
  return undo;
}

const scratch = new WeakMap<Cch, { mark: Int32Array; queued: Uint8Array; previous: Int32Array }>();

/** Per-CCH scratch arrays, left clean after each use: nodes marked in a batch, arcs queued, arcs changed. */
function scratchOf(cch: Cch): { mark: Int32Array; queued: Uint8Array; previous: Int32Array } {
  let arrays = scratch.get(cch);
  if (!arrays) {
    arrays = {
      mark: new Int32Array(cch.nodeCount).fill(-1),
      queued: new Uint8Array(cch.arcHead.length),
      previous: new Int32Array(cch.arcHead.length).fill(-1),
    };
    scratch.set(cch, arrays);
  }
  return arrays;
}

/**
 * Weights from scratch of arcs sharing their lower end `y` (`batch`), into `newUp`/`newDown`: one at a
 * time for a few, else in one pass over the arcs `x → y` from below and the arcs above each `x`.
 */
function recompute(
  cch: Cch,
  metric: CchMetric,
  weights: EdgeWeights,
  excluded: (edge: number) => boolean,
  batch: readonly number[],
  newUp: number[],
  newDown: number[],
): void {
  newUp.length = 0;
  newDown.length = 0;
  if (batch.length < 4) {
    for (const a of batch) {
      const [u, d] = arcWeightsFromScratch(cch, metric, weights, a, excluded);
      newUp.push(u);
      newDown.push(d);
    }
    return;
  }
  const { upOffset, arcTail, arcHead, downOffset, downArcs } = cch;
  const { up, down } = metric;
  const { mark } = scratchOf(cch);
  let highest = 0;
  for (let k = 0; k < batch.length; k++) {
    const a = batch[k]!;
    const [u, d] = arcInputWeights(cch, weights, a, excluded);
    newUp.push(u);
    newDown.push(d);
    mark[arcHead[a]!] = k;
    highest = Math.max(highest, arcHead[a]!);
  }
  const y = arcTail[batch[0]!]!;
  for (let i = downOffset[y]!; i < downOffset[y + 1]!; i++) {
    const xy = downArcs[i]!;
    const x = arcTail[xy]!;
    const upXY = up[xy]!;
    const downXY = down[xy]!;
    for (let c = xy + 1; c < upOffset[x + 1]!; c++) {
      const z = arcHead[c]!;
      if (z > highest) break;
      const k = mark[z]!;
      if (k < 0) continue;
      const viaUp = downXY + up[c]!;
      if (viaUp < newUp[k]!) newUp[k] = viaUp;
      const viaDown = down[c]! + upXY;
      if (viaDown < newDown[k]!) newDown[k] = viaDown;
    }
  }
  for (const a of batch) mark[arcHead[a]!] = -1;
}

/** Puts back the weights {@link excludeCchEdges} changed. */
export function restoreCchMetric(metric: CchMetric, undo: CchMetricUndo): void {
  for (let i = undo.arcs.length - 1; i >= 0; i--) {
    metric.up[undo.arcs[i]!] = undo.up[i]!;
    metric.down[undo.arcs[i]!] = undo.down[i]!;
  }
}
