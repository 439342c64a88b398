import { MinHeap } from '@freight/core';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import { ArcStore } from './arc-store.ts';
import type { ContractionHierarchy } from './contraction-hierarchy.ts';

/** Options of {@link contractGraph}. */
export interface ContractOptions {
  /** Nodes a witness search may settle while contracting (default 500) and while estimating (default 60). */
  witnessSettledLimit?: number;
  estimateSettledLimit?: number;
  /** Called every few thousand contracted nodes. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * The contract stage: builds a contraction hierarchy for one metric. Nodes are contracted in the order
 * of a lazily updated priority (2 × edge difference + contracted neighbours + level); a shortcut
 * `u → w` is added for `u → v → w` unless a bounded witness search finds a path at most as short
 * without `v`. Every query on the result returns exactly the plain Dijkstra optimum (integer weights).
 */
export function contractGraph(
  nodeCount: number,
  edgeFrom: ArrayLike<number>,
  edgeTo: ArrayLike<number>,
  weights: EdgeWeights,
  options: ContractOptions = {},
): ContractionHierarchy {
  const witnessLimit = options.witnessSettledLimit ?? 500;
  const estimateLimit = options.estimateSettledLimit ?? 60;
  const arcs = new ArcStore();
  const outArcs: number[][] = Array.from({ length: nodeCount }, () => []);
  const inArcs: number[][] = Array.from({ length: nodeCount }, () => []);

  const addOrImprove = (
    from: number,
    to: number,
    weight: number,
    child1: number,
    child2: number,
  ): boolean => {
    const list = outArcs[from]!;
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      if (arcs.to[a] === to) {
        if (arcs.weight[a]! <= weight) return false;
        arcs.weight[a] = weight;
        arcs.child1[a] = child1;
        arcs.child2[a] = child2;
        return true;
      }
    }
    const id = arcs.add(from, to, weight, child1, child2);
    list.push(id);
    inArcs[to]!.push(id);
    return true;
  };
  for (let e = 0; e < edgeFrom.length; e++) {
    const from = edgeFrom[e]!;
    const to = edgeTo[e]!;
    if (from === to) continue;
    if (weights.forward[e] !== NO_ACCESS) addOrImprove(from, to, weights.forward[e]!, -1, e * 2);
    if (weights.backward[e] !== NO_ACCESS) addOrImprove(to, from, weights.backward[e]!, -1, e * 2 + 1);
  }

  const contracted = new Uint8Array(nodeCount);
  const dist = new Float64Array(nodeCount).fill(Infinity);
  const touched: number[] = [];
  const heap = new MinHeap();

  const witnessSearch = (source: number, excluded: number, limit: number, maxSettled: number): void => {
    for (const t of touched) dist[t] = Infinity;
    touched.length = 0;
    heap.clear();
    dist[source] = 0;
    touched.push(source);
    heap.push(0, source);
    let settled = 0;
    while (heap.size > 0) {
      const u = heap.pop();
      const d = heap.lastKey;
      if (d > dist[u]!) continue;
      if (d > limit || ++settled > maxSettled) break;
      const list = outArcs[u]!;
      for (let i = 0; i < list.length; i++) {
        const a = list[i]!;
        const w = arcs.to[a]!;
        if (w === excluded) continue;
        const nd = d + arcs.weight[a]!;
        if (nd < dist[w]!) {
          if (dist[w] === Infinity) touched.push(w);
          dist[w] = nd;
          heap.push(nd, w);
        }
      }
    }
  };

  /** Shortcuts needed to contract `v` (and adds them when `apply`). */
  const processNode = (v: number, apply: boolean): number => {
    let added = 0;
    const ins = inArcs[v]!.slice();
    const outs = outArcs[v]!.slice();
    for (const a of ins) {
      const u = arcs.from[a]!;
      let maxOut = -1;
      for (const b of outs) if (arcs.to[b] !== u) maxOut = Math.max(maxOut, arcs.weight[b]!);
      if (maxOut < 0) continue;
      witnessSearch(u, v, arcs.weight[a]! + maxOut, apply ? witnessLimit : estimateLimit);
      for (const b of outs) {
        const w = arcs.to[b]!;
        if (w === u) continue;
        const via = arcs.weight[a]! + arcs.weight[b]!;
        if (dist[w]! <= via) continue;
        added++;
        if (apply) addOrImprove(u, w, via, a, b);
      }
    }
    return added;
  };

  const deleted = new Uint32Array(nodeCount);
  const level = new Uint32Array(nodeCount);
  const priority = new Float64Array(nodeCount);
  const estimate = (v: number): number => {
    const added = processNode(v, false);
    const removed = inArcs[v]!.length + outArcs[v]!.length;
    return 2 * (added - removed) + deleted[v]! + level[v]!;
  };
  const queue = new MinHeap(nodeCount + 16);
  for (let v = 0; v < nodeCount; v++) {
    priority[v] = estimate(v);
    queue.push(priority[v]!, v);
  }

  const rank = new Uint32Array(nodeCount);
  let order = 0;
  while (queue.size > 0) {
    const v = queue.pop();
    const key = queue.lastKey;
    if (contracted[v] === 1 || key !== priority[v]) continue;
    const fresh = estimate(v);
    if (fresh > queue.peekKey()) {
      priority[v] = fresh;
      queue.push(fresh, v);
      continue;
    }
    processNode(v, true);
    contracted[v] = 1;
    rank[v] = order++;
    const neighbours = new Set<number>();
    for (const a of inArcs[v]!) neighbours.add(arcs.from[a]!);
    for (const a of outArcs[v]!) neighbours.add(arcs.to[a]!);
    for (const a of inArcs[v]!) {
      const u = arcs.from[a]!;
      outArcs[u] = outArcs[u]!.filter((x) => arcs.to[x] !== v);
    }
    for (const a of outArcs[v]!) {
      const w = arcs.to[a]!;
      inArcs[w] = inArcs[w]!.filter((x) => arcs.from[x] !== v);
    }
    inArcs[v] = [];
    outArcs[v] = [];
    for (const x of neighbours) {
      deleted[x]!++;
      level[x] = Math.max(level[x]!, level[v]! + 1);
      priority[x] = estimate(x);
      queue.push(priority[x]!, x);
    }
    if (options.onProgress && order % 4096 === 0) options.onProgress(order, nodeCount);
  }
  options.onProgress?.(nodeCount, nodeCount);
  return buildSearchGraphs(nodeCount, rank, arcs);
}

function buildSearchGraphs(nodeCount: number, rank: Uint32Array, arcs: ArcStore): ContractionHierarchy {
  const count = arcs.length;
  const upOffset = new Uint32Array(nodeCount + 1);
  const downOffset = new Uint32Array(nodeCount + 1);
  for (let a = 0; a < count; a++) {
    const u = arcs.from[a]!;
    const w = arcs.to[a]!;
    if (rank[u]! < rank[w]!) upOffset[u + 1]!++;
    else downOffset[w + 1]!++;
  }
  for (let v = 0; v < nodeCount; v++) {
    upOffset[v + 1]! += upOffset[v]!;
    downOffset[v + 1]! += downOffset[v]!;
  }
  const upArcs = new Uint32Array(upOffset[nodeCount]!);
  const downArcs = new Uint32Array(downOffset[nodeCount]!);
  const upFill = upOffset.slice(0, nodeCount);
  const downFill = downOffset.slice(0, nodeCount);
  for (let a = 0; a < count; a++) {
    const u = arcs.from[a]!;
    const w = arcs.to[a]!;
    if (rank[u]! < rank[w]!) upArcs[upFill[u]!++] = a;
    else downArcs[downFill[w]!++] = a;
  }
  return {
    rank,
    arcFrom: arcs.from.slice(0, count),
    arcTo: arcs.to.slice(0, count),
    arcWeight: arcs.weight.slice(0, count),
    arcChild1: arcs.child1.slice(0, count),
    arcChild2: arcs.child2.slice(0, count),
    upOffset,
    upArcs,
    downOffset,
    downArcs,
  };
}
