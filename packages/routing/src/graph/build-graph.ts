import type { RoadNetwork } from '../extract/road-network.ts';
import { NODE_TOLL } from '../extract/road-network.ts';
import type { ExtractStats } from '../extract/extract-network.ts';
import { contractProfile, profileOptions } from '../contract/contract-profile.ts';
import { customizeCch } from '../cch/customize-cch.ts';
import { edgeWeights } from '../costing/edge-weights.ts';
import type { ContractedProfile } from '../contract/contract-profile.ts';
import { contractProfiles } from '../contract/contract-profiles.ts';
import type { Costing } from '../costing/costing.ts';
import { buildCch } from '../cch/build-cch.ts';
import { nestedDissectionOrder } from '../cch/nested-dissection-order.ts';
import { buildSpatialIndex } from './build-spatial-index.ts';
import type { GraphManifest, GraphProfile } from './graph-manifest.ts';
import { CCH_METRIC_PREFIX, GRAPH_FORMAT, GRAPH_FORMAT_VERSION } from './graph-manifest.ts';
import type { GraphArray } from './typed-array.ts';
import { arrayTypeOf } from './typed-array.ts';

/** The arrays, strings and manifest of a graph, in memory (what the graph folder stores). */
export interface GraphData {
  manifest: GraphManifest;
  arrays: Record<string, GraphArray>;
  strings: string[];
  /** The folder the graph was loaded from (`loadGraph`): arrays left on disk are read from there. */
  dir?: string;
}

/** Options of {@link buildGraph}. */
export interface BuildGraphOptions {
  /** Metrics to contract; default every costing, fastest and shortest. */
  profiles?: readonly GraphProfile[];
  source?: string;
  stats?: ExtractStats;
  /**
   * Also build a customizable contraction hierarchy (`cch.*` arrays): one node order and chordal
   * supergraph for every metric, which the engine customizes for the options no hierarchy was built for
   * (avoiding tolls, `top_speed`, truck dimensions, `exclude_locations`). Default true.
   */
  cch?: boolean;
  /**
   * Standard metrics customized on the CCH at build time and stored with the graph (`cch.metric.<name>.*`,
   * the basic customization), so that every thread that loads the graph shares them instead of
   * customizing its own: meant for the profiles without a hierarchy. Default none.
   */
  cchMetrics?: readonly GraphProfile[];
  /** Progress of each stage (`index`, `contract <profile>`, `cch`). */
  onProgress?: (stage: string, done: number, total: number) => void;
}

/** The profile name of a costing's metric: `truck`, `truck-shortest`, … */
export function profileName(costing: string, shortest: boolean): string {
  return shortest ? `${costing}-shortest` : costing;
}

/** Fastest and shortest profiles of the given costings. */
export function profilesFor(costings: readonly Costing[], shortest = true): GraphProfile[] {
  return costings.flatMap((costing) => [
    { name: profileName(costing, false), costing, shortest: false },
    ...(shortest ? [{ name: profileName(costing, true), costing, shortest: true }] : []),
  ]);
}

/**
 * The hierarchies an import contracts by default: the truck's fastest metric, the product's most asked
 * route (with alternates, which a hierarchy finds faster than the CCH); every other standard metric is
 * customized on the CCH ({@link standardCchMetrics}).
 */
export const DEFAULT_HIERARCHIES: readonly GraphProfile[] = profilesFor(['truck'], false);

/**
 * The metrics an import customizes on the CCH and stores, for the costings it imports, less those with a
 * hierarchy among `contracted`: every route type of the `main` costings (default the truck, the product's
 * vehicle) — fastest, shortest and 'avoid tolls' — and the fastest metric of the others. Any other option
 * set (the others' shortest too) is customized by each router on first use: at Brazil size each stored
 * metric is 310 MB that every process holds, and one customized on use about 10 s once per router.
 */
export function standardCchMetrics(
  costings: readonly Costing[],
  contracted: readonly GraphProfile[],
  main: readonly Costing[] = ['truck'],
): GraphProfile[] {
  const hierarchies = new Set(contracted.map((profile) => profile.name));
  return costings.flatMap((costing) => {
    const every = main.includes(costing);
    const profiles: GraphProfile[] = profilesFor([costing], every);
    if (every) profiles.push({ name: `${costing}-avoid-tolls`, costing, shortest: false, avoidTolls: true });
    return profiles.filter((profile) => !hierarchies.has(profile.name));
  });
}

/** Node → incident edges adjacency (CSR): `nodeEdges[nodeEdgeOffset[n] .. nodeEdgeOffset[n + 1])`. */
function nodeAdjacency(network: RoadNetwork): { nodeEdgeOffset: Uint32Array; nodeEdges: Uint32Array } {
  const offset = new Uint32Array(network.nodeCount + 1);
  for (let e = 0; e < network.edgeCount; e++) {
    offset[network.edgeFrom[e]! + 1]!++;
    if (network.edgeTo[e] !== network.edgeFrom[e]) offset[network.edgeTo[e]! + 1]!++;
  }
  for (let n = 0; n < network.nodeCount; n++) offset[n + 1]! += offset[n]!;
  const edges = new Uint32Array(offset[network.nodeCount]!);
  const fill = offset.slice(0, network.nodeCount);
  for (let e = 0; e < network.edgeCount; e++) {
    edges[fill[network.edgeFrom[e]!]!++] = e;
    if (network.edgeTo[e] !== network.edgeFrom[e]) edges[fill[network.edgeTo[e]!]!++] = e;
  }
  return { nodeEdgeOffset: offset, nodeEdges: edges };
}

/**
 * Builds every artefact of a graph from an extracted network: node adjacency, the snapping index, and
 * for each profile its edge weights and contraction hierarchy, one profile after the other on the
 * calling thread (see {@link buildGraphInParallel}).
 */
export function buildGraph(network: RoadNetwork, options: BuildGraphOptions = {}): GraphData {
  const started = performance.now();
  const profiles = options.profiles ?? profilesFor(['truck', 'bus', 'auto', 'motorcycle']);
  const arrays = baseArrays(network, options);
  const contracted = profiles.map((profile) =>
    contractProfile(network, profile, (done, total) =>
      options.onProgress?.(`contract ${profile.name}`, done, total),
    ),
  );
  if (options.cch !== false) Object.assign(arrays, cchArrays(network, options));
  return finishGraph(network, arrays, profiles, contracted, options, started);
}

/**
 * {@link buildGraph} with the profiles contracted side by side in worker threads (`workers`, default the
 * cores): the same graph, in about 1 / workers of the contraction time, for that many hierarchies in
 * memory at once. Progress comes as one stage, `contract <profiles>`.
 */
export async function buildGraphInParallel(
  network: RoadNetwork,
  options: BuildGraphOptions & { workers?: number } = {},
): Promise<GraphData> {
  const started = performance.now();
  const profiles = options.profiles ?? profilesFor(['truck', 'bus', 'auto', 'motorcycle']);
  const arrays = baseArrays(network, options);
  const stage = `contract ${profiles.map((profile) => profile.name).join(', ')}`;
  const contracting = contractProfiles(network, profiles, {
    ...(options.workers === undefined ? {} : { workers: options.workers }),
    offThread: options.cch !== false,
    onProgress: (done, total) => options.onProgress?.(stage, done, total),
  });
  // the CCH is built on this thread while the workers contract
  if (options.cch !== false) Object.assign(arrays, cchArrays(network, options));
  const contracted = await contracting;
  return finishGraph(network, arrays, profiles, contracted, options, started);
}

/** The arrays every graph has: the network, node adjacency and the snapping index. */
function baseArrays(network: RoadNetwork, options: BuildGraphOptions): Record<string, GraphArray> {
  const progress = options.onProgress ?? (() => undefined);
  const arrays: Record<string, GraphArray> = {
    nodeLat: network.nodeLat,
    nodeLon: network.nodeLon,
    nodeOsmId: network.nodeOsmId,
    nodeFlags: network.nodeFlags,
    edgeFrom: network.edgeFrom,
    edgeTo: network.edgeTo,
    edgeLength: network.edgeLength,
    edgeClass: network.edgeClass,
    edgeForward: network.edgeForward,
    edgeBackward: network.edgeBackward,
    edgeMaxspeed: network.edgeMaxspeed,
    edgeMaxspeedHgv: network.edgeMaxspeedHgv,
    edgeMaxweight: network.edgeMaxweight,
    edgeMaxheight: network.edgeMaxheight,
    edgeFlags: network.edgeFlags,
    edgeName: network.edgeName,
    edgeRef: network.edgeRef,
    edgeWayId: network.edgeWayId,
    shapeOffset: network.shapeOffset,
    shapeLat: network.shapeLat,
    shapeLon: network.shapeLon,
    ...nodeAdjacency(network),
  };
  progress('index', 0, 1);
  Object.assign(arrays, buildSpatialIndex(network));
  progress('index', 1, 1);
  return arrays;
}

/**
 * The `cch.*` arrays: the nested-dissection order and the CCH built on it (see `Cch`), and the basic
 * customization of each of `options.cchMetrics` (`cch.metric.<name>.up` / `.down`).
 */
function cchArrays(network: RoadNetwork, options: BuildGraphOptions): Record<string, GraphArray> {
  options.onProgress?.('cch', 0, 1);
  const rank = nestedDissectionOrder(network);
  const cch = buildCch(network.nodeCount, network.edgeFrom, network.edgeTo, rank);
  options.onProgress?.('cch', 1, 1);
  const arrays: Record<string, GraphArray> = {};
  for (const [key, value] of Object.entries(cch)) {
    if (ArrayBuffer.isView(value)) arrays[`cch.${key}`] = value as GraphArray;
  }
  const metrics = options.cchMetrics ?? [];
  metrics.forEach((profile, i) => {
    options.onProgress?.('customize', i, metrics.length);
    const { up, down } = customizeCch(cch, edgeWeights(network, profileOptions(profile)));
    arrays[`${CCH_METRIC_PREFIX}${profile.name}.up`] = up;
    arrays[`${CCH_METRIC_PREFIX}${profile.name}.down`] = down;
  });
  if (metrics.length > 0) options.onProgress?.('customize', metrics.length, metrics.length);
  return arrays;
}

/** Adds the profiles' arrays and the manifest. */
function finishGraph(
  network: RoadNetwork,
  arrays: Record<string, GraphArray>,
  profiles: readonly GraphProfile[],
  contracted: readonly ContractedProfile[],
  options: BuildGraphOptions,
  started: number,
): GraphData {
  profiles.forEach((profile, i) => {
    const { weights, ch } = contracted[i]!;
    arrays[`${profile.name}.weightForward`] = weights.forward;
    arrays[`${profile.name}.weightBackward`] = weights.backward;
    for (const [key, array] of Object.entries(ch)) arrays[`${profile.name}.${key}`] = array as GraphArray;
  });
  let minLat = Infinity;
  let minLon = Infinity;
  let maxLat = -Infinity;
  let maxLon = -Infinity;
  for (let n = 0; n < network.nodeCount; n++) {
    minLat = Math.min(minLat, network.nodeLat[n]!);
    maxLat = Math.max(maxLat, network.nodeLat[n]!);
    minLon = Math.min(minLon, network.nodeLon[n]!);
    maxLon = Math.max(maxLon, network.nodeLon[n]!);
  }
  let tollNodes = 0;
  for (let n = 0; n < network.nodeCount; n++) if ((network.nodeFlags[n]! & NODE_TOLL) !== 0) tollNodes++;
  const stats = options.stats;
  const manifest: GraphManifest = {
    format: GRAPH_FORMAT,
    version: GRAPH_FORMAT_VERSION,
    source: options.source ?? '',
    builtAt: new Date().toISOString(),
    buildSeconds: 0,
    counts: {
      nodes: network.nodeCount,
      edges: network.edgeCount,
      shapePoints: network.shapeLat.length,
      tollNodes,
      osmNodes: stats?.osmNodes ?? 0,
      osmWays: stats?.osmWays ?? 0,
      keptWays: stats?.keptWays ?? 0,
      droppedComponents: stats?.droppedComponents ?? 0,
    },
    bbox: { minLat, minLon, maxLat, maxLon },
    profiles: [...profiles],
    ...(options.cch !== false && (options.cchMetrics ?? []).length > 0
      ? { cchMetrics: [...options.cchMetrics!] }
      : {}),
    arrays: Object.fromEntries(
      Object.entries(arrays).map(([name, array]) => [
        name,
        { file: `${name}.bin`, type: arrayTypeOf(array), length: array.length },
      ]),
    ),
    strings: 'strings.json',
  };
  manifest.buildSeconds = Math.round(performance.now() - started) / 1000;
  return { manifest, arrays, strings: network.strings };
}
