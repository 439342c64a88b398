import { EmbeddedRouter } from '../engine/embedded-router.ts';
import type { GraphData } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import { ChPathFinder } from '../query/ch-path-finder.ts';
import { SearchSpace } from '../query/search-space.ts';
import type { RouteQuery } from '../engine/route-query.ts';

/** p50 and p95 in milliseconds of a list of timings. */
export function percentiles(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number): number =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 1000) / 1000;
  return { p50: at(0.5), p95: at(0.95) };
}

/** A linear congruential generator: the same sequence from the same seed in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The benchmark's `pairs` pseudo-random node pairs (seed 7), the same in every run and every bench. */
export function benchNodePairs(nodeCount: number, pairs: number): (readonly [number, number])[] {
  const random = seededRandom(7);
  return Array.from(
    { length: pairs },
    () => [Math.floor(random() * nodeCount), Math.floor(random() * nodeCount)] as const,
  );
}

/** Milliseconds `run` takes. */
export function elapsed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** Record makers of one bench: `record(measure, fields)`, and `timings(measure, ms)` with p50 / p95. */
export function benchRecords(label: string): {
  record: (measure: string, fields: Record<string, unknown>) => Record<string, unknown>;
  timings: (measure: string, times: number[]) => Record<string, unknown>;
} {
  const record = (measure: string, fields: Record<string, unknown>): Record<string, unknown> => ({
    bench: label,
    measure,
    ...fields,
  });
  return {
    record,
    timings: (measure, times) => record(measure, { pairs: times.length, ...percentiles(times) }),
  };
}

/**
 * Query benchmark on a built graph: for `pairs` pseudo-random node pairs, timings of the distance-only
 * contraction-hierarchy query, the full route (geometry and maneuvers), the route with 2 alternates, and
 * the same by plain bidirectional Dijkstra, and the speed-ups (Dijkstra p50 / hierarchy p50) of the
 * distance query and of the full route measured in the same run. Returns one record per measurement.
 */
export function benchQueries(
  data: GraphData,
  label: string,
  pairs = 1000,
  profile = 'truck',
): Record<string, unknown>[] {
  const graph = new RoutingGraph(data);
  const router = new EmbeddedRouter(graph);
  const contracted = graph.profiles.get(profile)!;
  const ch = new ChPathFinder(contracted.ch, contracted.weights);
  const dijkstra = new DijkstraPathFinder(graph, contracted.weights);
  const forward = new SearchSpace(graph.nodeCount);
  const backward = new SearchSpace(graph.nodeCount);
  const nodePairs = benchNodePairs(graph.nodeCount, pairs);
  const distance = (finder: ChPathFinder | DijkstraPathFinder, s: number, t: number): number => {
    forward.reset();
    backward.reset();
    return finder.search(
      [{ node: s, weight: 0, tag: 0 }],
      [{ node: t, weight: 0, tag: 0 }],
      forward,
      backward,
    ).best;
  };
  const query = (s: number, t: number, alternates: number): RouteQuery => ({
    locations: [
      { lat: graph.nodeLat[s]!, lon: graph.nodeLon[s]! },
      { lat: graph.nodeLat[t]!, lon: graph.nodeLon[t]! },
    ],
    costing: contracted.profile.costing,
    alternates,
  });
  const results: Record<string, unknown>[] = [];
  const record = (name: string, times: number[]): void => {
    results.push({ bench: label, measure: name, pairs: times.length, ...percentiles(times) });
  };
  record(
    'ch distance ms',
    nodePairs.map(([s, t]) => elapsed(() => distance(ch, s, t))),
  );
  record(
    'ch full route ms',
    nodePairs.map(([s, t]) => elapsed(() => router.route(query(s, t, 0)))),
  );
  const found = [0, 0, 0];
  record(
    'ch route + 2 alternates ms',
    nodePairs.map(([s, t]) =>
      elapsed(() => {
        const answer = router.route(query(s, t, 2));
        if ('alternates' in answer) found[Math.min(2, answer.alternates.length)]!++;
      }),
    ),
  );
  results.push({ bench: label, measure: 'alternates found (0 / 1 / 2)', value: found });
  const baselinePairs = nodePairs.slice(0, Math.min(pairs, graph.nodeCount > 200_000 ? 200 : pairs));
  record(
    'dijkstra distance ms',
    baselinePairs.map(([s, t]) => elapsed(() => distance(dijkstra, s, t))),
  );
  record(
    'dijkstra full route ms',
    baselinePairs.map(([s, t]) => elapsed(() => router.route(query(s, t, 0), { forceDijkstra: true }))),
  );
  const p50 = (measure: string): number => results.find((r) => r['measure'] === measure)!['p50'] as number;
  const ratio = (measure: string, baseline: string, contracted: string): void => {
    results.push({
      bench: label,
      measure,
      baselineP50: p50(baseline),
      p50: p50(contracted),
      value: Math.round(p50(baseline) / Math.max(p50(contracted), 1e-6)),
    });
  };
  ratio('speed-up p50 (dijkstra / ch distance)', 'dijkstra distance ms', 'ch distance ms');
  ratio('speed-up p50 (dijkstra / ch full route)', 'dijkstra full route ms', 'ch full route ms');
  return results;
}
