import { haversineDistance } from '@freight/core';
import type { ValhallaLeg, ValhallaRouteResponse, ValhallaTrip } from '@freight/core';
import { CchPathFinder } from '../cch/cch-path-finder.ts';
import { CchQueryScratch } from '../cch/cch-query-scratch.ts';
import { customizeCch } from '../cch/customize-cch.ts';
import type { CchMetric } from '../cch/customize-cch.ts';
import { excludeCchEdges, restoreCchMetric } from '../cch/exclude-cch-edges.ts';
import { pruneCchMetric } from '../cch/prune-cch-metric.ts';
import { DEFAULT_COSTING, isCosting } from '../costing/costing.ts';
import type { Costing } from '../costing/costing.ts';
import { DEFAULT_DIMENSIONS, resolveCostingOptions } from '../costing/costing-options.ts';
import type { CostingOptions } from '../costing/costing-options.ts';
import { edgeSpeed } from '../costing/edge-speed.ts';
import { NO_ACCESS, edgeWeights } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import { NODE_TOLL } from '../extract/road-network.ts';
import { FLAG_TOLL } from '../extract/way-attributes.ts';
import { profileOptions } from '../contract/contract-profile.ts';
import { profileName } from '../graph/build-graph.ts';
import type { RoutingGraph, StoredCchMetric } from '../graph/routing-graph.ts';
import { findAlternatives } from '../query/alternatives.ts';
import { excludedEdges } from '../query/excluded-edges.ts';
import type { CancelToken } from '../query/cancel-token.ts';
import { throwIfCancelled } from '../query/cancel-token.ts';
import { ChPathFinder } from '../query/ch-path-finder.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import { findRoute } from '../query/find-route.ts';
import type { PathFinder } from '../query/path-finder.ts';
import type { PathPiece, RoutePath } from '../query/route-path.ts';
import { SearchSpace } from '../query/search-space.ts';
import { snapLocation } from '../query/snap.ts';
import type { SnapCandidate } from '../query/snap.ts';
import { buildLeg } from '../trip/build-leg.ts';
import { valhallaError } from '../trip/valhalla-error.ts';
import type { RouteAnswer, RouteQuery } from './route-query.ts';

/** Limits of the embedded engine (Valhalla's service limits for these costings). */
export interface RouterLimits {
  /** Longest sum of straight-line distances between successive locations, km (default 5000). */
  maxDistanceKm: number;
  /** Most locations per query (default 20). */
  maxLocations: number;
  /** Most alternates per query (default 2). */
  maxAlternates: number;
}

const DEFAULT_LIMITS: RouterLimits = { maxDistanceKm: 5000, maxLocations: 20, maxAlternates: 2 };

const KM_PER_MILE = 1.609344;

/** Limits of the router and how it customizes the CCH. */
export type RouterSettings = Partial<RouterLimits> & {
  /**
   * Query the CCH metrics a router customizes after pruning them (`pruneCchMetric`: faster distance
   * queries, for about twice the customization time and memory); default false, as on the Brazil-size
   * graph full routes took the same time either way (decision 308). Closed-edge queries and stored
   * metrics always use the basic metric.
   */
  pruneCchMetrics?: boolean;
};

/** Metrics customized on the CCH that a router keeps (each a few hundred MB at country size). */
const CCH_METRICS_KEPT = 4;

/**
 * A metric customized on the graph's CCH: its edge weights, the finder of its queries (on the pruned
 * metric, or the basic one), and the basic metric and finder that `exclude_locations` closes edges in
 * for the query's time — this router's own copy when the basic metric is the graph's stored one, which
 * other threads read.
 */
interface CchCustomization {
  weights: EdgeWeights;
  finder: CchPathFinder;
  /** The basic metric this router may write (made on the first closed-edge query for a stored one). */
  closable: () => { basic: CchMetric; basicFinder: CchPathFinder };
}

/** Per-query options of {@link EmbeddedRouter.route}. */
export interface RouteOptions {
  /** Plain bidirectional Dijkstra even when a hierarchy or the CCH fits (baseline, checks). */
  forceDijkstra?: boolean;
  /**
   * Polled between stages and every few hundred settled nodes of every search; once cancelled, `route`
   * throws a `QueryCancelledError` instead of finishing the query.
   */
  cancel?: CancelToken;
}

/**
 * Answers route queries over a loaded graph in the calling thread (a caller's worker threads each run
 * one over the graph's shared arrays, as the server's route workers do). Uses the contraction hierarchy of
 * the costing when the options match the one it was built for; otherwise the graph's customizable
 * contraction hierarchy (CCH) customized for the options (kept for the next queries), with
 * `exclude_locations` closed by a partial re-customization undone after the query; and bidirectional
 * Dijkstra over freshly computed weights only when the graph has no CCH.
 */
export class EmbeddedRouter {
  private readonly spaces: SearchSpace[];
  private readonly chFinders = new Map<string, ChPathFinder>();
  private readonly customFinders = new Map<string, DijkstraPathFinder>();
  private readonly cchMetrics = new Map<string, CchCustomization>();
  private cchScratch: CchQueryScratch | null = null;
  private readonly pruneCchMetrics: boolean;
  private readonly hasToll: boolean;
  private readonly maxClassSpeed = new Map<Costing, number>();
  /** Per costing, height and weight: whether they close the same edges as the costing's defaults. */
  private readonly sameClosures = new Map<string, boolean>();
  private readonly limits: RouterLimits;

  constructor(
    readonly graph: RoutingGraph,
    settings: RouterSettings = {},
  ) {
    const { pruneCchMetrics, ...limits } = settings;
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.pruneCchMetrics = pruneCchMetrics ?? false;
    this.spaces = Array.from({ length: 4 }, () => new SearchSpace(graph.nodeCount));
    this.hasToll =
      graph.nodeFlags.some((f) => (f & NODE_TOLL) !== 0) ||
      graph.edgeFlags.some((f) => (f & FLAG_TOLL) !== 0);
  }

  /**
   * Readies the router for queries with `options` (a costing and its options, as a query gives them): one
   * short route between the ends of the graph's first edge, whose answer is dropped. The first query on
   * a metric pays for its edge weights and for the search code's first, unoptimised run — about 2 s on a
   * CCH at Brazil size, 12 ms afterwards — so a server warms its routers before taking requests.
   *
   * @example router.warmUp({ costing: 'truck', costing_options: { truck: { toll_booth_penalty: 1000 } } });
   */
  warmUp(options: Pick<RouteQuery, 'costing' | 'costing_options'>): void {
    if (this.graph.edgeCount === 0) return;
    const ends = [this.graph.edgeFrom[0]!, this.graph.edgeTo[0]!];
    this.route({
      ...options,
      locations: ends.map((node) => ({ lat: this.graph.nodeLat[node]!, lon: this.graph.nodeLon[node]! })),
    });
  }

  /**
   * The path finder for a costing's options: the hierarchy when compatible, else the CCH customized for
   * them, else (no CCH, or `forceDijkstra`) Dijkstra.
   */
  finderFor(options: CostingOptions, forceDijkstra = false): PathFinder {
    const name = profileName(options.costing, options.shortest);
    const contracted = this.graph.profiles.get(name);
    if (contracted && !forceDijkstra && this.matchesProfile(options)) {
      let finder = this.chFinders.get(name);
      if (!finder) {
        finder = new ChPathFinder(contracted.ch, contracted.weights);
        this.chFinders.set(name, finder);
      }
      return finder;
    }
    if (this.graph.cch && !forceDijkstra) return this.cchCustomization(options).finder;
    const key = JSON.stringify(options);
    let finder = this.customFinders.get(key);
    if (!finder) {
      finder = new DijkstraPathFinder(this.graph, edgeWeights(this.graph, options));
      if (this.customFinders.size >= 4) this.customFinders.delete(this.customFinders.keys().next().value!);
      this.customFinders.set(key, finder);
    }
    return finder;
  }

  /**
   * The Dijkstra path finder for a costing's options with `excluded` edges closed in both directions
   * (`exclude_locations`); cached with the other custom metrics.
   */
  private excludingFinder(options: CostingOptions, excluded: readonly number[]): PathFinder {
    const key = `${JSON.stringify(options)}#${excluded.join(',')}`;
    let finder = this.customFinders.get(key);
    if (!finder) {
      const weights = edgeWeights(this.graph, options);
      for (const edge of excluded) {
        weights.forward[edge] = NO_ACCESS;
        weights.backward[edge] = NO_ACCESS;
      }
      finder = new DijkstraPathFinder(this.graph, weights);
      if (this.customFinders.size >= 4) this.customFinders.delete(this.customFinders.keys().next().value!);
      this.customFinders.set(key, finder);
    }
    return finder;
  }

  /**
   * The CCH customized for a costing's options: the graph's stored customization when the options are
   * those of a stored standard metric (`cchMetrics`), else computed on first use (basic customization,
   * and the pruned query metric with `pruneCchMetrics`); kept, the {@link CCH_METRICS_KEPT} most
   * recently used.
   */
  private cchCustomization(options: CostingOptions): CchCustomization {
    const cch = this.graph.cch!;
    const stored = this.storedCchMetric(options);
    const standard = stored !== undefined;
    const key = standard ? `stored ${stored.profile.name}` : JSON.stringify(options);
    let entry = this.cchMetrics.get(key);
    if (entry) {
      this.cchMetrics.delete(key);
      this.cchMetrics.set(key, entry);
      return entry;
    }
    const scratch = (this.cchScratch ??= new CchQueryScratch(cch.nodeCount));
    const weights = edgeWeights(this.graph, standard ? profileOptions(stored.profile) : options);
    if (standard) {
      let own: { basic: CchMetric; basicFinder: CchPathFinder } | null = null;
      entry = {
        weights,
        finder: new CchPathFinder(cch, stored.metric, weights, scratch),
        closable: () => {
          if (!own) {
            const basic = { up: stored.metric.up.slice(), down: stored.metric.down.slice() };
            own = { basic, basicFinder: new CchPathFinder(cch, basic, weights, scratch) };
          }
          return own;
        },
      };
    } else {
      const basic = customizeCch(cch, weights);
      const basicFinder = new CchPathFinder(cch, basic, weights, scratch);
      entry = {
        weights,
        finder: this.pruneCchMetrics
          ? new CchPathFinder(cch, pruneCchMetric(cch, basic), weights, scratch)
          : basicFinder,
        closable: () => ({ basic, basicFinder }),
      };
    }
    if (this.cchMetrics.size >= CCH_METRICS_KEPT)
      this.cchMetrics.delete(this.cchMetrics.keys().next().value!);
    this.cchMetrics.set(key, entry);
    return entry;
  }

  /** The graph's stored CCH metric whose weights `options` give, if any. */
  private storedCchMetric(options: CostingOptions): StoredCchMetric | undefined {
    for (const stored of this.graph.cchMetrics.values()) {
      const { profile } = stored;
      if (profile.costing !== options.costing || profile.shortest !== options.shortest) continue;
      if (this.matchesProfile(options, profileOptions(profile).tollBoothPenalty)) return stored;
    }
    return undefined;
  }

  /**
   * Whether `options` give the same weights as the costing's defaults with toll penalty `penalty`: the
   * same penalty (or none matters: no tolls), a `top_speed` no class exceeds, dimensions that close the
   * same edges.
   */
  private matchesProfile(options: CostingOptions, penalty = 0): boolean {
    if (options.tollBoothPenalty !== penalty && this.hasToll) return false;
    if (!options.shortest && options.topSpeed < this.classSpeedCap(options.costing)) return false;
    const defaults = DEFAULT_DIMENSIONS[options.costing];
    if (options.height === defaults.height && options.weight === defaults.weight) return true;
    const key = `${options.costing}|${options.height}|${options.weight}`;
    let same = this.sameClosures.get(key);
    if (same === undefined) {
      same = this.closesSameEdges(options.height, options.weight, defaults.height, defaults.weight);
      if (this.sameClosures.size >= 64) this.sameClosures.clear();
      this.sameClosures.set(key, same);
    }
    return same;
  }

  /** Whether a vehicle of `height` × `weight` is kept off the same edges as one of the default dimensions. */
  private closesSameEdges(
    height: number,
    weight: number,
    defaultHeight: number,
    defaultWeight: number,
  ): boolean {
    const { edgeMaxheight, edgeMaxweight } = this.graph;
    for (let e = 0; e < this.graph.edgeCount; e++) {
      const h = edgeMaxheight[e]!;
      const w = edgeMaxweight[e]!;
      if (h > 0 && h < height !== h < defaultHeight) return false;
      if (w > 0 && w < weight !== w < defaultWeight) return false;
    }
    return true;
  }

  private classSpeedCap(costing: Costing): number {
    let cap = this.maxClassSpeed.get(costing);
    if (cap === undefined) {
      cap = 0;
      for (let e = 0; e < this.graph.edgeCount; e++)
        cap = Math.max(cap, edgeSpeed(this.graph, e, costing, Infinity));
      this.maxClassSpeed.set(costing, cap);
    }
    return cap;
  }

  /**
   * Routes a Valhalla `/route` query; answers a Valhalla route response or error body. Throws a
   * `QueryCancelledError` when `options.cancel` is cancelled before it is done.
   */
  route(query: RouteQuery, options: RouteOptions = {}): RouteAnswer {
    const cancel = options.cancel;
    throwIfCancelled(cancel);
    const locations = Array.isArray(query.locations) ? query.locations : [];
    if (locations.length < 2) return valhallaError(120);
    if (locations.length > this.limits.maxLocations) return valhallaError(150);
    const costingName = query.costing ?? DEFAULT_COSTING;
    if (!isCosting(costingName)) return valhallaError(125);
    const costing = resolveCostingOptions(costingName, query.costing_options?.[costingName] ?? {});
    let crowFly = 0;
    for (let i = 1; i < locations.length; i++) {
      const a = locations[i - 1]!;
      const b = locations[i]!;
      crowFly += haversineDistance({ lat: a.lat, lng: a.lon }, { lat: b.lat, lng: b.lon });
    }
    if (crowFly / 1000 > this.limits.maxDistanceKm) return valhallaError(154);
    let finder = this.finderFor(costing, options.forceDijkstra);
    if (Array.isArray(query.exclude_locations) && query.exclude_locations.length > 0) {
      const excluded = excludedEdges(this.graph, finder.weights, query.exclude_locations);
      if (excluded.length > 0) {
        if (!this.graph.cch || options.forceDijkstra === true) {
          finder = this.excludingFinder(costing, excluded);
        } else {
          return this.routeClosing(this.cchCustomization(costing), excluded, query, costing, cancel);
        }
      }
    }
    return this.routeWith(finder, query, costing, cancel);
  }

  /**
   * Routes with `excluded` edges closed in a CCH customization: their weights and the basic metric's arcs
   * above them (partial re-customization), both put back afterwards, whatever the query does.
   */
  private routeClosing(
    entry: CchCustomization,
    excluded: readonly number[],
    query: RouteQuery,
    costing: CostingOptions,
    cancel: CancelToken | undefined,
  ): RouteAnswer {
    const { forward, backward } = entry.weights;
    const saved = excluded.map((edge) => [forward[edge]!, backward[edge]!] as const);
    for (const edge of excluded) {
      forward[edge] = NO_ACCESS;
      backward[edge] = NO_ACCESS;
    }
    const { basic, basicFinder } = entry.closable();
    const undo = excludeCchEdges(this.graph.cch!, basic, entry.weights, excluded);
    try {
      return this.routeWith(basicFinder, query, costing, cancel);
    } finally {
      restoreCchMetric(basic, undo);
      for (let i = excluded.length - 1; i >= 0; i--) {
        forward[excluded[i]!] = saved[i]![0];
        backward[excluded[i]!] = saved[i]![1];
      }
    }
  }

  /** Snaps, routes each leg and looks for alternates with `finder`. */
  private routeWith(
    finder: PathFinder,
    query: RouteQuery,
    costing: CostingOptions,
    cancel: CancelToken | undefined,
  ): RouteAnswer {
    const locations = query.locations;
    throwIfCancelled(cancel);
    const snapped: SnapCandidate[][] = [];
    for (const location of locations) {
      const candidates = snapLocation(this.graph, finder.weights, location);
      if (candidates.length === 0) return valhallaError(171);
      snapped.push(candidates);
    }
    const [fw, bw, cf, cb] = this.spaces as [SearchSpace, SearchSpace, SearchSpace, SearchSpace];
    const paths: RoutePath[] = [];
    for (let i = 1; i < locations.length; i++) {
      const path = findRoute(finder, this.graph, snapped[i - 1]!, snapped[i]!, fw, bw, cancel);
      if (!path) return valhallaError(442);
      paths.push(path);
    }
    const units =
      query.directions_options?.units === 'miles' || query.directions_options?.units === 'mi'
        ? 'miles'
        : 'kilometers';
    const language = query.directions_options?.language ?? 'pt-BR';
    const tripOf = (legPaths: RoutePath[]): ValhallaTrip =>
      this.trip(query, legPaths, costing, units, language);
    const response: ValhallaRouteResponse = { trip: tripOf(paths), alternates: [] };
    const wanted = Math.min(this.limits.maxAlternates, Math.max(0, Math.floor(query.alternates ?? 0)));
    if (wanted > 0 && locations.length === 2) {
      const alternatives = findAlternatives(
        finder,
        this.graph,
        snapped[0]!,
        snapped[1]!,
        paths[0]!,
        wanted,
        { forward: fw, backward: bw, checkForward: cf, checkBackward: cb },
        undefined,
        cancel,
      );
      response.alternates = alternatives.map((path) => ({ trip: tripOf([path]) }));
    }
    if (query.id !== undefined) response.id = query.id;
    return response;
  }

  private trip(
    query: RouteQuery,
    paths: readonly RoutePath[],
    costing: CostingOptions,
    units: string,
    language: string,
  ): ValhallaTrip {
    const locations = query.locations;
    const legs: ValhallaLeg[] = [];
    let pieces: PathPiece[] = [];
    paths.forEach((path, i) => {
      pieces = pieces.concat(path.pieces);
      const type = locations[i + 1]!.type ?? 'break';
      const last = i === paths.length - 1;
      if (last || type === 'break' || type === 'break_through') {
        legs.push(buildLeg(this.graph, pieces, { costing: costing.costing, topSpeed: costing.topSpeed }));
        pieces = [];
      }
    });
    if (units === 'miles') {
      for (const leg of legs) {
        leg.summary.length = Math.round((leg.summary.length / KM_PER_MILE) * 1000) / 1000;
        for (const m of leg.maneuvers) m.length = Math.round((m.length / KM_PER_MILE) * 1000) / 1000;
      }
    }
    const sum = (pick: (leg: ValhallaLeg) => number): number =>
      Math.round(legs.reduce((s, leg) => s + pick(leg), 0) * 1000) / 1000;
    const summary = {
      has_time_restrictions: false,
      has_toll: legs.some((leg) => leg.summary.has_toll === true),
      has_highway: legs.some((leg) => leg.summary.has_highway === true),
      has_ferry: false,
      min_lat: Math.min(...legs.map((leg) => leg.summary.min_lat!)),
      min_lon: Math.min(...legs.map((leg) => leg.summary.min_lon!)),
      max_lat: Math.max(...legs.map((leg) => leg.summary.max_lat!)),
      max_lon: Math.max(...legs.map((leg) => leg.summary.max_lon!)),
      time: sum((leg) => leg.summary.time),
      length: sum((leg) => leg.summary.length),
      cost: sum((leg) => leg.summary.cost ?? 0),
    };
    return {
      locations: locations.map((l, i) => ({
        type: i === 0 || i === locations.length - 1 ? 'break' : (l.type ?? 'break'),
        lat: l.lat,
        lon: l.lon,
        ...(l.name !== undefined ? { name: l.name } : {}),
        original_index: i,
      })),
      legs,
      summary,
      status_message: 'Found route between points',
      status: 0,
      units,
      language,
    };
  }
}
