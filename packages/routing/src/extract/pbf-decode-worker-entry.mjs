// Worker bootstrap: lets Node load the TypeScript decode worker through tsx when it is not already registered.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { startPbfDecodeWorker } = await import('./pbf-decode-worker.ts');
startPbfDecodeWorker(parentPort);
