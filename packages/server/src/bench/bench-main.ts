/**
 * `pnpm bench` of the server, against the real server process on PGlite. Prints JSON lines.
 * - plates: the paged plate list over 10,000 plates under load, with `GET /api/health` under the same
 *   load as the baseline;
 * - routes: `POST /api/routes/route` on brasil-rodovias for 200 municipality pairs (route-bench.ts);
 * - geocoder: the address search (geocoder-bench.ts);
 * - hostile: `GET /api/health` at rest and while clients post hostile bodies (hostile-bench.ts);
 * - vpo: VPO quote and built-in purchase of a saved São Paulo → Curitiba route, next to the bare route
 *   calculation (vpo-bench.ts);
 * - plate-checks: check-one with the built-in source and a fake Target (20 ms), batches of 5,000 plates
 *   (plates per second, peak memory), next to an authenticated call that does nothing (plate-check-bench.ts).
 *
 * Options: --only plates|routes|geocoder|hostile|vpo|plate-checks (default all) --vpo-runs 40
 * --plate-check-runs 100 --plate-check-batch 5000 --plate-check-target-batch 1000 --plate-check-latency 20 --plates 10000 --connections 16 --duration 20 --log-level silent
 * --pairs 200 --route-connections 8 --route-duration 20 --source-dir ../shared/data
 * --gazetteer-osm a.osm.pbf,b.osm.pbf: the geocoder bench builds from these instead of the shared extracts
 * --road-network x.osm.pbf: the route bench imports this road network instead of brasil-rodovias
 * --route-data-dir <folder>: the route bench prepares its DATA_DIR there and keeps it; a later run with
 *   the same options uses it as it is instead of importing again
 * --hostile-clients 4 --hostile-duration 20 --hostile-rest 10
 * --cpu-prof <folder>: the server of the plates and routes benches writes a V8 CPU profile per thread
 *   there when it stops (open it in Chrome DevTools).
 * --database-url postgres://…: the same run on that PostgreSQL database instead of PGlite (for comparison).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  benchArgs,
  benchEmitter,
  loginToken,
  quantile,
  round2,
  startServerProcess,
} from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { companies, plates, vehicleTypes } from '../db/schema.ts';
import { createLogger } from '../logging/logger.ts';
import { DEMO_COMPANY_CNPJ } from '../seed/demo-data.ts';
import { prepareDatabase } from '../seed/prepare-database.ts';
import { runGeocoderBench } from './geocoder-bench.ts';
import { runHostileBench } from './hostile-bench.ts';
import { runRouteBench } from './route-bench.ts';
import { runPlateCheckBench } from './plate-check-bench.ts';
import { runVpoBench } from './vpo-bench.ts';

const values = benchArgs(
  {
    plates: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '20' },
    'log-level': { type: 'string', default: 'silent' },
    'cpu-prof': { type: 'string' },
    'database-url': { type: 'string' },
    only: { type: 'string' },
    pairs: { type: 'string', default: '200' },
    'route-connections': { type: 'string', default: '8' },
    'route-duration': { type: 'string', default: '20' },
    'source-dir': { type: 'string' },
    'gazetteer-osm': { type: 'string' },
    'road-network': { type: 'string' },
    'route-data-dir': { type: 'string' },
    'hostile-clients': { type: 'string', default: '4' },
    'hostile-duration': { type: 'string', default: '20' },
    'hostile-rest': { type: 'string', default: '10' },
    'vpo-runs': { type: 'string', default: '40' },
    'plate-check-runs': { type: 'string', default: '100' },
    'plate-check-batch': { type: 'string', default: '5000' },
    'plate-check-target-batch': { type: 'string', default: '1000' },
    'plate-check-latency': { type: 'string', default: '20' },
  },
  'Opções: --only plates|routes|geocoder|hostile|vpo|plate-checks (as demais: veja o cabeçalho de packages/server/src/bench/bench-main.ts)',
);
const PLATE_COUNT = Number(values.plates);
const CONNECTIONS = Number(values.connections);
const DURATION_S = Number(values.duration);
const WARMUP_S = 3;
const TARGET_P95_MS = 25;
const DEMO_PASSWORD = 'demo-bench-senha';
const DATABASE_URL = values['database-url'];
const database = DATABASE_URL ? 'postgres' : 'pglite';
/** Filters of the plate list: parts of plates, from many matches (`1`) to a few (`QX`). */
const FILTERS = ['A', 'AB', 'K', 'QX', '1', 'Z9'];

const emit = benchEmitter('server');

/** The i-th bench plate (Mercosul format, unique for i < 26³ · 10). */
function plateText(i: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const prefix = [676, 26, 1].map((unit) => letters[Math.floor(i / unit) % 26]).join('');
  return `${prefix}${i % 10}${letters[(i * 7) % 26]}${String(i % 100).padStart(2, '0')}`;
}

/**
 * Migrates and seeds the database of `dataDir` (or `databaseUrl`): demo company and users, then the plates
 * straight into the table.
 */
async function seed(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const handle = await openDatabase(
    databaseUrl ? { driver: 'postgres', url: databaseUrl } : { driver: 'pglite', dataDir: `${dataDir}/db` },
  );
  try {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_PASSWORD, LOG_LEVEL: 'silent' });
    await prepareDatabase(handle, { config, logger: createLogger('silent'), print: () => undefined });
    const [company] = await handle.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.cnpj, DEMO_COMPANY_CNPJ));
    if (!company) throw new Error('demo company missing');
    const types = await handle.db.select({ id: vehicleTypes.id }).from(vehicleTypes);
    const existing = new Set(
      (await handle.db.select({ plate: plates.plate }).from(plates)).map((row) => row.plate),
    );
    const rows = [];
    for (let i = 0; rows.length < PLATE_COUNT; i += 1) {
      const plate = plateText(i);
      if (existing.has(plate)) continue;
      rows.push({
        company_id: company.id,
        plate,
        vehicle_type_id: types[i % types.length]?.id ?? null,
        brand: ['Volvo', 'Scania', 'Mercedes-Benz', 'DAF', 'Iveco'][i % 5] as string,
        model: `Modelo ${i % 37}`,
        category: 'truck',
        axis: 2 + (i % 8),
        rear_wheel_type: i % 2 === 0 ? 'Dupla' : 'Simples',
      });
    }
    for (let start = 0; start < rows.length; start += 1000) {
      await handle.db.insert(plates).values(rows.slice(start, start + 1000));
    }
  } finally {
    await handle.close();
  }
}

interface LoadResult {
  requests: number;
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  autocannon_p50_ms: number;
  autocannon_p97_5_ms: number;
}

/** `durationS` seconds of `CONNECTIONS` connections cycling through `paths`; every latency recorded. */
async function load(server: ServerProcess, paths: readonly string[], token: string, durationS: number) {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 10,
    headers: { authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }),
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => void latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const measured: LoadResult = {
    requests: latencies.length,
    rps: round2(latencies.length / result.duration),
    p50_ms: round2(quantile(latencies, 0.5)),
    p95_ms: round2(quantile(latencies, 0.95)),
    p99_ms: round2(quantile(latencies, 0.99)),
    max_ms: round2(latencies.at(-1) ?? Number.NaN),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    autocannon_p50_ms: result.latency['p50'] ?? Number.NaN,
    autocannon_p97_5_ms: result.latency['p97_5'] ?? Number.NaN,
  };
  return measured;
}

async function json(server: ServerProcess, path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path}`, init);
  const body = (await res.json()) as { data: unknown };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The plate-list benchmark in `dataDir`; `true` without errors. */
async function runPlateBench(dataDir: string): Promise<boolean> {
  let server: ServerProcess | undefined;
  try {
    const seeding = performance.now();
    await seed(dataDir, DATABASE_URL);
    emit({
      measure: 'seed',
      database,
      plates: PLATE_COUNT,
      seconds: round2((performance.now() - seeding) / 1000),
    });

    server = await startServerProcess({
      dataDir,
      env: {
        DEMO_PASSWORD,
        LOG_LEVEL: values['log-level'] as string,
        DATABASE_URL: DATABASE_URL ?? '',
        AUTO_IMPORT: 'false',
      },
      nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
    });
    const token = await loginToken(server.url, 'admin@example.com', DEMO_PASSWORD);
    const bearer = { authorization: `Bearer ${token}` };

    const platePaths = FILTERS.flatMap((filter) =>
      [1, 2, 3].map((page) => `/api/plates?page=${page}&per_page=10&plate=${encodeURIComponent(filter)}`),
    );
    const matches: Record<string, number> = {};
    for (const filter of FILTERS) {
      const page = (await json(server, `/api/plates?per_page=10&plate=${filter}`, { headers: bearer })) as {
        total: number;
      };
      matches[filter] = page.total;
    }
    const all = (await json(server, '/api/plates?per_page=1', { headers: bearer })) as { total: number };
    if (all.total < PLATE_COUNT) throw new Error(`only ${all.total} plates listed`);
    emit({ measure: 'filters', plates_listed: all.total, matches_per_filter: matches });

    const common = {
      database,
      connections: CONNECTIONS,
      duration_s: DURATION_S,
      log_level: values['log-level'],
    };
    await load(server, ['/api/health'], token, WARMUP_S);
    const baseline = await load(server, ['/api/health'], token, DURATION_S);
    emit({ measure: 'health (baseline)', path: 'GET /api/health', ...common, ...baseline });
    await load(server, platePaths, token, WARMUP_S);
    const list = await load(server, platePaths, token, DURATION_S);
    emit({
      measure: 'plate list',
      path: 'GET /api/plates?page=1..3&per_page=10&plate=…',
      ...common,
      ...list,
    });

    const errors = list.errors + list.non2xx + baseline.errors + baseline.non2xx;
    emit({
      measure: 'summary',
      p50_ms: list.p50_ms,
      p95_ms: list.p95_ms,
      rps: list.rps,
      errors,
      baseline_p95_ms: baseline.p95_ms,
      p95_ratio_to_baseline: round2(list.p95_ms / baseline.p95_ms),
      rps_ratio_to_baseline: round2(list.rps / baseline.rps),
      target_p95_ms: TARGET_P95_MS,
      target_met: list.p95_ms <= TARGET_P95_MS,
    });
    return errors === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (server) console.error(server.output());
    return false;
  } finally {
    await server?.stop('SIGTERM');
  }
}

/** Whether the part `name` runs: all of them without `--only`, else the one named. */
const selected = (name: 'plates' | 'routes' | 'geocoder' | 'hostile' | 'vpo' | 'plate-checks'): boolean =>
  values.only === undefined || values.only === name;

let failed = false;
/** Runs a bench in `dir`, made if missing and kept afterwards; a bench that throws counts as failed. */
async function inDir(dir: string, run: (dir: string) => Promise<boolean>): Promise<boolean> {
  try {
    mkdirSync(dir, { recursive: true });
    return await run(dir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
}

/** Runs a bench in a new temporary folder, removed afterwards; a bench that throws counts as failed. */
async function inTempDir(prefix: string, run: (dir: string) => Promise<boolean>): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    return await inDir(dir, run);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (selected('plates')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
  try {
    failed = !(await runPlateBench(dataDir)) || failed;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (selected('routes')) {
  const routeBench = (dataDir: string, reuseDataDir: boolean) =>
    runRouteBench({
      dataDir,
      reuseDataDir,
      sourceDir: values['source-dir'] ?? loadConfig({}).DATA_SOURCE_DIR,
      ...(values['road-network'] ? { roadNetworkFile: resolve(values['road-network']) } : {}),
      ...(values['cpu-prof'] ? { cpuProfDir: resolve(values['cpu-prof']) } : {}),
      pairs: Number(values.pairs),
      connections: Number(values['route-connections']),
      durationS: Number(values['route-duration']),
      logLevel: values['log-level'] as string,
      emit: (record) => emit({ ...record }),
    });
  const kept = values['route-data-dir'];
  const ok = kept
    ? await inDir(resolve(kept), (dataDir) => routeBench(dataDir, true))
    : await inTempDir('freight-route-bench-', (dataDir) => routeBench(dataDir, false));
  failed = !ok || failed;
}
if (selected('geocoder')) {
  const sourceDir = values['source-dir'] ?? loadConfig({}).DATA_SOURCE_DIR;
  const osmFiles = values['gazetteer-osm']?.split(',').filter(Boolean);
  failed =
    !(await runGeocoderBench({
      sourceDir,
      ...(osmFiles ? { osmFiles } : {}),
      emit: (record) => emit({ ...record }),
    })) || failed;
}
if (selected('hostile')) {
  const ok = await inTempDir('freight-hostile-bench-', (dataDir) =>
    runHostileBench({
      dataDir,
      clients: Number(values['hostile-clients']),
      durationS: Number(values['hostile-duration']),
      restS: Number(values['hostile-rest']),
      logLevel: values['log-level'] as string,
      emit: (record) => emit({ ...record }),
    }),
  );
  failed = !ok || failed;
}
if (selected('vpo')) {
  const ok = await inTempDir('freight-vpo-bench-', (dataDir) =>
    runVpoBench({
      dataDir,
      sourceDir: values['source-dir'] ?? loadConfig({}).DATA_SOURCE_DIR,
      runs: Number(values['vpo-runs']),
      logLevel: values['log-level'] as string,
      emit: (record) => emit({ ...record }),
    }),
  );
  failed = !ok || failed;
}
if (selected('plate-checks')) {
  const ok = await inTempDir('freight-plate-check-bench-', (dataDir) =>
    runPlateCheckBench({
      dataDir,
      runs: Number(values['plate-check-runs']),
      batchPlates: Number(values['plate-check-batch']),
      targetBatchPlates: Number(values['plate-check-target-batch']),
      targetLatencyMs: Number(values['plate-check-latency']),
      logLevel: values['log-level'] as string,
      emit: (record) => emit({ ...record }),
    }),
  );
  failed = !ok || failed;
}
process.exitCode = failed ? 1 : 0;
