import { beforeAll, describe, expect, it } from 'vitest';
import { cchOf, closing, expectDijkstraOptimum, metricNamed } from '../test-support/cch-fixtures.ts';
import { readOsmPbf } from '../extract/read-osm-pbf.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import { comparePathFinders } from '../test-support/compare-path-finders.ts';
import { optionMetrics } from '../test-support/option-metrics.ts';
import { sharedOsm } from '../test-support/shared-data.ts';
import type { Cch } from './build-cch.ts';
import { CchPathFinder } from './cch-path-finder.ts';
import { customizeCch } from './customize-cch.ts';
import { excludeCchEdges } from './exclude-cch-edges.ts';
import { pruneCchMetric } from './prune-cch-metric.ts';

const METRICS = [
  'truck fastest',
  'truck shortest',
  'truck avoiding tolls',
  'truck top_speed 40',
  'truck 4.8 m tall',
];

describe('CCH on brasil-rodovias.osm.pbf (toll booths and low clearances added)', () => {
  let graph: RoutingGraph;
  let cch: Cch;
  beforeAll(async () => {
    ({ graph, cch } = await cchOf(readOsmPbf(sharedOsm('brasil-rodovias'))));
  }, 60_000);

  it.each(METRICS)('%s: the Dijkstra optimum and a valid unpacked path on 1,000 random pairs', (name) => {
    const weights = metricNamed(graph, name);
    const finder = new CchPathFinder(cch, customizeCch(cch, weights), weights);
    expectDijkstraOptimum(graph, weights, finder, 500);
  });

  it.each(METRICS)(
    '%s, pruned metric: the Dijkstra optimum and a valid unpacked path on 1,000 random pairs',
    (name) => {
      const weights = metricNamed(graph, name);
      const finder = new CchPathFinder(cch, pruneCchMetric(cch, customizeCch(cch, weights)), weights);
      expectDijkstraOptimum(graph, weights, finder, 500);
    },
  );

  it('truck fastest with the roads at 40 junctions closed: the Dijkstra optimum on 1,000 random pairs (scratch shared with the open finder)', () => {
    const { weights } = optionMetrics({ ...graph })[0]!;
    const edges = new Set<number>();
    for (let k = 1; k <= 40; k++) {
      const node = Math.floor((graph.nodeCount * k) / 41);
      for (let i = graph.nodeEdgeOffset[node]!; i < graph.nodeEdgeOffset[node + 1]!; i++)
        edges.add(graph.nodeEdges[i]!);
    }
    const metric = customizeCch(cch, weights);
    const open = new CchPathFinder(cch, metric, weights);
    expect(comparePathFinders(graph, new DijkstraPathFinder(graph, weights), open, 100).mismatches).toEqual(
      [],
    );
    expect(excludeCchEdges(cch, metric, weights, [...edges]).arcs.length).toBeGreaterThan(0);
    const closed = closing(weights, edges);
    expectDijkstraOptimum(graph, closed, new CchPathFinder(cch, metric, closed, open.scratch), 500);
  });
});
