import { beforeAll, describe, expect, it } from 'vitest';
import { expectDijkstraOptimum, metricNamed, syntheticCch } from '../test-support/cch-fixtures.ts';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { optionMetrics, withTollsAndClearances } from '../test-support/option-metrics.ts';
import type { Cch } from './build-cch.ts';
import { CchPathFinder } from './cch-path-finder.ts';
import { customizeCch } from './customize-cch.ts';

describe('CCH customization for truck options on a 22,500-node synthetic network', () => {
  let graph: RoutingGraph;
  let cch: Cch;
  beforeAll(async () => {
    ({ graph, cch } = await syntheticCch());
  }, 30_000);

  it.each(['truck avoiding tolls', 'truck top_speed 40', 'truck 4.8 m tall'])(
    '%s: the Dijkstra optimum and a valid unpacked path on 1,000 random pairs',
    (name) => {
      const weights = metricNamed(graph, name);
      const finder = new CchPathFinder(cch, customizeCch(cch, weights), weights);
      expectDijkstraOptimum(graph, weights, finder, 900);
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
