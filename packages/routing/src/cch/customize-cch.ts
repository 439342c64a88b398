import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { Cch } from './build-cch.ts';
import { cchArc } from './build-cch.ts';

/**
 * A metric customized on a {@link Cch}: for each arc, the weight upwards (tail → head) and downwards
 * (head → tail), {@link NO_ACCESS} where no path. After the basic customization each is the shortest
 * path between the two ends through lower-ranked nodes only, which makes upward searches exact.
 */
export interface CchMetric {
  up: Uint32Array;
  down: Uint32Array;
  /**
   * When set, the arcs usable upwards (`up` finite) leaving each rank, `upArcs[upUsable[r] ..
   * upUsable[r + 1])`, and likewise downwards: queries walk these lists instead of every arc.
   */
  usable?: { upUsable: Uint32Array; upArcs: Uint32Array; downUsable: Uint32Array; downArcs: Uint32Array };
}

/**
 * Basic customization of a CCH for integer edge weights: each road edge direction sets its arc's weight
 * (parallel edges: the least), then every lower triangle `x → y, x → z` (by increasing `x`) relaxes
 * `y → z` and `z → y`. Sums are taken in doubles, so {@link NO_ACCESS} acts as infinity without overflow.
 */
export function customizeCch(cch: Cch, weights: EdgeWeights): CchMetric {
  const { nodeCount, upOffset, arcHead, edgeArc, edgeDownward } = cch;
  const arcCount = arcHead.length;
  const up = new Uint32Array(arcCount).fill(NO_ACCESS);
  const down = new Uint32Array(arcCount).fill(NO_ACCESS);
  const { forward, backward } = weights;
  for (let e = 0; e < edgeArc.length; e++) {
    const a = edgeArc[e]!;
    if (a < 0) continue;
    const upward = edgeDownward[e] === 1 ? backward[e]! : forward[e]!;
    const downward = edgeDownward[e] === 1 ? forward[e]! : backward[e]!;
    if (upward < up[a]!) up[a] = upward;
    if (downward < down[a]!) down[a] = downward;
  }
  const mark = new Int32Array(nodeCount).fill(-1);
  for (let x = 0; x < nodeCount; x++) {
    const begin = upOffset[x]!;
    const end = upOffset[x + 1]!;
    if (begin === end) continue;
    const highest = arcHead[end - 1]!;
    for (let a = begin; a < end; a++) mark[arcHead[a]!] = a;
    for (let a = begin; a < end; a++) {
      const downXY = down[a]!;
      const upXY = up[a]!;
      if (downXY === NO_ACCESS && upXY === NO_ACCESS) continue;
      const y = arcHead[a]!;
      for (let c = upOffset[y]!; c < upOffset[y + 1]!; c++) {
        const z = arcHead[c]!;
        if (z > highest) break;
        const xz = mark[z]!;
        if (xz < 0) continue;
        const viaUp = downXY + up[xz]!;
        if (viaUp < up[c]!) up[c] = viaUp;
        const viaDown = down[xz]! + upXY;
        if (viaDown < down[c]!) down[c] = viaDown;
      }
    }
    for (let a = begin; a < end; a++) mark[arcHead[a]!] = -1;
  }
  return { up, down };
}

/** Least weights of the road edges of arc `a` (those `excluded` reports skipped), upwards and downwards. */
export function arcInputWeights(
  cch: Cch,
  weights: EdgeWeights,
  a: number,
  excluded: (edge: number) => boolean,
): [number, number] {
  const { inputOffset, inputEdges, edgeDownward } = cch;
  let bestUp = NO_ACCESS;
  let bestDown = NO_ACCESS;
  for (let i = inputOffset[a]!; i < inputOffset[a + 1]!; i++) {
    const e = inputEdges[i]!;
    if (excluded(e)) continue;
    const upward = edgeDownward[e] === 1 ? weights.backward[e]! : weights.forward[e]!;
    const downward = edgeDownward[e] === 1 ? weights.forward[e]! : weights.backward[e]!;
    if (upward < bestUp) bestUp = upward;
    if (downward < bestDown) bestDown = downward;
  }
  return [bestUp, bestDown];
}

/**
 * Weights of arc `a` from scratch, upwards and downwards: its road edges (those `excluded` reports
 * skipped) and its lower triangles under the current `metric`.
 */
export function arcWeightsFromScratch(
  cch: Cch,
  metric: CchMetric,
  weights: EdgeWeights,
  a: number,
  excluded: (edge: number) => boolean,
): [number, number] {
  const { arcTail, arcHead, downOffset, downArcs } = cch;
  const { up, down } = metric;
  let [bestUp, bestDown] = arcInputWeights(cch, weights, a, excluded);
  const y = arcTail[a]!;
  const z = arcHead[a]!;
  // lower triangles x < y < z: walk the shorter list of arcs from below, look the other arc up
  const fromY = downOffset[y + 1]! - downOffset[y]! <= downOffset[z + 1]! - downOffset[z]!;
  const end = downOffset[(fromY ? y : z) + 1]!;
  for (let i = downOffset[fromY ? y : z]!; i < end; i++) {
    const lower = downArcs[i]!;
    const x = arcTail[lower]!;
    const other = cchArc(cch, x, fromY ? z : y);
    if (other < 0) continue;
    const xy = fromY ? lower : other;
    const xz = fromY ? other : lower;
    const viaUp = down[xy]! + up[xz]!;
    if (viaUp < bestUp) bestUp = viaUp;
    const viaDown = down[xz]! + up[xy]!;
    if (viaDown < bestDown) bestDown = viaDown;
  }
  return [bestUp, bestDown];
}
