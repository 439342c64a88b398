import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { extractNetwork } from '../extract/extract-network.ts';
import { buildGraph } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import { comparePathFinders } from '../test-support/compare-path-finders.ts';
import { optionMetrics } from '../test-support/option-metrics.ts';
import type { Cch } from './build-cch.ts';
import { buildCch } from './build-cch.ts';
import { CchPathFinder } from './cch-path-finder.ts';
import { customizeCch } from './customize-cch.ts';
import { excludeCchEdges, restoreCchMetric } from './exclude-cch-edges.ts';
import { nestedDissectionOrder } from './nested-dissection-order.ts';

/** Every edge at 40 junctions spread over the graph (what `exclude_locations` on junctions close). */
function junctionEdges(graph: RoutingGraph): number[] {
  const edges = new Set<number>();
  for (let k = 1; k <= 40; k++) {
    const node = Math.floor((graph.nodeCount * k) / 41);
    for (let i = graph.nodeEdgeOffset[node]!; i < graph.nodeEdgeOffset[node + 1]!; i++)
      edges.add(graph.nodeEdges[i]!);
  }
  return [...edges];
}

function closing(weights: EdgeWeights, edges: readonly number[]): EdgeWeights {
  const forward = weights.forward.slice();
  const backward = weights.backward.slice();
  for (const e of edges) {
    forward[e] = NO_ACCESS;
    backward[e] = NO_ACCESS;
  }
  return { forward, backward };
}

describe('closing edges of a customized CCH on a 22,500-node synthetic network', () => {
  let graph: RoutingGraph;
  let cch: Cch;
  beforeAll(async () => {
    const { network } = await extractNetwork(syntheticNetwork({ nodes: 22_500, seed: 5 }));
    graph = new RoutingGraph(buildGraph(network, { profiles: [] }));
    cch = buildCch(graph.nodeCount, graph.edgeFrom, graph.edgeTo, nestedDissectionOrder(graph));
  }, 30_000);

  it('gives the Dijkstra optimum without the closed edges on 1,000 random pairs, and valid paths', () => {
    const { weights } = optionMetrics({ ...graph })[0]!;
    const metric = customizeCch(cch, weights);
    const edges = junctionEdges(graph);
    const undo = excludeCchEdges(cch, metric, weights, edges);
    expect(undo.arcs.length).toBeGreaterThan(0);
    const closed = closing(weights, edges);
    const { mismatches, reachable } = comparePathFinders(
      graph,
      new DijkstraPathFinder(graph, closed),
      new CchPathFinder(cch, metric, closed),
      1000,
    );
    expect(mismatches).toEqual([]);
    expect(reachable).toBeGreaterThan(900);
  });

  it('matches a full customization with the edges closed, and restores the open metric exactly', () => {
    const { weights } = optionMetrics({ ...graph })[0]!;
    const open = customizeCch(cch, weights);
    const metric = customizeCch(cch, weights);
    const edges = junctionEdges(graph);
    const undo = excludeCchEdges(cch, metric, weights, edges);
    const full = customizeCch(cch, closing(weights, edges));
    const differing = (a: Uint32Array, b: Uint32Array): number => a.filter((x, i) => x !== b[i]).length;
    expect(differing(metric.up, full.up) + differing(metric.down, full.down)).toBe(0);
    expect(differing(metric.up, open.up)).toBeGreaterThan(0);
    restoreCchMetric(metric, undo);
    expect(differing(metric.up, open.up) + differing(metric.down, open.down)).toBe(0);
  });
});
