// Worker bootstrap: lets Node load the TypeScript contraction worker through tsx when it is not already registered.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { startContractWorker } = await import('./contract-worker.ts');
startContractWorker(parentPort, workerData);
