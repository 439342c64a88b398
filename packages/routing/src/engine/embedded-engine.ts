import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { loadGraph } from '../graph/graph-files.ts';
import type { GraphData } from '../graph/build-graph.ts';
import type { RouterLimits } from './embedded-router.ts';
import type { RouteAnswer, RouteQuery, RoutingEngine } from './route-query.ts';
import { cancelRequest, createCancelSlots } from './cancel-slots.ts';

/** Options of {@link createEmbeddedEngine}. */
export interface EmbeddedEngineOptions {
  /** Folder written by the import (default `data/graph`). */
  graphDir?: string;
  /** An already loaded graph instead of `graphDir` (its arrays should be `SharedArrayBuffer`-backed). */
  graph?: GraphData;
  /** Worker threads (default: available cores, at most 4). */
  workers?: number;
  limits?: Partial<RouterLimits>;
}

interface Pending {
  resolve: (answer: RouteAnswer) => void;
  reject: (error: Error) => void;
  worker: Worker;
}

function abortError(): Error {
  return new DOMException('The route request was aborted', 'AbortError');
}

/**
 * The embedded routing engine: loads the graph files once into `SharedArrayBuffer`s and answers queries
 * on a pool of worker threads that share them, so the caller's event loop never blocks. A request goes
 * to the worker with the fewest jobs in flight. An aborted request rejects at once with an `AbortError`
 * and its worker stops working on it: the abort sets the request's slot in a shared `Int32Array` that the
 * worker's searches poll every few hundred settled nodes (a job aborted while queued is skipped).
 *
 * @example
 * const engine = await createEmbeddedEngine({ graphDir: 'data/graph' });
 * const answer = await engine.route({ locations: [a, b], costing: 'truck' });
 * await engine.close();
 */
export async function createEmbeddedEngine(options: EmbeddedEngineOptions = {}): Promise<RoutingEngine> {
  const graph = options.graph ?? loadGraph(options.graphDir ?? 'data/graph');
  const count = Math.max(1, options.workers ?? Math.min(4, availableParallelism()));
  const entry = new URL('./query-worker-entry.mjs', import.meta.url);
  const workers: Worker[] = [];
  const load = new Map<Worker, number>();
  const pending = new Map<number, Pending>();
  const cancelSlots = createCancelSlots();
  let nextId = 1;
  let closed = false;
  await Promise.all(
    Array.from({ length: count }, async () => {
      const worker = new Worker(entry, { workerData: { graph, limits: options.limits, cancelSlots } });
      worker.on(
        'message',
        (message: { id: number; answer?: RouteAnswer; error?: string; cancelled?: true }) => {
          const job = pending.get(message.id);
          if (!job) return;
          pending.delete(message.id);
          load.set(worker, (load.get(worker) ?? 1) - 1);
          if (message.cancelled) job.reject(abortError());
          else if (message.error !== undefined) job.reject(new Error(message.error));
          else job.resolve(message.answer!);
        },
      );
      worker.on('error', (error) => {
        for (const [id, job] of pending) {
          if (job.worker === worker) {
            pending.delete(id);
            job.reject(error);
          }
        }
      });
      workers.push(worker);
      load.set(worker, 0);
      await new Promise<void>((resolve, reject) => {
        worker.once('online', () => resolve());
        worker.once('error', reject);
      });
    }),
  );

  return {
    route(request: RouteQuery, signal?: AbortSignal): Promise<RouteAnswer> {
      if (closed) return Promise.reject(new Error('the routing engine is closed'));
      if (signal?.aborted) return Promise.reject(abortError());
      let worker = workers[0]!;
      for (const w of workers) if (load.get(w)! < load.get(worker)!) worker = w;
      const id = nextId;
      nextId = nextId >= 0x7fffffff ? 1 : nextId + 1;
      load.set(worker, load.get(worker)! + 1);
      return new Promise<RouteAnswer>((resolve, reject) => {
        const onAbort = (): void => {
          if (pending.delete(id)) {
            cancelRequest(cancelSlots, id);
            load.set(worker, load.get(worker)! - 1);
            reject(abortError());
          }
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, {
          resolve: (answer) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(answer);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
          worker,
        });
        worker.postMessage({ id, query: request });
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const job of pending.values()) job.reject(new Error('the routing engine is closed'));
      pending.clear();
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
