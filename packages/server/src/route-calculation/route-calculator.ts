import type { RoutingEngine } from '@freight/routing';
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
  /** Stops every thread and connection. */
  close(): Promise<void>;
}

/**
 * A calculator that runs the jobs in the calling thread on `engine`, sealing tokens with `tokens` (tests,
 * or an embedding process that brings its own engine). Building the ways and their JSON then takes the
 * caller's thread.
 *
 * @example const calculator = createInThreadCalculator(createValhallaEngine({ url }), tokens);
 */
export function createInThreadCalculator(engine: RoutingEngine, tokens: RouteTokens): RouteCalculator {
  return {
    calculate: (job, reference, signal) =>
      runRouteJob(job, { engine, reference, tokens, ...(signal ? { signal } : {}) }),
    prepare: () => undefined,
    close: () => engine.close(),
  };
}
