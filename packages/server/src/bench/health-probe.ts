import { Worker } from 'node:worker_threads';

/**
 * `GET /api/health` timed from its own thread (`health-probe-worker.mjs`, `pauseMs` apart) while `during`
 * runs, so the load generator's work on this thread never delays it. Answers the latencies in ms.
 *
 * @example const latencies = await probeHealth(server.url, () => runLoad());
 */
export async function probeHealth(url: string, during: () => Promise<void>, pauseMs = 10): Promise<number[]> {
  const probe = new Worker(new URL('./health-probe-worker.mjs', import.meta.url));
  try {
    const probed = new Promise<number[]>((resolve, reject) => {
      probe.once('message', resolve);
      probe.once('error', reject);
    });
    probe.postMessage({ url, pauseMs });
    await during();
    probe.postMessage('stop');
    return await probed;
  } finally {
    await probe.terminate();
  }
}
