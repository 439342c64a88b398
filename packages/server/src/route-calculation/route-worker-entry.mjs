// Worker bootstrap: lets Node load the TypeScript route worker through tsx when it is not already registered.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { startRouteWorker } = await import('./route-worker.ts');
startRouteWorker(parentPort, workerData);
