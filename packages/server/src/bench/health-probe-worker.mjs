// A health probe on its own thread, so the load generator's work (autocannon reading every answer on the
// bench's main thread) never delays it: on `{ url, pauseMs }` it times `GET /api/health` again and again,
// `pauseMs` apart, until it receives `'stop'`, then answers the latencies in milliseconds.
import { parentPort } from 'node:worker_threads';

let stopped = false;

parentPort.on('message', async (message) => {
  if (message === 'stop') {
    stopped = true;
    return;
  }
  const { url, pauseMs } = message;
  const latencies = [];
  while (!stopped) {
    const started = performance.now();
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  parentPort.postMessage(latencies);
});
