import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { GraphLoadError, RoutingGraph, loadGraph } from '@freight/routing';
import type { RoutingEngine } from '@freight/routing';
import type { Config } from '../config.ts';
import type { Logger } from '../logging/logger.ts';
import { graphIdOf } from '../reference-data/graph-id.ts';
import { roadNetworkKmMarkers } from '../tolls/index.ts';
import type { KmMarkers } from '../tolls/index.ts';
import { createReferenceDataCache } from './reference-data-cache.ts';
import { roadAccess } from './road-access.ts';
import type { RoadAccess } from './road-access.ts';
import type { ReferenceDataContext } from './reference-data-cache.ts';
import type { RouteReferenceData } from './route-reference-data.ts';
import { createInThreadCalculator } from './route-calculator.ts';
import type { RouteCalculator } from './route-calculator.ts';
import { createRouteWorkerPool } from './route-worker-pool.ts';
import { createRouteTokens, resolveRouteTokenSecret } from './route-token.ts';
import type { RouteTokens } from './route-token.ts';

/**
 * The route-calculation services of a running server: the route workers, the routing graph of this
 * process, the reference-data cache and the request tokens. Built once at start by `main.ts` (or by tests)
 * with {@link createRouteServices}; `POST /api/routes/route` answers 503 without them.
 */
export interface RouteServices {
  /**
   * Routes and builds the calculations: the route worker pool (each worker routes on the embedded engine
   * over the shared graph, or on Valhalla), or the calling thread when an engine was given.
   */
  readonly calculator: RouteCalculator;
  /** The routing graph of `DATA_DIR/graph` in this thread (plaza placement, distance to the roads). */
  readonly graph: RoutingGraph;
  /** Where routes can reach a waypoint: nearest road of the connected network (islands skipped). */
  readonly roadAccess: RoadAccess;
  /** Identity of the graph (`graphIdOf`): stored placements belong to it. */
  readonly graphId: string;
  /** Seals and opens `request_encrypted` tokens. */
  readonly tokens: RouteTokens;
  /** Reference data (plazas, placements, stations, coefficients, municipalities) as of `ctx`. */
  referenceData(ctx: ReferenceDataContext): Promise<RouteReferenceData>;
  /** Stops the route workers. */
  close(): Promise<void>;
}

/** The settings {@link createRouteServices} reads. */
export type RouteServicesConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'DATA_SOURCE_DIR'
  | 'ROAD_NETWORK_FILE'
  | 'ROUTING_ENGINE'
  | 'VALHALLA_URL'
  | 'ROUTING_WORKERS'
  | 'ROUTING_PRELOADED_COSTINGS'
  | 'ROUTE_TOKEN_SECRET'
>;

/** Options of {@link createRouteServices}. */
export interface RouteServicesOptions {
  config: RouteServicesConfig;
  logger: Logger;
  /**
   * Km-marked ways for placing plazas and positioning stations; default: read from `ROAD_NETWORK_FILE`
   * (relative to `DATA_SOURCE_DIR`) by a route worker the first time they are needed, none when that file
   * is missing.
   */
  kmMarkers?: KmMarkers;
  /**
   * Calculates on this engine in the calling thread instead of on the route workers (tests that script
   * the engine's answers; an embedding that brings its own engine). Closed with the services.
   */
  engine?: RoutingEngine;
  /** Entry module of the route workers (default `route-worker-entry.mjs`; tests use one that fails on purpose). */
  workerEntry?: URL;
}

/** The route services cannot be built (no graph, a broken graph): the message says why, in English. */
export class RouteServicesError extends Error {
  override name = 'RouteServicesError';
}

/** Folder of the routing graph: `DATA_DIR/graph`. */
export function graphDirOf(config: Pick<Config, 'DATA_DIR'>): string {
  return join(config.DATA_DIR, 'graph');
}

/** Path of the road network file: `ROAD_NETWORK_FILE`, relative to `DATA_SOURCE_DIR` unless absolute. */
export function roadNetworkPathOf(config: Pick<Config, 'DATA_SOURCE_DIR' | 'ROAD_NETWORK_FILE'>): string {
  return isAbsolute(config.ROAD_NETWORK_FILE)
    ? config.ROAD_NETWORK_FILE
    : resolve(config.DATA_SOURCE_DIR, config.ROAD_NETWORK_FILE);
}

/**
 * Builds the route services: loads the graph of `DATA_DIR/graph` once (arrays in `SharedArrayBuffer`s),
 * starts `ROUTING_WORKERS` route workers (default: cores, at most 4) that route on it with the embedded
 * engine — or on the Valhalla adapter (`ROUTING_ENGINE=valhalla`; the local graph is still needed to place
 * the toll plazas and must come from the same OSM extract as the Valhalla tiles) — and build the
 * responses, and prepares the reference-data cache and the token key (`ROUTE_TOKEN_SECRET` or
 * `DATA_DIR/route-token-secret`).
 *
 * @throws RouteServicesError when the graph folder is missing or cannot be loaded.
 * @example
 * const services = await createRouteServices({ config, logger });
 * const app = createApp(createServerContext({ ..., routeServices: services }));
 * // on shutdown: await services.close();
 */
export async function createRouteServices(options: RouteServicesOptions): Promise<RouteServices> {
  const { config, logger } = options;
  const graphDir = graphDirOf(config);
  const graphId = graphIdOf(graphDir);
  if (graphId === null) {
    throw new RouteServicesError(
      `no routing graph in ${graphDir}: run the data import (or \`pnpm --filter @freight/routing run import <file.osm.pbf> --out ${graphDir}\`)`,
    );
  }
  let data;
  try {
    const preloaded = new Set<string>(config.ROUTING_PRELOADED_COSTINGS);
    data = loadGraph(graphDir, {
      cchMetrics: (profile) => preloaded.has('all') || preloaded.has(profile.costing),
    });
  } catch (error) {
    if (error instanceof GraphLoadError) throw new RouteServicesError(error.message);
    throw new RouteServicesError(
      `the routing graph in ${graphDir} cannot be read: ${(error as Error).message}`,
    );
  }
  const graph = new RoutingGraph(data);
  const tokenSecret = resolveRouteTokenSecret(config);
  const tokens = createRouteTokens(tokenSecret);
  const roadNetworkFile = roadNetworkPathOf(config);
  if (!options.kmMarkers && !existsSync(roadNetworkFile)) {
    logger.warn('road network file not found: toll plazas are placed without km markers', {
      file: roadNetworkFile,
    });
  }
  const calculator = options.engine
    ? createInThreadCalculator(options.engine, tokens, {
        graph,
        kmMarkers: roadNetworkKmMarkers({ kmMarkers: options.kmMarkers, roadNetworkFile }),
      })
    : await createRouteWorkerPool({
        engine:
          config.ROUTING_ENGINE === 'valhalla' && config.VALHALLA_URL
            ? { kind: 'valhalla', url: config.VALHALLA_URL }
            : { kind: 'embedded', graph: data },
        placement: {
          graph: data,
          roadNetworkFile,
          ...(options.kmMarkers ? { kmMarkers: options.kmMarkers } : {}),
        },
        tokenSecret,
        logger,
        ...(config.ROUTING_WORKERS !== undefined ? { workers: config.ROUTING_WORKERS } : {}),
        ...(options.workerEntry ? { entry: options.workerEntry } : {}),
      });
  const cache = createReferenceDataCache({ graphId, place: (plazas) => calculator.place(plazas) });
  logger.info('route services ready', {
    engine: config.ROUTING_ENGINE,
    graph_id: graphId,
    nodes: graph.nodeCount,
    edges: graph.edgeCount,
  });
  return {
    calculator,
    graph,
    roadAccess: roadAccess(graph),
    graphId,
    tokens,
    referenceData: (ctx) => cache.get(ctx),
    close: () => calculator.close(),
  };
}
