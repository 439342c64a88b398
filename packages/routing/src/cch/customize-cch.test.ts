import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { extractNetwork } from '../extract/extract-network.ts';
import { buildGraph } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import { comparePathFinders } from '../test-support/compare-path-finders.ts';
import { optionMetrics, withTollsAndClearances } from '../test-support/option-metrics.ts';
import type { Cch } from './build-cch.ts';
import { buildCch } from './build-cch.ts';
import { CchPathFinder } from './cch-path-finder.ts';
import { customizeCch } from './customize-cch.ts';
import { nestedDissectionOrder } from './nested-dissection-order.ts';

describe('CCH customization for truck options on a 22,500-node synthetic network', () => {
  let graph: RoutingGraph;
  let cch: Cch;
  beforeAll(async () => {
    const { network } = await extractNetwork(syntheticNetwork({ nodes: 22_500, seed: 5 }));
    graph = new RoutingGraph(buildGraph(network, { profiles: [] }));
    cch = buildCch(graph.nodeCount, graph.edgeFrom, graph.edgeTo, nestedDissectionOrder(graph));
  }, 30_000);

  it.each(['truck avoiding tolls', 'truck top_speed 40', 'truck 4.8 m tall'])(
    '%s: the Dijkstra optimum and a valid unpacked path on 1,000 random pairs',
    (name) => {
      const { weights } = optionMetrics(withTollsAndClearances({ ...graph })).find((m) => m.name === name)!;
      const finder = new CchPathFinder(cch, customizeCch(cch, weights), weights);
      const { mismatches, reachable } = comparePathFinders(
        graph,
        new DijkstraPathFinder(graph, weights),
        finder,
        1000,
      );
      expect(mismatches).toEqual([]);
      expect(reachable).toBeGreaterThan(900);
    },
  );

  it('the tall truck metric closes roads the default truck may use', () => {
    const metrics = optionMetrics(withTollsAndClearances({ ...graph }));
    const fastest = metrics.find((m) => m.name === 'truck fastest')!.weights;
    const tall = metrics.find((m) => m.name === 'truck 4.8 m tall')!.weights;
    let closed = 0;
    for (let e = 0; e < graph.edgeCount; e++)
      if (tall.forward[e] === NO_ACCESS && fastest.forward[e] !== NO_ACCESS) closed++;
    expect(closed).toBeGreaterThan(0);
  });
});
