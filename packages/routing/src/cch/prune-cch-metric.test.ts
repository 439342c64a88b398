import { beforeAll, describe, expect, it } from 'vitest';
import { expectDijkstraOptimum, metricNamed, syntheticCch } from '../test-support/cch-fixtures.ts';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import type { Cch } from './build-cch.ts';
import { CchPathFinder } from './cch-path-finder.ts';
import { customizeCch } from './customize-cch.ts';
import { pruneCchMetric } from './prune-cch-metric.ts';

describe('pruned CCH metrics on a 22,500-node synthetic network', () => {
  let graph: RoutingGraph;
  let cch: Cch;
  beforeAll(async () => {
    ({ graph, cch } = await syntheticCch());
  }, 30_000);

  it.each(['truck fastest', 'truck avoiding tolls'])(
    '%s: the Dijkstra optimum and a valid unpacked path on 1,000 random pairs',
    (name) => {
      const weights = metricNamed(graph, name);
      const basic = customizeCch(cch, weights);
      const pruned = pruneCchMetric(cch, basic);
      const closed = (metric: { up: Uint32Array }): number => metric.up.filter((w) => w === NO_ACCESS).length;
      expect(closed(pruned)).toBeGreaterThan(closed(basic));
      const finder = new CchPathFinder(cch, pruned, weights);
      expectDijkstraOptimum(graph, weights, finder, 900);
    },
  );
});
