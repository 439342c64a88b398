// A route worker whose router misbehaves on purpose, chosen by the name of the first waypoint:
// `falha` ends the thread (a crash), `demora` keeps routing until the job is cancelled (a calculation
// nobody waits for), `sem-caminho` answers the engine's refusal 442. Other names route normally.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { startRouteWorker } = await import('../route-worker.ts');
const { QueryCancelledError, valhallaError } = await import('@freight/routing');
const nap = new Int32Array(new SharedArrayBuffer(4));

startRouteWorker(parentPort, workerData, {
  wrap: (route) => async (query, cancel, signal) => {
    switch (query.locations[0]?.name) {
      case 'falha':
        process.exit(70);
        break;
      case 'demora':
        while (!cancel.isCancelled()) Atomics.wait(nap, 0, 0, 1);
        throw new QueryCancelledError();
      case 'sem-caminho':
        return valhallaError(442);
    }
    return route(query, cancel, signal);
  },
});
