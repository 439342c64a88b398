import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { Cch } from './build-cch.ts';
import type { CchMetric } from './customize-cch.ts';

/**
 * The query metric of a basic-customized one: perfect customization (nodes top-down, every
 * intermediate and upper triangle, so each arc weighs the true distance between its ends), then each arc
 * direction whose basic weight exceeds that distance is closed ({@link NO_ACCESS}). A shortest path's
 * up–down form only uses arcs as long as the road between their ends, so queries stay exact, and
 * unpacking works as before (such an arc's lower triangle uses such arcs only); upward searches reach
 * fewer nodes and walk only the usable arcs (`usable`). Keep the basic metric for `excludeCchEdges`.
 */
export function pruneCchMetric(cch: Cch, basic: CchMetric): CchMetric {
  const { nodeCount, upOffset, arcHead } = cch;
  const up = basic.up.slice();
  const down = basic.down.slice();
  const mark = new Int32Array(nodeCount).fill(-1);
  for (let x = nodeCount - 1; x >= 0; x--) {
    const begin = upOffset[x]!;
    const end = upOffset[x + 1]!;
    if (end - begin < 2) continue;
    const highest = arcHead[end - 1]!;
    for (let a = begin; a < end; a++) mark[arcHead[a]!] = a;
    for (let a = begin; a < end; a++) {
      const y = arcHead[a]!;
      for (let b = upOffset[y]!; b < upOffset[y + 1]!; b++) {
        const z = arcHead[b]!;
        if (z > highest) break;
        const c = mark[z]!;
        if (c < 0) continue;
        // x < y < z with arcs a = x–y, c = x–z, b = y–z (final: both ends above x)
        const upA = up[c]! + down[b]!;
        if (upA < up[a]!) up[a] = upA;
        const downA = up[b]! + down[c]!;
        if (downA < down[a]!) down[a] = downA;
        const upC = up[a]! + up[b]!;
        if (upC < up[c]!) up[c] = upC;
        const downC = down[b]! + down[a]!;
        if (downC < down[c]!) down[c] = downC;
      }
    }
    for (let a = begin; a < end; a++) mark[arcHead[a]!] = -1;
  }
  for (let a = 0; a < up.length; a++) {
    up[a] = up[a] === basic.up[a] ? up[a]! : NO_ACCESS;
    down[a] = down[a] === basic.down[a] ? down[a]! : NO_ACCESS;
  }
  const list = (weights: Uint32Array): [Uint32Array, Uint32Array] => {
    const offset = new Uint32Array(nodeCount + 1);
    let kept = 0;
    for (let r = 0; r < nodeCount; r++) {
      for (let a = upOffset[r]!; a < upOffset[r + 1]!; a++) if (weights[a] !== NO_ACCESS) kept++;
      offset[r + 1] = kept;
    }
    const arcs = new Uint32Array(kept);
    kept = 0;
    for (let a = 0; a < weights.length; a++) if (weights[a] !== NO_ACCESS) arcs[kept++] = a;
    return [offset, arcs];
  };
  const [upUsable, upArcs] = list(up);
  const [downUsable, downArcs] = list(down);
  return { up, down, usable: { upUsable, upArcs, downUsable, downArcs } };
}
