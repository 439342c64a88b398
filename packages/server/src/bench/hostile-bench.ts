import { readFileSync } from 'node:fs';
import { latencySummary, loginToken, round2, startServerProcess } from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import { probeHealth } from './health-probe.ts';

/** Target of issue 12: `/api/health` p99 while hostile bodies arrive, against its p99 at rest. */
export const HOSTILE_TARGETS = { max_p99_ratio: 5, max_p99_ms: 50 } as const;

const DEMO_PASSWORD = 'demo-bench-senha';
const BODY_LIMIT_KB = 1024;

/** Options of {@link runHostileBench}. */
export interface HostileBenchOptions {
  /** Empty folder to use as `DATA_DIR`. */
  dataDir: string;
  /** Concurrent hostile clients. */
  clients: number;
  /** Seconds of hostile load. */
  durationS: number;
  /** Seconds of the health probe alone, before the load. */
  restS: number;
  logLevel: string;
  emit: (record: Record<string, unknown>) => void;
}

/** One hostile request: a name, where it goes, whether it carries the session, and its body. */
interface HostileRequest {
  name: string;
  path: string;
  authenticated: boolean;
  body: string;
}

const nestedArrays = (depth: number) => `${'['.repeat(depth)}0${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`;
const many = (count: number, item: string) => Array.from({ length: count }, () => item).join(',');

/**
 * The hostile bodies, to the login (no session needed) and to a logged-in endpoint: the issue's
 * 30 kB of nested arrays, nested objects, a text of 900 kB, 200,000 small elements, an object of
 * 60,000 keys, and, just within the reader's bounds, 9,000 elements and an object of 9,000 keys; 500 kB
 * of JSON cut off inside a text, and a body twice the size limit.
 */
export function hostileRequests(): HostileRequest[] {
  const wide = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`;
  const bodies: [string, string][] = [
    ['nested arrays, 30 kB', nestedArrays(15_000)],
    ['nested objects, 30 kB', nestedObjects(6_000)],
    ['text of 900 kB', JSON.stringify({ email: 'a@b.com.br', password: 'x'.repeat(900_000) })],
    ['200,000 small elements', `{"email":[${many(200_000, '0')}],"password":"x"}`],
    ['object of 60,000 keys', wide(60_000)],
    ['9,000 small elements', `{"email":[${many(9_000, '0')}],"password":"x"}`],
    ['object of 9,000 keys', wide(9_000)],
    ['JSON cut off, 500 kB', `{"email":"${'x'.repeat(500_000)}`],
    ['body over the size limit', `{"email":"${'x'.repeat(2 * BODY_LIMIT_KB * 1024)}"}`],
  ];
  return bodies.flatMap(([name, body]) => [
    { name: `${name} → login`, path: '/api/auth/login', authenticated: false, body },
    { name: `${name} → shippers`, path: '/api/shippers', authenticated: true, body },
  ]);
}

/** CPU time of process `pid` so far (every thread, user and system), in milliseconds; NaN off Linux. */
function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** What the hostile clients met: answers by request and status, and failures of the server. */
interface HostileTally {
  requests: number;
  byRequest: Record<string, Record<string, number>>;
  /** 5xx answers. */
  serverErrors: number;
  /** Requests that got no answer (the connection failed), by error. */
  noAnswer: Record<string, number>;
}

async function hostileClient(
  server: ServerProcess,
  token: string,
  requests: readonly (Omit<HostileRequest, 'body'> & { body: Uint8Array })[],
  first: number,
  until: number,
  tally: HostileTally,
): Promise<void> {
  for (let i = first; performance.now() < until; i++) {
    const request = requests[i % requests.length]!;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (request.authenticated) headers['authorization'] = `Bearer ${token}`;
    let status: string;
    try {
      const res = await fetch(`${server.url}${request.path}`, {
        method: 'POST',
        headers,
        body: request.body,
      });
      await res.arrayBuffer();
      status = String(res.status);
      if (res.status >= 500) tally.serverErrors += 1;
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      const reason = cause instanceof Error ? ('code' in cause && String(cause.code)) || cause.message : '?';
      tally.noAnswer[reason] = (tally.noAnswer[reason] ?? 0) + 1;
      status = 'no answer';
    }
    tally.requests += 1;
    const counts = (tally.byRequest[request.name] ??= {});
    counts[status] = (counts[status] ?? 0) + 1;
  }
}

/**
 * The hostile-body benchmark: the real server process on PGlite (demo data, no route data), then
 * `GET /api/health` timed from its own thread for `restS` seconds alone and for `durationS` seconds while
 * `clients` clients post hostile bodies in turn ({@link hostileRequests}) as fast as they are answered.
 * Emits the health latencies of both phases, what the hostile requests were answered, and the summary
 * against {@link HOSTILE_TARGETS}. Returns whether the server never answered 5xx.
 */
export async function runHostileBench(options: HostileBenchOptions): Promise<boolean> {
  const { emit } = options;
  const server = await startServerProcess({
    dataDir: options.dataDir,
    env: {
      DEMO_PASSWORD,
      LOG_LEVEL: options.logLevel,
      AUTO_IMPORT: 'false',
      BODY_LIMIT_KB: String(BODY_LIMIT_KB),
    },
    timeoutMs: 120_000,
  });
  try {
    const token = await loginToken(server.url, 'admin@example.com', DEMO_PASSWORD);
    // encoded once: the load generator shares the machine's cores with the server it measures
    const requests = hostileRequests().map((request) => ({
      ...request,
      body: new TextEncoder().encode(request.body),
    }));
    await probeHealth(server.url, () => new Promise((resolve) => setTimeout(resolve, 2_000)));
    const rest = latencySummary(
      await probeHealth(
        server.url,
        () => new Promise((resolve) => setTimeout(resolve, options.restS * 1000)),
      ),
    );
    emit({ measure: 'health at rest', path: 'GET /api/health', duration_s: options.restS, ...rest });

    const tally: HostileTally = { requests: 0, byRequest: {}, serverErrors: 0, noAnswer: {} };
    const serverCpu = processCpuMs(server.child.pid);
    const benchCpu = process.cpuUsage();
    const started = performance.now();
    const until = started + options.durationS * 1000;
    const loaded = latencySummary(
      await probeHealth(server.url, async () => {
        await Promise.all(
          Array.from({ length: options.clients }, (_, client) =>
            hostileClient(server, token, requests, client * 3, until, tally),
          ),
        );
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const serverCpuMs = processCpuMs(server.child.pid) - serverCpu;
    const benchCpuUsage = process.cpuUsage(benchCpu);
    const benchCpuMs = (benchCpuUsage.user + benchCpuUsage.system) / 1000;
    emit({
      measure: 'health during hostile bodies',
      path: 'GET /api/health',
      clients: options.clients,
      duration_s: options.durationS,
      ...loaded,
    });
    emit({
      measure: 'hostile bodies answered',
      requests: tally.requests,
      rps: round2(tally.requests / seconds),
      server_cpu_ms_per_request: round2(serverCpuMs / tally.requests),
      server_cpu_share: round2(serverCpuMs / 1000 / seconds),
      bench_cpu_share: round2(benchCpuMs / 1000 / seconds),
      server_errors: tally.serverErrors,
      no_answer: tally.noAnswer,
      by_request: tally.byRequest,
    });
    const ratio = round2(loaded.p99_ms / rest.p99_ms);
    emit({
      measure: 'hostile summary',
      health_p99_at_rest_ms: rest.p99_ms,
      health_p99_under_hostile_load_ms: loaded.p99_ms,
      p99_ratio: ratio,
      server_errors: tally.serverErrors,
      targets: HOSTILE_TARGETS,
      target_met:
        ratio <= HOSTILE_TARGETS.max_p99_ratio &&
        loaded.p99_ms <= HOSTILE_TARGETS.max_p99_ms &&
        tally.serverErrors === 0,
    });
    return tally.serverErrors === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(server.output());
    return false;
  } finally {
    await server.stop('SIGTERM');
  }
}
