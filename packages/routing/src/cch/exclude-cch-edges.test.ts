import { beforeAll, describe, expect, it } from 'vitest';
import { closing, expectDijkstraOptimum, syntheticCch } from '../test-support/cch-fixtures.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { optionMetrics } from '../test-support/option-metrics.ts';
import type { Cch } from './build-cch.ts';
import { CchPathFinder } from './cch-path-finder.ts';
import { customizeCch } from './customize-cch.ts';
import { excludeCchEdges, restoreCchMetric } from './exclude-cch-edges.ts';

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

describe('closing edges of a customized CCH on a 22,500-node synthetic network', () => {
  let graph: RoutingGraph;
  let cch: Cch;
  beforeAll(async () => {
    ({ graph, cch } = await syntheticCch());
  }, 30_000);

  it('gives the Dijkstra optimum without the closed edges on 1,000 random pairs, and valid paths', () => {
    const { weights } = optionMetrics({ ...graph })[0]!;
    const metric = customizeCch(cch, weights);
    const edges = junctionEdges(graph);
    const undo = excludeCchEdges(cch, metric, weights, edges);
    expect(undo.arcs.length).toBeGreaterThan(0);
    const closed = closing(weights, edges);
    expectDijkstraOptimum(graph, closed, new CchPathFinder(cch, metric, closed), 900);
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
