import type { RoutingEngine, RoutingGraph } from '@freight/routing';
import { placePlazas } from '../tolls/index.ts';
import type { KmMarkers, PlazaPlacement, PlazaToPlace } from '../tolls/index.ts';
import { runRouteJob } from './route-job.ts';
import type { RouteJob, RouteJobOutcome } from './route-job.ts';
import type { RouteReferenceData } from './route-reference-data.ts';
import type { RouteTokens } from './route-token.ts';

/** Runs {@link RouteJob}s: on the route worker threads (`createRouteWorkerPool`), or in the calling thread. */
export interface RouteCalculator {
  /**
   * Routes and builds `job` with the reference data `reference`. Rejects with an `AbortError` as soon as
   * `signal` aborts (the routing is stopped), and with a `RouteCalculationError` (503) when the thread
   * running it fails.
   */
  calculate(job: RouteJob, reference: RouteReferenceData, signal?: AbortSignal): Promise<RouteJobOutcome>;
  /** Readies `reference` ahead of the first job that needs it (the workers index it). */
  prepare(reference: RouteReferenceData): void;
  /** Places toll plazas on the routing graph with the road network's km markers (core of `placeActivePlazas`). */
  place(plazas: readonly PlazaToPlace[]): Promise<PlazaPlacement[]>;
  /** The km markers of the road network (positioning weighing stations by road and km); none without the file. */
  kmMarkers(): Promise<KmMarkers | undefined>;
  /** Stops every thread and connection. */
  close(): Promise<void>;
}

/** What an in-thread calculator places plazas with: the graph and the km markers of its road network. */
export interface InThreadPlacement {
  graph: RoutingGraph;
  kmMarkers: () => Promise<KmMarkers | undefined>;
}

/**
 * A calculator that runs the jobs in the calling thread on `engine`, sealing tokens with `tokens`, and
 * places plazas there too (tests, or an embedding process that brings its own engine). Building the ways
 * and their JSON then takes the caller's thread.
 *
 * @example const calculator = createInThreadCalculator(createValhallaEngine({ url }), tokens, placement);
 */
export function createInThreadCalculator(
  engine: RoutingEngine,
  tokens: RouteTokens,
  placement: InThreadPlacement,
): RouteCalculator {
  return {
    calculate: (job, reference, signal) =>
      runRouteJob(job, { engine, reference, tokens, ...(signal ? { signal } : {}) }),
    prepare: () => undefined,
    place: async (plazas) => placePlazas(placement.graph, plazas, { kmMarkers: await placement.kmMarkers() }),
    kmMarkers: () => placement.kmMarkers(),
    close: () => engine.close(),
  };
}
