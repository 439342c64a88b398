import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import { CANCEL_POLL_INTERVAL, QueryCancelledError } from '../query/cancel-token.ts';
import type { PathFinder, SearchOptions, SearchResult, Seed } from '../query/path-finder.ts';
import type { SearchSpace } from '../query/search-space.ts';
import type { Cch } from './build-cch.ts';
import { cchArc } from './build-cch.ts';
import { CchQueryScratch } from './cch-query-scratch.ts';
import type { CchMetric } from './customize-cch.ts';

const everyArcLists = new WeakMap<Cch, NonNullable<CchMetric['usable']>>();

/** Usable-arc lists that list every arc (metrics without their own), one per CCH. */
function everyArc(cch: Cch): NonNullable<CchMetric['usable']> {
  let lists = everyArcLists.get(cch);
  if (!lists) {
    const all = Uint32Array.from({ length: cch.arcHead.length }, (_, a) => a);
    lists = { upUsable: cch.upOffset, upArcs: all, downUsable: cch.upOffset, downArcs: all };
    everyArcLists.set(cch, lists);
  }
  return lists;
}

function settle(space: SearchSpace, node: number): void {
  if (space.isSettled[node] === 1) return;
  space.isSettled[node] = 1;
  space.settled.push(node);
}

/**
 * Queries on a customized CCH by elimination-tree search: the nodes above the seeds in the elimination
 * tree (every upward search space lies there) are scanned once in rank order, forwards with the upward
 * weights and backwards with the downward ones, skipping relaxations that cannot beat the best meeting so
 * far (in rank order over private arrays; the trees are copied into the search spaces at the end). With
 * `stretch`, nodes relax below `stretch ×` the best meeting and every node within it counts as settled,
 * so the via-node and plateau alternatives work on the trees as on a hierarchy's upward searches.
 * Search-tree arcs are `arc * 2` (upwards) and `arc * 2 + 1` (downwards); they unpack through lower
 * triangles into directed road edges `edge * 2 + direction`. `weights` must be the metric's edge weights;
 * `scratch` may be shared with other finders over the same CCH.
 */
export class CchPathFinder implements PathFinder {
  readonly nodeCount: number;
  private readonly scan: number[] = [];
  private readonly stack: number[] = [];

  constructor(
    readonly cch: Cch,
    readonly metric: CchMetric,
    readonly weights: EdgeWeights,
    readonly scratch: CchQueryScratch = new CchQueryScratch(cch.nodeCount),
  ) {
    this.nodeCount = cch.nodeCount;
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
    const { rank, nodeOfRank, etParent, arcHead } = this.cch;
    const { up, down } = this.metric;
    const usable = this.metric.usable ?? everyArc(this.cch);
    const { distF, distB, parentF, parentB, tagF, tagB, seen } = this.scratch;
    const scan = this.scan;
    scan.length = 0;
    const stamp = this.scratch.nextStamp();
    for (const seeds of [sources, targets]) {
      for (const seed of seeds) {
        let r = rank[seed.node]!;
        while (r >= 0 && seen[r] !== stamp) {
          seen[r] = stamp;
          scan.push(r);
          distF[r] = Infinity;
          distB[r] = Infinity;
          r = etParent[r]!;
        }
      }
    }
    scan.sort((a, b) => a - b);
    for (const s of sources) {
      const r = rank[s.node]!;
      if (s.weight < distF[r]!) {
        distF[r] = s.weight;
        parentF[r] = -1;
        tagF[r] = s.tag;
      }
    }
    for (const t of targets) {
      const r = rank[t.node]!;
      if (t.weight < distB[r]!) {
        distB[r] = t.weight;
        parentB[r] = -1;
        tagB[r] = t.tag;
      }
    }
    let best = Infinity;
    let meetRank = -1;
    // a node relaxes only below the best meeting so far (× stretch for alternatives): best only falls
    let limit = Infinity;
    for (let i = 0; i < scan.length; i++) {
      if ((i & (CANCEL_POLL_INTERVAL - 1)) === CANCEL_POLL_INTERVAL - 1 && cancel?.isCancelled())
        throw new QueryCancelledError();
      const r = scan[i]!;
      const df = distF[r]!;
      const db = distB[r]!;
      if (df + db < best) {
        best = df + db;
        meetRank = r;
        limit = stretch > 0 ? best * stretch : best;
      }
      if (df < limit) {
        const tag = tagF[r]!;
        const begin = usable.upUsable[r]!;
        const end = usable.upUsable[r + 1]!;
        for (let i = begin; i < end; i++) {
          const a = usable.upArcs[i]!;
          const d = df + up[a]!;
          const v = arcHead[a]!;
          if (d < distF[v]! && up[a] !== NO_ACCESS) {
            distF[v] = d;
            parentF[v] = a * 2;
            tagF[v] = tag;
          }
        }
      }
      if (db < limit) {
        const tag = tagB[r]!;
        const begin = usable.downUsable[r]!;
        const end = usable.downUsable[r + 1]!;
        for (let i = begin; i < end; i++) {
          const a = usable.downArcs[i]!;
          const d = db + down[a]!;
          const v = arcHead[a]!;
          if (d < distB[v]! && down[a] !== NO_ACCESS) {
            distB[v] = d;
            parentB[v] = a * 2 + 1;
            tagB[v] = tag;
          }
        }
      }
    }
    for (const r of scan) {
      const node = nodeOfRank[r]!;
      if (distF[r]! < Infinity) fw.improve(node, distF[r]!, parentF[r]!, tagF[r]!);
      if (distB[r]! < Infinity) bw.improve(node, distB[r]!, parentB[r]!, tagB[r]!);
      if (stretch > 0) {
        // alternatives take the nodes both trees settled: here, every node scanned within the bound
        if (distF[r]! <= limit) settle(fw, node);
        if (distB[r]! <= limit) settle(bw, node);
      }
    }
    return { best, meet: meetRank < 0 ? -1 : nodeOfRank[meetRank]! };
  }

  arcTail(arc: number): number {
    const a = arc >> 1;
    return this.cch.nodeOfRank[(arc & 1) === 0 ? this.cch.arcTail[a]! : this.cch.arcHead[a]!]!;
  }

  arcHead(arc: number): number {
    const a = arc >> 1;
    return this.cch.nodeOfRank[(arc & 1) === 0 ? this.cch.arcHead[a]! : this.cch.arcTail[a]!]!;
  }

  unpack(arc: number, out: number[]): void {
    const { arcTail, arcHead, downOffset, downArcs, inputOffset, inputEdges, edgeDownward } = this.cch;
    const { up, down } = this.metric;
    const { forward, backward } = this.weights;
    const stack = this.stack;
    stack.length = 0;
    stack.push(arc);
    while (stack.length > 0) {
      const code = stack.pop()!;
      const a = code >> 1;
      const upward = (code & 1) === 0;
      const weight = upward ? up[a]! : down[a]!;
      let found = false;
      for (let i = inputOffset[a]!; i < inputOffset[a + 1]! && !found; i++) {
        const e = inputEdges[i]!;
        // the edge's own direction runs upwards unless the edge points down
        const along = upward === (edgeDownward[e] === 0);
        if ((along ? forward[e]! : backward[e]!) === weight) {
          out.push(along ? e * 2 : e * 2 + 1);
          found = true;
        }
      }
      if (found) continue;
      const y = arcTail[a]!;
      const z = arcHead[a]!;
      for (let i = downOffset[y]!; i < downOffset[y + 1]!; i++) {
        const xy = downArcs[i]!;
        const xz = cchArc(this.cch, arcTail[xy]!, z);
        if (xz < 0) continue;
        if (upward && down[xy]! + up[xz]! === weight) {
          stack.push(xz * 2, xy * 2 + 1);
          found = true;
          break;
        }
        if (!upward && down[xz]! + up[xy]! === weight) {
          stack.push(xy * 2, xz * 2 + 1);
          found = true;
          break;
        }
      }
      if (!found) throw new Error(`CCH arc ${a} does not unpack under its metric`);
    }
  }
}
