import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logging/logger.ts';
import type { KmMarkers, PlazaPlacement } from '../tolls/index.ts';
import { referenceDataBlob } from './reference-data-blob.ts';
import type { RouteCalculator } from './route-calculator.ts';
import { RouteCalculationError } from './route-calculation-error.ts';
import type { RouteJobOutcome } from './route-job.ts';
import { ROUTE_MESSAGES } from './route-messages.ts';
import type { RouteReferenceData } from './route-reference-data.ts';
import type {
  PlacementSource,
  RouteWorkerData,
  RouteWorkerEngine,
  RouteWorkerReply,
  RouteWorkerRequest,
} from './route-worker.ts';

/** Options of {@link createRouteWorkerPool}. */
export interface RouteWorkerPoolOptions {
  /** What the workers route with: the graph loaded in `SharedArrayBuffer`s (shared, not copied), or Valhalla. */
  engine: RouteWorkerEngine;
  /** What the workers place toll plazas with (the same shared graph, the road network's km markers). */
  placement: PlacementSource;
  /** Worker threads (default: available cores, at most 4). */
  workers?: number;
  /** Secret of the route tokens the workers seal (`resolveRouteTokenSecret`). */
  tokenSecret: string;
  /**
   * How much lower the workers' threads run than the process (nice increment, Linux): when they compete
   * for a core, the HTTP thread goes first, so health checks and writes are not held up behind routing.
   * Default {@link ROUTE_WORKER_NICENESS}; 0 keeps them level.
   */
  niceness?: number;
  logger: Logger;
  /** The workers' entry module (default `route-worker-entry.mjs`; tests use one that fails on purpose). */
  entry?: URL;
}

interface Job {
  /** Until the caller has its answer (cleared when it aborts: the worker's reply is then dropped). */
  settle?: { resolve: (value: never) => void; reject: (error: Error) => void };
  detach: () => void;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  /** Jobs posted and not answered yet, by id. */
  jobs: Map<number, Job>;
  /** The reference snapshot the worker holds. */
  snapshot?: number;
}

interface Snapshot {
  id: number;
  blob: SharedArrayBuffer;
}

/** Default nice increment of the route workers' threads (CFS weight 110 against the HTTP thread's 1024). */
export const ROUTE_WORKER_NICENESS = 10;

function abortError(): Error {
  return new DOMException('The route calculation was aborted', 'AbortError');
}

/**
 * The route calculator on worker threads: each worker routes (an `EmbeddedRouter` over the graph's shared
 * arrays, or the Valhalla adapter), builds every way, seals the token and serialises the response data to
 * UTF-8 bytes it hands over without a copy, so the HTTP thread only validates, places the waypoints and
 * writes bytes. A job goes to the worker with the fewest jobs in flight. The workers run at a lower CPU
 * priority than the HTTP thread (`niceness`).
 *
 * - **Reference data.** Each snapshot's rows are serialised once into a `SharedArrayBuffer`
 *   (`referenceDataBlob`) and sent to every worker when the snapshot is first seen (`prepare` or a job);
 *   a worker indexes them and drops the snapshot it held before. A job is answered from the snapshot it
 *   was given, so one that began before a reference-data change keeps its rows (they are sent to its
 *   worker again if need be).
 * - **Cancellation.** An aborted `signal` rejects at once with an `AbortError`; the job's shared flag stops
 *   the worker's routing within a fraction of a millisecond (its `CancelToken`), and a `cancel` message
 *   aborts an HTTP engine's request.
 * - **Reference work.** Placing toll plazas on the graph (`place`) and reading the road network's km
 *   markers (`kmMarkers`) run on a worker too, never on the HTTP thread.
 * - **Failures.** A worker that stops (a crash, running out of memory) fails its jobs with a
 *   `RouteCalculationError` 503 and is replaced.
 *
 * @example
 * const pool = await createRouteWorkerPool({ engine, placement, tokenSecret, logger });
 * const outcome = await pool.calculate(job, reference, signal);
 * await pool.close();
 */
export async function createRouteWorkerPool(options: RouteWorkerPoolOptions): Promise<RouteCalculator> {
  const { logger } = options;
  const count = Math.max(1, options.workers ?? Math.min(4, availableParallelism()));
  const entry = options.entry ?? new URL('./route-worker-entry.mjs', import.meta.url);
  const workerData: RouteWorkerData = {
    engine: options.engine,
    placement: options.placement,
    tokenSecret: options.tokenSecret,
    niceness: options.niceness ?? ROUTE_WORKER_NICENESS,
  };
  const workers: PoolWorker[] = [];
  const snapshots = new WeakMap<RouteReferenceData, Snapshot>();
  let nextSnapshot = 1;
  let nextJob = 1;
  let closed = false;

  function post(target: PoolWorker, message: RouteWorkerRequest): void {
    target.worker.postMessage(message);
  }

  /** The snapshot of `reference`; a new one is sent to every worker at once, so they index it side by side. */
  function snapshotOf(reference: RouteReferenceData): Snapshot {
    let snapshot = snapshots.get(reference);
    if (!snapshot) {
      snapshot = { id: nextSnapshot++, blob: referenceDataBlob(reference) };
      snapshots.set(reference, snapshot);
      for (const member of workers) hold(member, snapshot);
    }
    return snapshot;
  }

  /**
   * Makes `snapshot` the one `target` holds. Dropping the previous one is safe: the worker reads a job's
   * snapshot when the job's message arrives, before any later message.
   */
  function hold(target: PoolWorker, snapshot: Snapshot): void {
    if (target.snapshot === snapshot.id) return;
    if (target.snapshot !== undefined) post(target, { type: 'drop', snapshot: target.snapshot });
    post(target, { type: 'reference', snapshot: snapshot.id, blob: snapshot.blob });
    target.snapshot = snapshot.id;
  }

  function answered(target: PoolWorker, reply: Exclude<RouteWorkerReply, { type: 'ready' }>): void {
    const job = target.jobs.get(reply.id);
    if (!job) return;
    target.jobs.delete(reply.id);
    job.detach();
    const settle = job.settle as
      { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;
    if (!settle) return;
    if (reply.type === 'done') settle.resolve(reply.outcome);
    else if (reply.type === 'placed') settle.resolve(reply.placements);
    else if (reply.type === 'km-markers') settle.resolve(reply.markers ?? undefined);
    else if (reply.type === 'cancelled') settle.reject(abortError());
    else settle.reject(new Error(reply.error));
  }

  function spawn(): { member: PoolWorker; ready: Promise<void> } {
    const worker = new Worker(entry, { workerData });
    const member: PoolWorker = { worker, ready: false, jobs: new Map() };
    workers.push(member);
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: RouteWorkerReply) => {
        if (reply.type !== 'ready') return answered(member, reply);
        member.ready = true;
        resolve();
      });
      worker.on('error', (error) => {
        logger.error('route worker failed', { error: error.message });
        reject(error);
      });
      worker.on('exit', (code) => {
        const index = workers.indexOf(member);
        if (index >= 0) workers.splice(index, 1);
        for (const job of member.jobs.values()) {
          job.detach();
          job.settle?.reject(new RouteCalculationError(503, ROUTE_MESSAGES.workerFailed));
        }
        member.jobs.clear();
        if (closed) return;
        reject(new Error(`the route worker stopped while starting (exit code ${code})`));
        logger.error('route worker stopped', { code, replaced: member.ready });
        if (member.ready) spawn().ready.catch(() => undefined);
      });
    });
    return { member, ready };
  }

  try {
    await Promise.all(Array.from({ length: count }, () => spawn().ready));
  } catch (error) {
    closed = true;
    await Promise.all(workers.map((member) => member.worker.terminate()));
    throw error;
  }

  /** The worker with the fewest jobs in flight. */
  function leastBusy(): PoolWorker | undefined {
    let target = workers[0];
    for (const member of workers) if (member.jobs.size < target!.jobs.size) target = member;
    return target;
  }

  /** Posts a placement or km-marker request to the least busy worker. */
  function ask<T>(message: (id: number) => RouteWorkerRequest): Promise<T> {
    if (closed) return Promise.reject(new Error('the route workers are closed'));
    const member = leastBusy();
    if (!member) return Promise.reject(new RouteCalculationError(503, ROUTE_MESSAGES.workerFailed));
    const id = nextJob;
    nextJob = nextJob >= Number.MAX_SAFE_INTEGER ? 1 : nextJob + 1;
    return new Promise<T>((resolve, reject) => {
      member.jobs.set(id, { settle: { resolve, reject }, detach: () => undefined });
      post(member, message(id));
    });
  }

  return {
    place(plazas) {
      return ask<PlazaPlacement[]>((id) => ({ type: 'place', id, plazas: [...plazas] }));
    },
    kmMarkers() {
      return ask<KmMarkers | undefined>((id) => ({ type: 'km-markers', id }));
    },
    calculate(job, reference, signal) {
      if (closed) return Promise.reject(new Error('the route workers are closed'));
      if (signal?.aborted) return Promise.reject(abortError());
      const target = leastBusy();
      if (!target) return Promise.reject(new RouteCalculationError(503, ROUTE_MESSAGES.workerFailed));
      const member = target;
      const snapshot = snapshotOf(reference);
      hold(member, snapshot);
      const id = nextJob;
      nextJob = nextJob >= Number.MAX_SAFE_INTEGER ? 1 : nextJob + 1;
      const cancel = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
      return new Promise<RouteJobOutcome>((resolve, reject) => {
        const onAbort = (): void => {
          const settle = pending.settle;
          if (!settle) return;
          pending.settle = undefined;
          Atomics.store(cancel, 0, 1);
          post(member, { type: 'cancel', id });
          settle.reject(abortError());
        };
        const pending: Job = {
          settle: { resolve, reject },
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        member.jobs.set(id, pending);
        post(member, { type: 'job', id, snapshot: snapshot.id, job, cancel });
      });
    },
    prepare(reference) {
      if (!closed) snapshotOf(reference);
    },
    async close() {
      closed = true;
      for (const member of workers) {
        for (const job of member.jobs.values()) {
          job.detach();
          job.settle?.reject(new Error('the route workers are closed'));
        }
        member.jobs.clear();
      }
      await Promise.all(workers.map((member) => member.worker.terminate()));
    },
  };
}
