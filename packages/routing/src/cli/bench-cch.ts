import { buildCch } from '../cch/build-cch.ts';
import type { Cch } from '../cch/build-cch.ts';
import { CchPathFinder } from '../cch/cch-path-finder.ts';
import { customizeCch } from '../cch/customize-cch.ts';
import type { CchMetric } from '../cch/customize-cch.ts';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import { excludeCchEdges, restoreCchMetric } from '../cch/exclude-cch-edges.ts';
import { nestedDissectionOrder } from '../cch/nested-dissection-order.ts';
import { pruneCchMetric } from '../cch/prune-cch-metric.ts';
import type { GraphData } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { ChPathFinder } from '../query/ch-path-finder.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import type { PathFinder, Seed } from '../query/path-finder.ts';
import { SearchSpace } from '../query/search-space.ts';
import { optionMetrics, withTollsAndClearances } from '../test-support/option-metrics.ts';
import { benchNodePairs, benchRecords, elapsed, percentiles, seededRandom } from './bench.ts';

function cchBytes(cch: Cch): number {
  return Object.values(cch).reduce<number>(
    (sum, value) => sum + (ArrayBuffer.isView(value) ? value.byteLength : 0),
    0,
  );
}

/**
 * Customizable contraction hierarchy benchmark on a built graph (its `profile` hierarchy is the
 * baseline): order and construction time and size, customization time per option metric (fastest only
 * above 200,000 nodes: every metric runs the same loop), distance and unpacked-path query p50/p95 next to the
 * hierarchy and plain Dijkstra in the same run (basic and pruned metric, {@link pruneCchMetric}), and closing 5 random edges (partial re-customization and
 * restore; a full query with them closed; 40 trials above 200,000 nodes). Yields each record as soon as it is measured.
 */
export function* benchCch(
  data: GraphData,
  label: string,
  pairs = 1000,
  profile = 'truck',
): Generator<Record<string, unknown>> {
  const graph = new RoutingGraph(data);
  const large = graph.nodeCount > 200_000;
  const { record, timings } = benchRecords(label);
  const rssBefore = process.memoryUsage().rss;
  let rank: Uint32Array | null = null;
  const orderMs = elapsed(() => (rank = nestedDissectionOrder(graph)));
  let cch: Cch | null = null;
  const buildMs = elapsed(() => (cch = buildCch(graph.nodeCount, graph.edgeFrom, graph.edgeTo, rank!)));
  const built = cch! as Cch;
  const depth = new Uint32Array(graph.nodeCount);
  let height = 0;
  for (let r = graph.nodeCount - 1; r >= 0; r--) {
    const parent = built.etParent[r]!;
    depth[r] = parent < 0 ? 1 : depth[parent]! + 1;
    height = Math.max(height, depth[r]!);
  }
  yield record('cch preprocessing', {
    nodes: graph.nodeCount,
    edges: graph.edgeCount,
    arcs: built.arcHead.length,
    eliminationTreeHeight: height,
    orderSeconds: Math.round(orderMs) / 1000,
    buildSeconds: Math.round(buildMs) / 1000,
    topologyMb: Math.round(cchBytes(built) / 1e5) / 10,
    rssGrowthMb: Math.round((process.memoryUsage().rss - rssBefore) / 1e5) / 10,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  });
  const metrics = optionMetrics(withTollsAndClearances({ ...graph })).filter(
    (m) => !large || m.name === 'truck fastest',
  );
  const customized: { name: string; weights: EdgeWeights; metric: CchMetric }[] = [];
  for (const m of metrics) {
    if (!large) customizeCch(built, m.weights);
    let metric: CchMetric | null = null;
    const ms = elapsed(() => (metric = customizeCch(built, m.weights)));
    yield record(`cch customization ${m.name}`, {
      seconds: Math.round(ms) / 1000,
      metricMb: Math.round((built.arcHead.length * 8) / 1e5) / 10,
    });
    customized.push({ ...m, metric: metric! });
  }
  const nodePairs = benchNodePairs(graph.nodeCount, pairs);
  const forward = new SearchSpace(graph.nodeCount);
  const backward = new SearchSpace(graph.nodeCount);
  const distance = (finder: PathFinder, s: number, t: number, unpack = false): number => {
    forward.reset();
    backward.reset();
    const seeds = (node: number): Seed[] => [{ node, weight: 0, tag: 0 }];
    const { best, meet } = finder.search(seeds(s), seeds(t), forward, backward);
    if (unpack && meet >= 0) {
      const out: number[] = [];
      for (let node = meet; forward.parent[node]! >= 0; node = finder.arcTail(forward.parent[node]!))
        finder.unpack(forward.parent[node]!, out);
      for (let node = meet; backward.parent[node]! >= 0; node = finder.arcHead(backward.parent[node]!))
        finder.unpack(backward.parent[node]!, out);
    }
    return best;
  };
  const timed = (finder: PathFinder, unpack = false): number[] => {
    for (const [s, t] of nodePairs.slice(0, 20)) distance(finder, s, t, unpack);
    return nodePairs.map(([s, t]) => elapsed(() => distance(finder, s, t, unpack)));
  };
  const fastest = customized.find((m) => m.name === 'truck fastest')!;
  let pruned: CchMetric | null = null;
  const pruneMs = elapsed(() => (pruned = pruneCchMetric(built, fastest.metric)));
  let closedArcs = 0;
  for (let a = 0; a < built.arcHead.length; a++) {
    if (pruned!.up[a] === NO_ACCESS && fastest.metric.up[a] !== NO_ACCESS) closedArcs++;
    if (pruned!.down[a] === NO_ACCESS && fastest.metric.down[a] !== NO_ACCESS) closedArcs++;
  }
  yield record('cch perfect customization + pruning truck fastest', {
    seconds: Math.round(pruneMs) / 1000,
    closedArcDirections: closedArcs,
  });
  const prunedFinder = new CchPathFinder(built, pruned!, fastest.weights);
  const contracted = graph.profiles.get(profile);
  if (contracted) {
    const chFinder = new ChPathFinder(contracted.ch, contracted.weights);
    const cchFinder = new CchPathFinder(built, fastest.metric, fastest.weights);
    let disagreements = 0;
    for (const [s, t] of nodePairs)
      if (distance(chFinder, s, t) !== distance(cchFinder, s, t)) disagreements++;
    yield record('cch vs ch distance disagreements', { pairs, value: disagreements });
    yield timings('ch distance ms', timed(chFinder));
    yield timings('ch distance + unpack ms', timed(chFinder, true));
  }
  for (const m of customized.filter((c) => c.name === 'truck fastest' || c.name === 'truck avoiding tolls')) {
    const finder = new CchPathFinder(built, m.metric, m.weights);
    yield timings(`cch ${m.name} distance ms`, timed(finder));
    yield timings(`cch ${m.name} distance + unpack ms`, timed(finder, true));
  }
  yield timings('cch pruned truck fastest distance ms', timed(prunedFinder));
  yield timings('cch pruned truck fastest distance + unpack ms', timed(prunedFinder, true));
  const dijkstra = new DijkstraPathFinder(graph, fastest.weights);
  const baseline = nodePairs.slice(0, large ? 100 : pairs);
  yield timings(
    'dijkstra distance ms',
    baseline.map(([s, t]) => elapsed(() => distance(dijkstra, s, t))),
  );
  const shared = new CchPathFinder(built, fastest.metric, fastest.weights);
  const random = seededRandom(11);
  const excludeTimes: number[] = [];
  const restoreTimes: number[] = [];
  const excludedQueryTimes: number[] = [];
  const changedArcs: number[] = [];
  for (const [s, t] of nodePairs.slice(0, large ? 40 : 200)) {
    const edges = Array.from({ length: 5 }, () => Math.floor(random() * graph.edgeCount));
    const closed = { forward: fastest.weights.forward.slice(), backward: fastest.weights.backward.slice() };
    for (const e of edges) {
      closed.forward[e] = NO_ACCESS;
      closed.backward[e] = NO_ACCESS;
    }
    let undo = excludeCchEdges(built, fastest.metric, fastest.weights, edges);
    changedArcs.push(undo.arcs.length);
    restoreTimes.push(elapsed(() => restoreCchMetric(fastest.metric, undo)));
    excludeTimes.push(elapsed(() => (undo = excludeCchEdges(built, fastest.metric, fastest.weights, edges))));
    restoreCchMetric(fastest.metric, undo);
    excludedQueryTimes.push(
      elapsed(() => {
        undo = excludeCchEdges(built, fastest.metric, fastest.weights, edges);
        distance(new CchPathFinder(built, fastest.metric, closed, shared.scratch), s, t, true);
        restoreCchMetric(fastest.metric, undo);
      }),
    );
  }
  yield timings('cch exclude 5 edges (partial re-customization) ms', excludeTimes);
  yield timings('cch restore after exclusion ms', restoreTimes);
  yield record('cch arcs changed by excluding 5 edges', percentiles(changedArcs));
  yield timings('cch exclude 5 edges + distance + unpack + restore ms', excludedQueryTimes);
}
