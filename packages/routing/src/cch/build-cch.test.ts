import { describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import { comparePathFinders } from '../test-support/compare-path-finders.ts';
import { buildCch } from './build-cch.ts';
import { CchPathFinder } from './cch-path-finder.ts';
import { customizeCch } from './customize-cch.ts';
import { nestedDissectionOrder } from './nested-dissection-order.ts';

/** A small graph given as edge list `[from, to, forward, backward]`, every node at the same place. */
function tinyGraph(nodeCount: number, edges: readonly (readonly [number, number, number, number])[]) {
  const edgeFrom = Uint32Array.from(edges, (e) => e[0]);
  const edgeTo = Uint32Array.from(edges, (e) => e[1]);
  const lists: number[][] = Array.from({ length: nodeCount }, () => []);
  edges.forEach(([from, to], e) => {
    lists[from]!.push(e);
    if (to !== from) lists[to]!.push(e);
  });
  const nodeEdgeOffset = new Uint32Array(nodeCount + 1);
  lists.forEach((list, n) => (nodeEdgeOffset[n + 1] = nodeEdgeOffset[n]! + list.length));
  return {
    nodeCount,
    edgeFrom,
    edgeTo,
    nodeEdgeOffset,
    nodeEdges: Uint32Array.from(lists.flat()),
    nodeLat: new Float64Array(nodeCount),
    nodeLon: new Float64Array(nodeCount),
    weights: {
      forward: Uint32Array.from(edges, (e) => e[2]),
      backward: Uint32Array.from(edges, (e) => e[3]),
    },
  };
}

describe('CCH of small graphs with parallel edges, loops, one-way and closed roads', () => {
  //   0 ═ 1 — 2 — 3      0–1 twice (5 and 2 one way, 3 and 7 back); a loop at 2; 3 → 4 one way
  //   │       │   ↓      4–5 closed both ways; 6 alone; 1–5 and 5–3 a detour
  //   5 ───────── 4   6
  const X = NO_ACCESS;
  const graph = tinyGraph(7, [
    [0, 1, 5, 3],
    [1, 0, 7, 2],
    [1, 2, 3, 3],
    [2, 2, 1, 1],
    [2, 3, 4, 4],
    [3, 4, 6, X],
    [4, 5, X, X],
    [0, 5, 8, 8],
    [1, 5, 20, 20],
    [5, 3, 30, 1],
  ]);

  it('orders the nodes of a degenerate layout (all at one place) into a permutation', () => {
    const rank = nestedDissectionOrder(graph);
    expect([...rank].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('gives the Dijkstra optimum and valid paths between every pair, taking the least parallel edge', () => {
    const cch = buildCch(graph.nodeCount, graph.edgeFrom, graph.edgeTo, nestedDissectionOrder(graph));
    expect(cch.edgeArc[0]).toBe(cch.edgeArc[1]);
    expect(cch.edgeArc[3]).toBe(-1);
    const finder = new CchPathFinder(cch, customizeCch(cch, graph.weights), graph.weights);
    const { mismatches, reachable } = comparePathFinders(
      graph,
      new DijkstraPathFinder(graph, graph.weights),
      finder,
      300,
      3,
    );
    expect(mismatches).toEqual([]);
    expect(reachable).toBeGreaterThan(100);
  });
});
