import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { latencySummary, loginToken, round2, startServerProcess } from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import autocannon from 'autocannon';
import { probeHealth } from './health-probe.ts';
import { csvTextRecords, routeRequestSchema, seededRandom } from '@freight/core';
import { EmbeddedRouter, RoutingGraph, isValhallaError, loadGraph } from '@freight/routing';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../logging/logger.ts';
import { createReferenceDataVersion } from '../reference-data/reference-data-version.ts';
import { buildRouteQuery } from '../route-calculation/build-route-query.ts';
import { roadAccess } from '../route-calculation/road-access.ts';
import { routeFreight } from '../route-calculation/route-freight.ts';
import { createRouteServices } from '../route-calculation/route-services.ts';
import { buildRouteWay } from '../route-calculation/route-way.ts';
import { stationsAlong } from '../route-calculation/stations-along.ts';
import { matchTolls, tripShape, wayTolls } from '../tolls/index.ts';
import { measureMainThreadBusy } from './main-thread-busy.ts';
import { rssMib } from './process-memory.ts';
import { BENCH_DEMO_PASSWORD, benchServerEnv, prepareDataDir } from './prepared-data-dir.ts';

/** Targets of the route calculation (issue 5): single-client p95, health p99 under load, no errors. */
export const ROUTE_TARGETS = { single_p95_ms: 60, health_p99_ms: 20 } as const;

const DEMO_PASSWORD = BENCH_DEMO_PASSWORD;
const STATES = new Set(['SP', 'PR', 'MG', 'RJ']);
const SEED = 20_261_122;

/** Options of {@link runRouteBench}. */
export interface RouteBenchOptions {
  /** Empty folder to use as `DATA_DIR`. */
  dataDir: string;
  /** Folder of the datasets (`../shared/data`). */
  sourceDir: string;
  /** Road network to import instead of the datasets' (`ROAD_NETWORK_FILE`, e.g. a Brazil-size synthetic PBF). */
  roadNetworkFile?: string;
  /** Use `dataDir` as it is when this bench prepared it before with the same environment. */
  reuseDataDir?: boolean;
  /** Folder where the server process writes a V8 CPU profile per thread when it stops. */
  cpuProfDir?: string;
  pairs: number;
  connections: number;
  durationS: number;
  logLevel: string;
  emit: (record: Record<string, unknown>) => void;
}

/** A municipality seat: `Name, UF` and its position. */
export interface Place {
  name: string;
  lat: number;
  lng: number;
}

/**
 * `count` origin–destination pairs of distinct municipalities of SP, PR, MG and RJ, the same on every
 * run, among the seats that `reachable` accepts (within the engines' 35 km of a road of the network: the
 * others answer the route-address error, which the endpoint tests check; 58 of the 1,989 seats of these
 * states on brasil-rodovias, where Paraná's state roads and many of Minas Gerais' are missing).
 */
export function municipalityPairs(
  sourceDir: string,
  count: number,
  reachable: (place: Place) => boolean = () => true,
): { pairs: [Place, Place][]; seats: number; unreachable: number } {
  const all: Place[] = csvTextRecords(readFileSync(join(sourceDir, 'municipios', 'municipios.csv'), 'utf8'))
    .filter((row) => STATES.has(row['uf'] ?? ''))
    .map((row) => ({
      name: `${row['nome']}, ${row['uf']}`,
      lat: Number(row['latitude']),
      lng: Number(row['longitude']),
    }));
  const places = all.filter(reachable);
  const random = seededRandom(SEED);
  const pick = () => places[Math.floor(random() * places.length)]!;
  const pairs: [Place, Place][] = [];
  while (pairs.length < count) {
    const from = pick();
    const to = pick();
    if (from !== to) pairs.push([from, to]);
  }
  return { pairs, seats: all.length, unreachable: all.length - places.length };
}

/** The calculation body the planner sends for a 6-axle truck between two places. */
function routeBody(from: Place, to: Place, typeRoute: 'efficient' | 'avoid_tolls' = 'efficient'): string {
  return JSON.stringify({
    waypoints: [from, to],
    type_route: typeRoute,
    mc: 'mc',
    config_rota: {
      volta: false,
      costing: 'truck',
      costing_options: { truck: { shortest: false, toll_booth_penalty: 0, top_speed: 140 } },
      directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
    },
    config_veiculo: { categoria: 'truck', eixos: 6 },
    config_pedagio: { prices_from_date: '' },
  });
}

/**
 * The work of one calculation on a route worker, for a long route (São Paulo → Recife, about 2,500 km):
 * each step, and the whole job (routing, every way, the JSON), timed over 200 runs after a warm-up.
 */
async function measureWorkerSteps(
  config: Config,
  db: Database,
  emit: RouteBenchOptions['emit'],
): Promise<void> {
  const router = new EmbeddedRouter(new RoutingGraph(loadGraph(join(config.DATA_DIR, 'graph'))));
  const services = await createRouteServices({
    config,
    logger: createLogger('silent'),
    engine: { route: async (query) => router.route(query), close: async () => undefined },
  });
  try {
    const reference = await services.referenceData({
      db,
      referenceData: createReferenceDataVersion(),
      clock: Date.now,
      logger: createLogger('silent'),
    });
    const request = routeRequestSchema.parse(
      JSON.parse(
        routeBody(
          { name: 'São Paulo, SP', lat: -23.5503, lng: -46.6339 },
          { name: 'Recife, PE', lat: -8.0476, lng: -34.877 },
        ),
      ),
    );
    const waypoints = request.waypoints.map((w) => ({ addr: w.name, lat: w.lat!, lng: w.lng! }));
    const answer = router.route(buildRouteQuery(request, waypoints));
    if (isValhallaError(answer)) throw new Error(`São Paulo → Recife: ${answer.error}`);
    const trip = answer.trip;
    const trips = [trip, ...answer.alternates.map((a) => a.trip)];
    const pricing = {
      date: '2026-09-02',
      isWeekend: false,
      hasTag: false,
      vehicle: { category: 'truck' as const, axis: 6 },
      axis: 6,
    };
    const job = { request, waypoints, anchored: waypoints, pricing };
    const shape = tripShape(trip.legs);
    const match = matchTolls(reference.placements, trip, { shape });
    const ways = trips.map((t) => buildRouteWay(t, reference, pricing, undefined));
    const steps: Record<string, () => unknown> = {
      'decode shape': () => tripShape(trip.legs),
      matchTolls: () => matchTolls(reference.placements, trip, { shape }),
      'way tolls (match, groups, price, totals)': () => wayTolls(reference, trip, pricing, shape),
      'weighing stations': () => stationsAlong(reference, shape),
      'freight floor': () => routeFreight(reference.coefficients, trip.summary.length, pricing.date),
      'whole way (3 alternatives)': () => trips.map((t) => buildRouteWay(t, reference, pricing, undefined)),
      'JSON of the ways': () => JSON.stringify(ways),
      'whole job (routing, ways, JSON)': () => services.calculator.calculate(job, reference),
    };
    const timings: Record<string, unknown> = {};
    for (const [name, step] of Object.entries(steps)) {
      for (let i = 0; i < 50; i++) await step();
      const latencies: number[] = [];
      for (let i = 0; i < 200; i++) {
        const started = performance.now();
        await step();
        latencies.push(performance.now() - started);
      }
      const { p50_ms, p99_ms, max_ms } = latencySummary(latencies);
      timings[name] = { p50_ms, p99_ms, max_ms };
    }
    emit({
      measure: 'route worker work, São Paulo → Recife',
      km: trip.summary.length,
      shape_points: shape.count,
      alternatives: answer.alternates.length,
      plazas: match.plazas.length,
      ...timings,
    });
  } finally {
    await services.close();
  }
}

interface RouteOutcome {
  ok: boolean;
  status: number;
  note?: string;
}

async function calculate(server: ServerProcess, token: string, body: string): Promise<RouteOutcome> {
  const res = await fetch(`${server.url}/api/routes/route`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const json = (await res.json()) as { success?: boolean; message?: string };
  return {
    ok: res.status === 200 && json.success === true,
    status: res.status,
    ...(json.success ? {} : { note: json.message ?? '' }),
  };
}

/**
 * The route-calculation benchmark: a prepared `DATA_DIR` (data import of brasil-rodovias and the
 * datasets; the route worker's steps timed on a long route), the HTTP thread's time per calculation
 * (`measureMainThreadBusy`, the app in this process), then the real server process and
 * `POST /api/routes/route` for {@link municipalityPairs}: one client in sequence (p50/p95), and autocannon
 * (`connections`, `durationS`, cycling the pairs) with `GET /api/health` timed during the load by a probe
 * on its own thread (the target), and, for comparison with earlier runs, by one on autocannon's thread.
 * Returns whether there was no error.
 */
export async function runRouteBench(options: RouteBenchOptions): Promise<boolean> {
  const { emit } = options;
  const env = {
    ...benchServerEnv(options.sourceDir, options.logLevel),
    ...(options.roadNetworkFile ? { ROAD_NETWORK_FILE: options.roadNetworkFile } : {}),
  };
  const { config, seconds } = await prepareDataDir(
    options.dataDir,
    env,
    (prepared, db) => measureWorkerSteps(prepared, db, emit),
    options.reuseDataDir,
  );
  emit({ measure: 'route data import', seconds, ...(seconds === null ? { reused: options.dataDir } : {}) });
  const access = roadAccess(new RoutingGraph(loadGraph(join(options.dataDir, 'graph'))));
  const { pairs, seats, unreachable } = municipalityPairs(
    options.sourceDir,
    options.pairs,
    (place) => access.anchor(place) !== null,
  );
  emit({
    measure: 'route pairs',
    pairs: pairs.length,
    seats,
    seats_farther_than_35_km_from_a_road: unreachable,
    seed: SEED,
  });
  const bodies = pairs.map(([from, to]) => routeBody(from, to));
  await measureMainThreadBusy({ config, bodies, email: 'admin@example.com', password: DEMO_PASSWORD, emit });
  const server = await startServerProcess({
    dataDir: options.dataDir,
    env,
    timeoutMs: 120_000,
    ...(options.cpuProfDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] } : {}),
  });
  try {
    const token = await loginToken(server.url, 'admin@example.com', DEMO_PASSWORD);

    const warm = performance.now();
    for (const body of bodies) await calculate(server, token, body);
    emit({
      measure: 'route warm-up',
      requests: bodies.length,
      seconds: round2((performance.now() - warm) / 1000),
    });

    const latencies: number[] = [];
    const failures: { pair: string; status: number; note: string }[] = [];
    for (const [i, body] of bodies.entries()) {
      const started = performance.now();
      const outcome = await calculate(server, token, body);
      latencies.push(performance.now() - started);
      if (!outcome.ok) {
        failures.push({
          pair: `${pairs[i]![0].name} → ${pairs[i]![1].name}`,
          status: outcome.status,
          note: outcome.note ?? '',
        });
      }
    }
    const single = latencySummary(latencies);
    emit({
      measure: 'route, one client',
      path: 'POST /api/routes/route',
      ...single,
      errors: failures.length,
      failures: failures.slice(0, 10),
    });

    // 'Evitar pedágios': up to 8 routings each, closing the plazas a previous one paid
    const avoiding: number[] = [];
    let avoidingErrors = 0;
    for (const [from, to] of pairs.slice(0, 100)) {
      const started = performance.now();
      const outcome = await calculate(server, token, routeBody(from, to, 'avoid_tolls'));
      avoiding.push(performance.now() - started);
      if (!outcome.ok) avoidingErrors++;
    }
    emit({
      measure: 'route avoiding tolls, one client',
      path: 'POST /api/routes/route',
      ...latencySummary(avoiding),
      errors: avoidingErrors,
      server_rss_mib: Math.round(rssMib(server.child.pid)),
    });

    let next = 0;
    let stop = false;
    const health: number[] = [];
    // the target's probe runs on its own thread; the one on this thread shares it with autocannon, which
    // reads every answer here, so it also counts the load generator's own delays (kept for comparison)
    const healthLoop = (async () => {
      while (!stop) {
        const started = performance.now();
        const res = await fetch(`${server.url}/api/health`);
        await res.arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const loaded: number[] = [];
    let failedUnderLoad = 0;
    let result!: Awaited<ReturnType<typeof autocannon>>;
    const probed = await probeHealth(server.url, async () => {
      const instance = autocannon({
        url: server.url,
        connections: options.connections,
        duration: options.durationS,
        timeout: 30,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        requests: [
          {
            method: 'POST',
            path: '/api/routes/route',
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }),
          },
        ],
      });
      instance.on('response', (_client, status, _bytes, responseTime) => {
        loaded.push(responseTime);
        if (status !== 200) failedUnderLoad += 1;
      });
      result = await instance;
    });
    stop = true;
    await healthLoop;
    const healthUnderLoad = latencySummary(probed);
    const load = latencySummary(loaded);
    emit({
      measure: 'route under load',
      path: 'POST /api/routes/route',
      connections: options.connections,
      duration_s: options.durationS,
      rps: round2(loaded.length / result.duration),
      ...load,
      errors: result.errors + result.timeouts + result.non2xx + failedUnderLoad,
    });
    emit({ measure: 'health during the route load', path: 'GET /api/health', ...healthUnderLoad });
    emit({
      measure: "health during the route load, probed from the load generator's thread",
      path: 'GET /api/health',
      ...latencySummary(health),
    });
    const errors = failures.length + result.errors + result.timeouts + result.non2xx;
    emit({
      measure: 'route summary',
      single_p50_ms: single.p50_ms,
      single_p95_ms: single.p95_ms,
      rps: round2(loaded.length / result.duration),
      health_p99_ms: healthUnderLoad.p99_ms,
      errors,
      targets: ROUTE_TARGETS,
      target_met:
        single.p95_ms <= ROUTE_TARGETS.single_p95_ms &&
        healthUnderLoad.p99_ms <= ROUTE_TARGETS.health_p99_ms &&
        errors === 0,
    });
    return errors === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(server.output());
    return false;
  } finally {
    await server.stop('SIGTERM');
  }
}
