import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { latencySummary, loginToken, round2 } from '@freight/bench-tools';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { companies } from '../db/schema.ts';
import { createLogger } from '../logging/logger.ts';
import { createRouteServices } from '../route-calculation/route-services.ts';
import { DEMO_COMPANY_CNPJ } from '../seed/demo-data.ts';
import { createServerContext } from '../server-context.ts';

/** Options of {@link measureMainThreadBusy}. */
export interface MainThreadBusyOptions {
  /** Settings of the server (its `DATA_DIR` prepared by the data import, no server process on it). */
  config: Config;
  /** Calculation bodies, posted one at a time, twice (a warm-up pass, then the measured one). */
  bodies: readonly string[];
  email: string;
  password: string;
  emit: (record: Record<string, unknown>) => void;
}

interface ClientResult {
  latencies: number[];
  failures: number;
  /** CPU time of the client's thread. */
  cpuMs: number;
}

/**
 * Nanoseconds this process's main thread has run on a CPU (Linux `schedstat`, whose first field is the
 * time on the CPU), or `NaN` where there is no such file.
 */
function mainThreadCpuNs(): number {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
}

/**
 * Main-thread time of `work`, in milliseconds: CPU time (not inflated when other processes hold the
 * cores), event-loop busy time (wall clock, so inflated then) and garbage collection; and the CPU time of
 * the whole process (every thread).
 */
async function busyDuring(
  work: () => Promise<unknown>,
): Promise<{ cpuMs: number; activeMs: number; gcMs: number; processCpuMs: number }> {
  let gcMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMs += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  const cpuBefore = mainThreadCpuNs();
  const processBefore = process.cpuUsage();
  const before = performance.eventLoopUtilization();
  await work();
  const used = performance.eventLoopUtilization(before);
  const processUsed = process.cpuUsage(processBefore);
  const cpuMs = (mainThreadCpuNs() - cpuBefore) / 1e6;
  observer.disconnect();
  return { cpuMs, activeMs: used.active, gcMs, processCpuMs: (processUsed.user + processUsed.system) / 1000 };
}

/**
 * How much of the HTTP thread one `POST /api/routes/route` takes: the app of the server runs in this
 * process behind a real HTTP listener, a client on another thread posts the calculations one at a time,
 * and the main thread's CPU time, its event loop's busy time (`performance.eventLoopUtilization`) and its
 * garbage collection over the measured pass are divided by the number of requests; so is the CPU time of
 * the process's other threads but the client's (route workers, garbage-collection and libuv helpers). The fair-use count (a PGlite upsert on this
 * thread) is timed on its own the same way.
 */
export async function measureMainThreadBusy(options: MainThreadBusyOptions): Promise<void> {
  const { config, emit } = options;
  const logger = createLogger('silent');
  const handle = await openDatabase({ driver: 'pglite', dataDir: `${config.DATA_DIR}/db` });
  const services = await createRouteServices({ config, logger });
  const ctx = createServerContext({
    config,
    db: handle.db,
    dbDriver: handle.driver,
    jwtSecret: randomBytes(32).toString('hex'),
    logger,
    routeServices: services,
  });
  await services.referenceData(ctx);
  const server = serve({ fetch: createApp(ctx).fetch, port: 0, hostname: '127.0.0.1' });
  const client = new Worker(new URL('./sequential-client-worker.mjs', import.meta.url));
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await loginToken(url, options.email, options.password);
    const pass = () =>
      new Promise<ClientResult>((resolve, reject) => {
        client.once('message', resolve);
        client.once('error', reject);
        client.postMessage({ url, token, bodies: options.bodies });
      });
    await pass();
    let result: ClientResult | undefined;
    const routes = await busyDuring(async () => {
      result = await pass();
    });
    const count = options.bodies.length;
    const [company] = await handle.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.cnpj, DEMO_COMPANY_CNPJ));
    const fairUse = await busyDuring(async () => {
      for (let i = 0; i < count; i++) await ctx.fairUse.consume(company!.id, 'route-calculation');
    });
    emit({
      measure: 'main thread per route request',
      requests: count,
      failures: result!.failures,
      cpu_ms_per_request: round2(routes.cpuMs / count),
      busy_ms_per_request: round2(routes.activeMs / count),
      gc_ms_per_request: round2(routes.gcMs / count),
      other_threads_cpu_ms_per_request: round2((routes.processCpuMs - routes.cpuMs - result!.cpuMs) / count),
      fair_use_cpu_ms: round2(fairUse.cpuMs / count),
      fair_use_busy_ms: round2(fairUse.activeMs / count),
      latency: latencySummary(result!.latencies),
    });
  } finally {
    await client.terminate();
    await new Promise((resolve) => server.close(resolve));
    await services.close();
    await ctx.fairUse.close();
    await handle.close();
  }
}
