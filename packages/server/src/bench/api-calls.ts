import { latencySummary } from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';

/** An API answer as a bench reads it: the status and the JSON envelope. */
export interface BenchAnswer {
  status: number;
  json: { success?: boolean; message?: string; data?: unknown };
}

/** One JSON call of `server`'s API as the bearer of `token`. */
export async function apiCall(
  server: ServerProcess,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<BenchAnswer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as BenchAnswer['json'] };
}

/** Unmeasured calls before each measured series. */
export const WARMUP_CALLS = 5;

/**
 * `runs` sequential calls of `run` (given its index) after {@link WARMUP_CALLS} unmeasured ones; their
 * latency summary. Fails on the first measured answer that is not `okStatus`.
 */
export async function timedCalls(runs: number, okStatus: number, run: (i: number) => Promise<BenchAnswer>) {
  for (let i = 0; i < WARMUP_CALLS; i += 1) await run(i);
  const latencies: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const res = await run(i);
    latencies.push(performance.now() - started);
    if (res.status !== okStatus)
      throw new Error(`answer ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
  }
  return latencySummary(latencies);
}
