import { parentPort, workerData } from 'node:worker_threads';
import type { GraphData } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { EmbeddedRouter } from './embedded-router.ts';
import type { RouterLimits } from './embedded-router.ts';
import type { RouteQuery } from './route-query.ts';

/** A job posted to a query worker. */
export interface WorkerJob {
  id: number;
  query: RouteQuery;
}

const { graph, limits } = workerData as { graph: GraphData; limits?: Partial<RouterLimits> };
const router = new EmbeddedRouter(new RoutingGraph(graph), limits);

parentPort!.on('message', (job: WorkerJob) => {
  try {
    parentPort!.postMessage({ id: job.id, answer: router.route(job.query) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: (error as Error).message });
  }
});
