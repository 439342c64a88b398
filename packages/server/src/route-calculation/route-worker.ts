import { readlinkSync } from 'node:fs';
import { AVOID_TOLLS_PENALTY } from '@freight/core';
import { getPriority, setPriority } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { EmbeddedRouter, QueryCancelledError, RoutingGraph, createValhallaEngine } from '@freight/routing';
import type { CancelToken, GraphData, RouteAnswer, RouteQuery } from '@freight/routing';
import { placePlazas, roadNetworkKmMarkers } from '../tolls/index.ts';
import type { KmMarkers, PlazaPlacement, PlazaToPlace } from '../tolls/index.ts';
import { referenceDataFromBlob } from './reference-data-blob.ts';
import { runRouteJob } from './route-job.ts';
import type { RouteJob, RouteJobOutcome } from './route-job.ts';
import type { RouteReferenceData } from './route-reference-data.ts';
import { createRouteTokens } from './route-token.ts';

/** What a route worker routes with: the shared graph (embedded engine) or a Valhalla server. */
export type RouteWorkerEngine = { kind: 'embedded'; graph: GraphData } | { kind: 'valhalla'; url: string };

/**
 * What a worker places toll plazas with: the graph of this process (shared arrays) and the km markers of
 * its road network — given, or read from `roadNetworkFile` the first time they are needed (`null`: none).
 */
export interface PlacementSource {
  graph: GraphData;
  roadNetworkFile: string | null;
  kmMarkers?: KmMarkers;
}

/** `workerData` of a route worker. */
export interface RouteWorkerData {
  engine: RouteWorkerEngine;
  placement: PlacementSource;
  /** Secret of the route tokens (`resolveRouteTokenSecret`). */
  tokenSecret: string;
  /** How much lower than the process the worker's thread runs (nice increment; 0 keeps it level). */
  niceness: number;
}

/** A message to a route worker. */
export type RouteWorkerRequest =
  /** The rows of reference snapshot `snapshot` (`referenceDataBlob`). */
  | { type: 'reference'; snapshot: number; blob: SharedArrayBuffer }
  /** Snapshot `snapshot` is no longer needed. */
  | { type: 'drop'; snapshot: number }
  /** Run `job` on snapshot `snapshot`; `cancel[0]` becomes non-zero when the job is aborted. */
  | { type: 'job'; id: number; snapshot: number; job: RouteJob; cancel: Int32Array }
  /** Job `id` is aborted (stops a job waiting on an HTTP engine; a routing in progress polls `cancel`). */
  | { type: 'cancel'; id: number }
  /** Place `plazas` on the graph (`placePlazas` with the road network's km markers). */
  | { type: 'place'; id: number; plazas: PlazaToPlace[] }
  /** Send the km markers of the road network. */
  | { type: 'km-markers'; id: number };

/** A message from a route worker. */
export type RouteWorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; outcome: RouteJobOutcome }
  | { type: 'placed'; id: number; placements: PlazaPlacement[] }
  | { type: 'km-markers'; id: number; markers: KmMarkers | null }
  | { type: 'cancelled'; id: number }
  | { type: 'failed'; id: number; error: string };

/** Routes one query of a job; stops when `cancel` says so (embedded) or `signal` aborts (Valhalla). */
export type JobRouter = (query: RouteQuery, cancel: CancelToken, signal: AbortSignal) => Promise<RouteAnswer>;

/** Options of {@link startRouteWorker}. */
export interface RouteWorkerOptions {
  /** Wraps the worker's router (tests: a router that fails or stalls on purpose). */
  wrap?: (route: JobRouter) => JobRouter;
}

/**
 * Lowers the CPU priority of the calling thread by `niceness` (Linux, where a thread has its own nice
 * value: `/proc/thread-self` names it). Elsewhere nothing changes.
 */
function lowerThreadPriority(niceness: number): void {
  if (niceness <= 0) return;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid === process.pid) return;
    setPriority(tid, Math.min(19, getPriority(tid) + niceness));
  } catch {
    // no per-thread priority here: the worker keeps the process's
  }
}

function jobRouter(engine: RouteWorkerEngine, graph: RoutingGraph): JobRouter {
  if (engine.kind === 'valhalla') {
    const valhalla = createValhallaEngine({ url: engine.url });
    return (query, _cancel, signal) => valhalla.route(query, signal);
  }
  const router = new EmbeddedRouter(engine.graph === graph.data ? graph : new RoutingGraph(engine.graph));
  // 'Evitar pedágios' runs on the CCH: its first query would take seconds at country scale
  router.warmUp({
    costing: 'truck',
    costing_options: { truck: { toll_booth_penalty: AVOID_TOLLS_PENALTY } },
  });
  return async (query, cancel) => router.route(query, { cancel });
}

/**
 * The body of a route worker (`route-worker-entry.mjs`): lowers its thread's CPU priority (the HTTP
 * thread goes first when they compete for a core), builds its router (an `EmbeddedRouter` over the
 * graph's shared arrays, warmed for the truck avoiding tolls, or the Valhalla adapter), keeps the
 * reference snapshot the pool sends, indexed, and answers each job with its outcome (`runRouteJob`: the
 * response data already serialised, its bytes handed over without a copy), or `cancelled` once the pool
 * aborts it. It also places toll plazas on the
 * graph and reads the road network's km markers (the only thread that reads the OSM file at run time), so
 * the HTTP thread never does. Posts `ready` when it can take jobs.
 */
export function startRouteWorker(
  port: MessagePort,
  data: RouteWorkerData,
  options: RouteWorkerOptions = {},
): void {
  lowerThreadPriority(data.niceness);
  const tokens = createRouteTokens(data.tokenSecret);
  const placementGraph = new RoutingGraph(data.placement.graph);
  const base = jobRouter(data.engine, placementGraph);
  const route = options.wrap ? options.wrap(base) : base;
  const snapshots = new Map<number, RouteReferenceData>();
  const running = new Map<number, AbortController>();
  const kmMarkers = roadNetworkKmMarkers(data.placement);

  /** Runs a placement or km-marker request; a failure is answered as such. */
  async function reference(
    message: Extract<RouteWorkerRequest, { type: 'place' | 'km-markers' }>,
  ): Promise<RouteWorkerReply> {
    const { id } = message;
    try {
      const markers = await kmMarkers();
      if (message.type === 'km-markers') return { type: 'km-markers', id, markers: markers ?? null };
      return {
        type: 'placed',
        id,
        placements: placePlazas(placementGraph, message.plazas, { kmMarkers: markers }),
      };
    } catch (error) {
      return { type: 'failed', id, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Runs a job; its snapshot is read before the first `await`, so a later `drop` cannot take it away. */
  async function answer(message: Extract<RouteWorkerRequest, { type: 'job' }>): Promise<RouteWorkerReply> {
    const { id, cancel: flag } = message;
    const controller = new AbortController();
    const cancel: CancelToken = { isCancelled: () => Atomics.load(flag, 0) !== 0 };
    running.set(id, controller);
    const reference = snapshots.get(message.snapshot);
    try {
      if (!reference) throw new Error(`reference snapshot ${message.snapshot} was not sent`);
      const engine = {
        route: (query: RouteQuery) => route(query, cancel, controller.signal),
        close: async () => undefined,
      };
      const outcome = await runRouteJob(message.job, {
        engine,
        reference,
        tokens,
        signal: controller.signal,
        cancel,
      });
      if (cancel.isCancelled()) return { type: 'cancelled', id };
      return { type: 'done', id, outcome };
    } catch (error) {
      if (cancel.isCancelled() || error instanceof QueryCancelledError) return { type: 'cancelled', id };
      return { type: 'failed', id, error: error instanceof Error ? error.message : String(error) };
    } finally {
      running.delete(id);
    }
  }

  port.on('message', (message: RouteWorkerRequest) => {
    switch (message.type) {
      case 'reference':
        snapshots.set(message.snapshot, referenceDataFromBlob(message.blob));
        break;
      case 'drop':
        snapshots.delete(message.snapshot);
        break;
      case 'cancel':
        running.get(message.id)?.abort();
        break;
      case 'place':
      case 'km-markers':
        void reference(message).then((reply) => port.postMessage(reply));
        break;
      case 'job':
        void answer(message).then((reply) =>
          port.postMessage(
            reply,
            reply.type === 'done' && reply.outcome.kind === 'route' ? [reply.outcome.json.buffer] : [],
          ),
        );
        break;
    }
  });
  port.postMessage({ type: 'ready' } satisfies RouteWorkerReply);
}
