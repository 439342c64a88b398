// A benchmark client on its own thread, so its work never counts as the server thread's: on each
// message `{ url, token, bodies }` it posts every body in turn to `POST /api/routes/route` and answers
// `{ latencies, failures, cpuMs }` (milliseconds per request; requests that did not succeed; the CPU time
// of this thread, from Linux's schedstat, NaN elsewhere).
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';

const cpuNs = () => {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
};

parentPort.on('message', async ({ url, token, bodies }) => {
  const started = cpuNs();
  const latencies = [];
  let failures = 0;
  for (const body of bodies) {
    const started = performance.now();
    const res = await fetch(`${url}/api/routes/route`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    latencies.push(performance.now() - started);
    if (res.status !== 200 || !text.startsWith('{"success":true')) failures += 1;
  }
  parentPort.postMessage({ latencies, failures, cpuMs: (cpuNs() - started) / 1e6 });
});
