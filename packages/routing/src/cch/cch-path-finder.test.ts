import { beforeAll, describe, expect, it } from 'vitest';
import { expectDijkstraOptimum, metricNamed, syntheticCch } from '../test-support/cch-fixtures.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { SearchSpace } from '../query/search-space.ts';
import { optionMetrics } from '../test-support/option-metrics.ts';
import type { Cch } from './build-cch.ts';
import { CchPathFinder } from './cch-path-finder.ts';
import { customizeCch } from './customize-cch.ts';

describe('CCH queries on a 22,500-node synthetic network', () => {
  let graph: RoutingGraph;
  let cch: Cch;
  beforeAll(async () => {
    ({ graph, cch } = await syntheticCch());
  }, 30_000);

  it.each(['truck fastest', 'truck shortest'])(
    '%s: the Dijkstra optimum and a valid unpacked path on 1,000 random pairs',
    (name) => {
      const weights = metricNamed(graph, name);
      const finder = new CchPathFinder(cch, customizeCch(cch, weights), weights);
      expectDijkstraOptimum(graph, weights, finder, 900);
    },
  );

  it('finds no path where every road away from the source is closed', () => {
    const { weights } = optionMetrics({ ...graph })[0]!;
    const forward = weights.forward.slice();
    const backward = weights.backward.slice();
    const source = 100;
    for (let i = graph.nodeEdgeOffset[source]!; i < graph.nodeEdgeOffset[source + 1]!; i++) {
      const e = graph.nodeEdges[i]!;
      if (graph.edgeFrom[e] === source) forward[e] = 0xffffffff;
      if (graph.edgeTo[e] === source) backward[e] = 0xffffffff;
    }
    const closed = { forward, backward };
    const finder = new CchPathFinder(cch, customizeCch(cch, closed), closed);
    const fw = new SearchSpace(graph.nodeCount);
    const bw = new SearchSpace(graph.nodeCount);
    const seeds = (node: number): { node: number; weight: number; tag: number }[] => [
      { node, weight: 0, tag: 0 },
    ];
    expect(finder.search(seeds(source), seeds(5000), fw, bw)).toEqual({ best: Infinity, meet: -1 });
    fw.reset();
    bw.reset();
    expect(finder.search(seeds(5000), seeds(source), fw, bw).best).toBeLessThan(Infinity);
  });

  it('grows both trees to 1.3 × the optimum for alternatives, settling the nodes within it', () => {
    const weights = metricNamed(graph, 'truck fastest');
    const finder = new CchPathFinder(cch, customizeCch(cch, weights), weights);
    const fw = new SearchSpace(graph.nodeCount);
    const bw = new SearchSpace(graph.nodeCount);
    const seeds = (node: number): { node: number; weight: number; tag: number }[] => [
      { node, weight: 0, tag: 0 },
    ];
    const { best } = finder.search(seeds(17), seeds(20_017), fw, bw);
    expect(fw.settled).toEqual([]);
    fw.reset();
    bw.reset();
    const stretched = finder.search(seeds(17), seeds(20_017), fw, bw, { stretch: 1.3 });
    expect(stretched.best).toBe(best);
    const via = fw.settled.filter((v) => bw.isSettled[v] === 1);
    expect(via.length).toBeGreaterThan(2);
    for (const v of fw.settled) expect(fw.dist[v]).toBeLessThanOrEqual(1.3 * best);
    for (const v of bw.settled) expect(bw.dist[v]).toBeLessThanOrEqual(1.3 * best);
  });
});
