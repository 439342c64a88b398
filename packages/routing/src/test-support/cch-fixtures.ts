import { expect } from 'vitest';
import { buildCch } from '../cch/build-cch.ts';
import type { Cch } from '../cch/build-cch.ts';
import { nestedDissectionOrder } from '../cch/nested-dissection-order.ts';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import { extractNetwork } from '../extract/extract-network.ts';
import type { OsmEntity } from '../extract/osm-entity.ts';
import { buildGraph } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import type { PathFinder } from '../query/path-finder.ts';
import { comparePathFinders } from './compare-path-finders.ts';
import { optionMetrics, withTollsAndClearances } from './option-metrics.ts';

/** A road graph and its customizable hierarchy (nested-dissection order), as the CCH tests use them. */
export interface CchFixture {
  graph: RoutingGraph;
  cch: Cch;
}

/** The graph of `entities` (no hierarchy of its own) and its CCH. */
export async function cchOf(entities: AsyncIterable<OsmEntity> | Iterable<OsmEntity>): Promise<CchFixture> {
  const { network } = await extractNetwork(entities);
  const graph = new RoutingGraph(buildGraph(network, { profiles: [], cch: false }));
  return {
    graph,
    cch: buildCch(graph.nodeCount, graph.edgeFrom, graph.edgeTo, nestedDissectionOrder(graph)),
  };
}

/** The 22,500-node synthetic network (seed 5) of the CCH unit tests, and its CCH. */
export function syntheticCch(): Promise<CchFixture> {
  return cchOf(syntheticNetwork({ nodes: 22_500, seed: 5 }));
}

/** The weights of option metric `name` (`optionMetrics`) on `graph` with the test toll booths and clearances. */
export function metricNamed(graph: RoutingGraph, name: string): EdgeWeights {
  const metric = optionMetrics(withTollsAndClearances({ ...graph })).find((m) => m.name === name);
  if (!metric) throw new Error(`no option metric named ${name}`);
  return metric.weights;
}

/** `weights` with both directions of `edges` closed. */
export function closing(weights: EdgeWeights, edges: Iterable<number>): EdgeWeights {
  const forward = weights.forward.slice();
  const backward = weights.backward.slice();
  for (const e of edges) {
    forward[e] = NO_ACCESS;
    backward[e] = NO_ACCESS;
  }
  return { forward, backward };
}

/**
 * Asserts that `finder` gives the Dijkstra optimum under `weights` and a valid unpacked path on `pairs`
 * random queries (`comparePathFinders`), more than `minReachable` of them with a path.
 */
export function expectDijkstraOptimum(
  graph: RoutingGraph,
  weights: EdgeWeights,
  finder: PathFinder,
  minReachable: number,
  pairs = 1000,
): void {
  const { mismatches, reachable } = comparePathFinders(
    graph,
    new DijkstraPathFinder(graph, weights),
    finder,
    pairs,
  );
  expect(mismatches).toEqual([]);
  expect(reachable).toBeGreaterThan(minReachable);
}
