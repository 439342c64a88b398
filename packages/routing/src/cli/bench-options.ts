import { decodePolyline } from '@freight/core';
import { resolveCostingOptions } from '../costing/costing-options.ts';
import { EmbeddedRouter } from '../engine/embedded-router.ts';
import type { RouteQuery } from '../engine/route-query.ts';
import type { GraphData } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { isValhallaError } from '../trip/valhalla-error.ts';
import { benchNodePairs, benchRecords, elapsed, percentiles } from './bench.ts';

/** Truck options outside a truck-fastest hierarchy that the product sends, by bench name. */
const OPTION_SETS: [string, Record<string, unknown>][] = [
  ['avoid-tolls', { toll_booth_penalty: 1000 }],
  ['top_speed 60', { top_speed: 60 }],
  ['4.8 m truck', { height: 4.8 }],
];

/**
 * Routes with the product's options no hierarchy was built for, through the router as the server calls
 * it (snapping, search, geometry and maneuvers): the customization of each option set on the graph's CCH
 * (its first query), full routes for `pairs` node pairs, the avoid-tolls routes again on a pruned metric,
 * avoid-tolls with 2 alternates, avoid-tolls with 3 `exclude_locations` on its own route (as the server's
 * toll avoidance sends them), and the same avoid-tolls routes by plain Dijkstra (the fallback before the
 * CCH) in the same run, with the ratio of the p50s and the resident memory after the customizations.
 * Yields each record as soon as it is measured.
 */
export function* benchOptionRoutes(
  data: GraphData,
  label: string,
  pairs = 1000,
): Generator<Record<string, unknown>> {
  const graph = new RoutingGraph(data);
  if (!graph.cch) return;
  const router = new EmbeddedRouter(graph);
  const large = graph.nodeCount > 200_000;
  const nodePairs = benchNodePairs(graph.nodeCount, large ? Math.min(pairs, 200) : pairs);
  const { record, timings } = benchRecords(label);
  const query = (s: number, t: number, options: Record<string, unknown>, alternates = 0): RouteQuery => ({
    locations: [
      { lat: graph.nodeLat[s]!, lon: graph.nodeLon[s]! },
      { lat: graph.nodeLat[t]!, lon: graph.nodeLon[t]! },
    ],
    costing: 'truck',
    costing_options: { truck: options },
    alternates,
  });
  const rssMb = (): number => Math.round(process.memoryUsage().rss / 2 ** 20);
  const p50s = new Map<string, number>();
  for (const [name, options] of OPTION_SETS) {
    const before = rssMb();
    const truck = resolveCostingOptions('truck', options);
    const seconds = elapsed(() => router.finderFor(truck)) / 1000;
    yield record(`cch customize ${name}`, {
      seconds: Math.round(seconds * 1000) / 1000,
      rssGrowthMb: rssMb() - before,
      rssMb: rssMb(),
    });
    const times = nodePairs.map(([s, t]) => elapsed(() => router.route(query(s, t, options))));
    p50s.set(name, percentiles(times).p50);
    yield timings(`cch ${name} full route ms`, times);
  }
  const avoid = OPTION_SETS[0]![1];
  {
    // the same avoid-tolls routes on a pruned metric (`pruneCchMetrics`): twice the memory and time
    const prunedRouter = new EmbeddedRouter(graph, { pruneCchMetrics: true });
    const before = rssMb();
    const seconds = elapsed(() => prunedRouter.finderFor(resolveCostingOptions('truck', avoid))) / 1000;
    yield record('cch customize avoid-tolls, pruned metric', {
      seconds: Math.round(seconds * 1000) / 1000,
      rssGrowthMb: rssMb() - before,
    });
    yield timings(
      'cch avoid-tolls full route ms, pruned metric',
      nodePairs.map(([s, t]) => elapsed(() => prunedRouter.route(query(s, t, avoid)))),
    );
  }
  const found = [0, 0, 0];
  yield timings(
    'cch avoid-tolls route + 2 alternates ms',
    nodePairs.map(([s, t]) =>
      elapsed(() => {
        const answer = router.route(query(s, t, avoid, 2));
        if (!isValhallaError(answer)) found[Math.min(2, answer.alternates.length)]!++;
      }),
    ),
  );
  yield record('cch avoid-tolls alternates found (0 / 1 / 2)', { value: found });
  const excluding: RouteQuery[] = [];
  for (const [s, t] of nodePairs) {
    const open = router.route(query(s, t, avoid));
    if (isValhallaError(open)) continue;
    const points = decodePolyline(open.trip.legs[0]!.shape);
    const exclude = [1, 2, 3].map((i) => {
      const [lat, lon] = points[Math.floor((i * points.length) / 4)]!;
      return { lat, lon };
    });
    excluding.push({ ...query(s, t, avoid), exclude_locations: exclude });
  }
  const excludeTimes = excluding.map((q) => elapsed(() => router.route(q)));
  yield timings('cch avoid-tolls + 3 exclude_locations full route ms', excludeTimes);
  const baseline = nodePairs.slice(0, large ? 100 : nodePairs.length);
  const dijkstra = baseline.map(([s, t]) =>
    elapsed(() => router.route(query(s, t, avoid), { forceDijkstra: true })),
  );
  yield timings('dijkstra avoid-tolls full route ms', dijkstra);
  const dijkstraExcluding = excluding
    .slice(0, baseline.length)
    .map((q) => elapsed(() => router.route(q, { forceDijkstra: true })));
  yield timings('dijkstra avoid-tolls + 3 exclude_locations full route ms', dijkstraExcluding);
  const ratio = (measure: string, baselineP50: number, p50: number): Record<string, unknown> =>
    record(measure, { baselineP50, p50, value: Math.round((baselineP50 / Math.max(p50, 1e-6)) * 10) / 10 });
  yield ratio(
    'speed-up p50 (dijkstra / cch avoid-tolls full route)',
    percentiles(dijkstra).p50,
    p50s.get('avoid-tolls')!,
  );
  yield ratio(
    'speed-up p50 (dijkstra / cch exclude_locations full route)',
    percentiles(dijkstraExcluding).p50,
    percentiles(excludeTimes).p50,
  );
  yield record('memory after the option routes', {
    rssMb: rssMb(),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  });
}
