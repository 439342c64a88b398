import { beforeAll, describe, expect, it } from 'vitest';
import { decodePolyline, valhallaRouteResponseSchema } from '@freight/core';
import type { ValhallaRouteResponse } from '@freight/core';
import { CchPathFinder } from '../cch/cch-path-finder.ts';
import { seededRandom } from '../cli/bench.ts';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { resolveCostingOptions } from '../costing/costing-options.ts';
import { extractNetwork } from '../extract/extract-network.ts';
import { buildGraph, profilesFor, standardCchMetrics } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { ChPathFinder } from '../query/ch-path-finder.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import { withTollsAndClearances } from '../test-support/option-metrics.ts';
import { isValhallaError } from '../trip/valhalla-error.ts';
import { EmbeddedRouter } from './embedded-router.ts';
import type { RouteAnswer, RouteQuery } from './route-query.ts';

function trip(answer: RouteAnswer): ValhallaRouteResponse {
  if (isValhallaError(answer)) throw new Error(`routing error ${answer.error_code}: ${answer.error}`);
  return valhallaRouteResponseSchema.parse(answer);
}

/** Time, length and toll flag of a route: what a user compares between two answers. */
function summary(answer: RouteAnswer): { time: number; length: number; has_toll: boolean } | number {
  if (isValhallaError(answer)) return answer.error_code;
  const { time, length, has_toll } = trip(answer).trip.summary;
  return { time, length, has_toll: has_toll === true };
}

/**
 * Asserts two answers are the same optimum: both errors with one code, or routes of the same toll flag
 * and the same time (length for `shortest`) within what the metric's rounding to 0.1 s (0.1 m) per edge
 * lets ties differ by — equal-weight routes may take other roads.
 */
function expectSameOptimum(actual: RouteAnswer, expected: RouteAnswer, shortest = false): void {
  const a = summary(actual);
  const b = summary(expected);
  if (typeof a === 'number' || typeof b === 'number') {
    expect(a).toEqual(b);
    return;
  }
  expect(a.has_toll).toBe(b.has_toll);
  if (shortest) expect(Math.abs(a.length - b.length)).toBeLessThanOrEqual(0.01 + b.length * 1e-3);
  else expect(Math.abs(a.time - b.time)).toBeLessThanOrEqual(1 + b.time * 1e-3);
}

/** Truck queries between two nodes of a graph made later (in `beforeAll`), with the given options. */
function truckQuery(
  graph: () => RoutingGraph,
): (from: number, to: number, options?: Record<string, unknown>) => RouteQuery {
  const at = (node: number): { lat: number; lon: number } => ({
    lat: graph().nodeLat[node]!,
    lon: graph().nodeLon[node]!,
  });
  return (from, to, options = {}) => ({
    locations: [at(from), at(to)],
    costing: 'truck',
    costing_options: { truck: options },
  });
}

/** Truck options of the product that no hierarchy of a truck-fastest graph was built for. */
const OPTIONS: [string, Record<string, unknown>][] = [
  ['avoiding tolls', { toll_booth_penalty: 1000 }],
  ['top_speed 40', { top_speed: 40 }],
  ['a 4.8 m truck', { height: 4.8 }],
  ['shortest', { shortest: true }],
];

describe('the router on a graph with a CCH (22,500-node synthetic network with tolls and clearances)', () => {
  let graph: RoutingGraph;
  let router: EmbeddedRouter;
  const pairs: [number, number][] = [];
  const query = truckQuery(() => graph);

  beforeAll(async () => {
    const { network, stats } = await extractNetwork(syntheticNetwork({ nodes: 22_500, seed: 5 }), {
      minComponentMeters: 0,
    });
    Object.assign(network, withTollsAndClearances(network));
    graph = new RoutingGraph(
      buildGraph(network, { profiles: profilesFor(['truck'], false), stats, cch: true }),
    );
    router = new EmbeddedRouter(graph);
    const random = seededRandom(17);
    while (pairs.length < 60) {
      pairs.push([Math.floor(random() * graph.nodeCount), Math.floor(random() * graph.nodeCount)]);
    }
  }, 60_000);

  it('stores the CCH with the graph and answers options outside the hierarchy with it', () => {
    expect(graph.cch?.nodeCount).toBe(graph.nodeCount);
    const truck = resolveCostingOptions('truck');
    expect(router.finderFor(truck)).toBeInstanceOf(ChPathFinder);
    expect(router.finderFor({ ...truck, tollBoothPenalty: 1000 })).toBeInstanceOf(CchPathFinder);
    expect(router.finderFor({ ...truck, topSpeed: 40 })).toBeInstanceOf(CchPathFinder);
    expect(router.finderFor({ ...truck, topSpeed: 40 }, true)).toBeInstanceOf(DijkstraPathFinder);
  });

  it.each(OPTIONS)('%s: the optimum of plain Dijkstra on 60 random pairs', (_name, options) => {
    for (const [from, to] of pairs) {
      const q = query(from, to, options);
      expectSameOptimum(
        router.route(q),
        router.route(q, { forceDijkstra: true }),
        options['shortest'] === true,
      );
    }
  });

  it('closes excluded locations for one query only, with the optimum of plain Dijkstra', () => {
    const avoid = { toll_booth_penalty: 1000 };
    let detours = 0;
    for (const [from, to] of pairs.slice(0, 30)) {
      const open = router.route(query(from, to, avoid));
      if (isValhallaError(open)) continue;
      const shape = trip(open).trip.legs[0]!.shape;
      const points = decodeSome(shape, 3);
      const q = { ...query(from, to, avoid), exclude_locations: points };
      const closed = router.route(q);
      expectSameOptimum(closed, router.route(q, { forceDijkstra: true }));
      if (!isValhallaError(closed) && trip(closed).trip.summary.time > trip(open).trip.summary.time)
        detours++;
      // the metric is put back: the open query answers as before
      expect(summary(router.route(query(from, to, avoid)))).toEqual(summary(open));
    }
    expect(detours).toBeGreaterThan(10);
  });

  it('offers alternates on the CCH: different routes, none over 1.3 × the best time', () => {
    let offered = 0;
    for (const [from, to] of pairs.slice(0, 20)) {
      const answer = router.route({ ...query(from, to, { toll_booth_penalty: 1000 }), alternates: 2 });
      if (isValhallaError(answer)) continue;
      const { trip: best, alternates } = trip(answer);
      for (const alternate of alternates) {
        offered++;
        expect(alternate.trip.legs[0]!.shape).not.toBe(best.legs[0]!.shape);
        expect(alternate.trip.summary.time).toBeLessThanOrEqual(best.summary.time * 1.3 + 1);
      }
    }
    expect(offered).toBeGreaterThan(10);
  });
});

describe('a graph with no hierarchy and its standard metrics customized at import', () => {
  let graph: RoutingGraph;
  let router: EmbeddedRouter;
  const query = truckQuery(() => graph);

  beforeAll(async () => {
    const { network, stats } = await extractNetwork(syntheticNetwork({ nodes: 10_000, seed: 3 }), {
      minComponentMeters: 0,
    });
    Object.assign(network, withTollsAndClearances(network));
    graph = new RoutingGraph(
      buildGraph(network, { profiles: [], cchMetrics: standardCchMetrics(['truck'], []), stats }),
    );
    router = new EmbeddedRouter(graph);
  }, 60_000);

  it('stores the truck fastest, shortest and avoid-tolls metrics, and queries them as stored', () => {
    expect([...graph.cchMetrics.keys()]).toEqual(['truck', 'truck-shortest', 'truck-avoid-tolls']);
    const truck = resolveCostingOptions('truck');
    const stored = (name: string) => graph.cchMetrics.get(name)!.metric;
    const metricOf = (options: typeof truck) => (router.finderFor(options) as CchPathFinder).metric;
    expect(metricOf(truck)).toBe(stored('truck'));
    expect(metricOf({ ...truck, shortest: true })).toBe(stored('truck-shortest'));
    expect(metricOf({ ...truck, tollBoothPenalty: 1000 })).toBe(stored('truck-avoid-tolls'));
    // any other option set is customized by the router itself
    const own = metricOf({ ...truck, tollBoothPenalty: 2000 });
    expect([...graph.cchMetrics.values()].map((m) => m.metric)).not.toContain(own);
  });

  it('routes on them as plain Dijkstra does, closes excluded locations in its own copy', () => {
    const random = seededRandom(5);
    const before = graph.cchMetrics.get('truck-avoid-tolls')!.metric.up.slice();
    for (let i = 0; i < 30; i++) {
      const from = Math.floor(random() * graph.nodeCount);
      const to = Math.floor(random() * graph.nodeCount);
      for (const options of [{}, { shortest: true }, { toll_booth_penalty: 1000 }]) {
        const q = query(from, to, options);
        expectSameOptimum(router.route(q), router.route(q, { forceDijkstra: true }), 'shortest' in options);
      }
      const open = router.route(query(from, to, { toll_booth_penalty: 1000 }));
      if (isValhallaError(open)) continue;
      const q = {
        ...query(from, to, { toll_booth_penalty: 1000 }),
        exclude_locations: decodeSome(trip(open).trip.legs[0]!.shape, 2),
      };
      expectSameOptimum(router.route(q), router.route(q, { forceDijkstra: true }));
    }
    // the stored metric, shared with the other threads, was never written
    expect(graph.cchMetrics.get('truck-avoid-tolls')!.metric.up).toEqual(before);
  });

  it('is warmed for an option set by one short route, and answers as before after it', () => {
    const warmed = new EmbeddedRouter(graph);
    const truck = resolveCostingOptions('truck');
    const routes: RouteQuery[] = [];
    const route = warmed.route.bind(warmed);
    warmed.route = (q, options) => (routes.push(q), route(q, options));
    warmed.warmUp({ costing: 'truck', costing_options: { truck: { toll_booth_penalty: 1000 } } });
    expect(routes).toHaveLength(1);
    expect(routes[0]!.locations).toHaveLength(2);
    // the stored avoid-tolls metric is ready, with the router's weights for it
    expect((warmed.finderFor({ ...truck, tollBoothPenalty: 1000 }) as CchPathFinder).metric).toBe(
      graph.cchMetrics.get('truck-avoid-tolls')!.metric,
    );
    const random = seededRandom(9);
    for (let i = 0; i < 10; i++) {
      const q = query(Math.floor(random() * graph.nodeCount), Math.floor(random() * graph.nodeCount), {
        toll_booth_penalty: 1000,
      });
      expect(warmed.route(q)).toEqual(router.route(q));
    }
    // an option set without a stored metric is customized by the warm-up
    expect(() => new EmbeddedRouter(graph).warmUp({ costing: 'auto' })).not.toThrow();
  });
});

/** `count` points spread along an encoded polyline (precision 6), its ends left out. */
function decodeSome(shape: string, count: number): { lat: number; lon: number }[] {
  const points = decodePolyline(shape);
  return Array.from({ length: count }, (_, i) => {
    const [lat, lon] = points[Math.floor(((i + 1) * points.length) / (count + 1))]!;
    return { lat, lon };
  });
}
