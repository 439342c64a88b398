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
import { pruneCchMetric } from './prune-cch-metric.ts';

describe('pruned CCH metrics on a 22,500-node synthetic network', () => {
  let graph: RoutingGraph;
  let cch: Cch;
  beforeAll(async () => {
    const { network } = await extractNetwork(syntheticNetwork({ nodes: 22_500, seed: 5 }));
    graph = new RoutingGraph(buildGraph(network, { profiles: [] }));
    cch = buildCch(graph.nodeCount, graph.edgeFrom, graph.edgeTo, nestedDissectionOrder(graph));
  }, 30_000);

  it.each(['truck fastest', 'truck avoiding tolls'])(
    '%s: the Dijkstra optimum and a valid unpacked path on 1,000 random pairs',
    (name) => {
      const { weights } = optionMetrics(withTollsAndClearances({ ...graph })).find((m) => m.name === name)!;
      const basic = customizeCch(cch, weights);
      const pruned = pruneCchMetric(cch, basic);
      const closed = (metric: { up: Uint32Array }): number => metric.up.filter((w) => w === NO_ACCESS).length;
      expect(closed(pruned)).toBeGreaterThan(closed(basic));
      const finder = new CchPathFinder(cch, pruned, weights);
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
});
