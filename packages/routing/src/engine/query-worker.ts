import { parentPort, workerData } from 'node:worker_threads';
import type { GraphData } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { EmbeddedRouter } from './embedded-router.ts';
import type { RouterLimits } from './embedded-router.ts';
import type { RouteQuery } from './route-query.ts';
import { QueryCancelledError } from '../query/cancel-token.ts';
import type { CancelToken } from '../query/cancel-token.ts';
import { isCancelled } from './cancel-slots.ts';

/** A job posted to a query worker. */
export interface WorkerJob {
  id: number;
  query: RouteQuery;
}

const { graph, limits, cancelSlots } = workerData as {
  graph: GraphData;
  limits?: Partial<RouterLimits>;
  cancelSlots: Int32Array;
};
const router = new EmbeddedRouter(new RoutingGraph(graph), limits);

/** The job being answered, read by the cancel token (one job at a time per worker). */
let currentJob = 0;
const cancel: CancelToken = { isCancelled: () => isCancelled(cancelSlots, currentJob) };

parentPort!.on('message', (job: WorkerJob) => {
  currentJob = job.id;
  try {
    parentPort!.postMessage({ id: job.id, answer: router.route(job.query, { cancel }) });
  } catch (error) {
    if (error instanceof QueryCancelledError) parentPort!.postMessage({ id: job.id, cancelled: true });
    else parentPort!.postMessage({ id: job.id, error: (error as Error).message });
  }
});
