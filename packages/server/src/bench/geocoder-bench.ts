import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { seededRandom } from '@freight/core';
import { latencySummary, loginToken, round2 } from '@freight/bench-tools';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { buildGazetteer } from '../geocoding/build-gazetteer.ts';
import { createEmbeddedGeocoder } from '../geocoding/embedded-geocoder.ts';
import { LEVEL_CITY, LEVEL_STREET } from '../geocoding/gazetteer-data.ts';
import { loadGazetteer, writeGazetteer } from '../geocoding/gazetteer-files.ts';
import { GazetteerIndex } from '../geocoding/gazetteer-index.ts';
import { defaultGazetteerOsmFiles, gazetteerStats } from '../geocoding/import-gazetteer.ts';
import { readMunicipalityCsvs } from '../geocoding/municipality-rows.ts';
import { createLogger } from '../logging/logger.ts';
import { prepareDatabase } from '../seed/prepare-database.ts';
import { createServerContext } from '../server-context.ts';

/** Target of issue 6: in-process p95 of one suggestion query. */
export const GEOCODER_TARGET_P95_MS = 3;

const SEED = 20_260_606;
const DEMO_PASSWORD = 'demo-bench-senha';

/** Options of {@link runGeocoderBench}. */
export interface GeocoderBenchOptions {
  /** Folder of the datasets (`../shared/data`): municipality CSVs and every `osm/*.osm.pbf`. */
  sourceDir: string;
  /**
   * OSM extracts to build from instead of every `osm/*.osm.pbf` of `sourceDir` (e.g. the Brazil-size
   * synthetic file of the routing bench: `pnpm --filter @freight/routing run synthetic-pbf`).
   */
  osmFiles?: readonly string[];
  /** Number of queries (default 10,000). */
  queries?: number;
  /** Connections and seconds of the load run over HTTP (default 8 and 10). */
  connections?: number;
  durationS?: number;
  emit: (record: Record<string, unknown>) => void;
}

/** `global.gc`, exposed at run time (the bench runs under tsx without `--expose-gc`). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** JavaScript heap and typed-array buffers in use after a full collection, bytes. */
function memoryAfterGc(gc: () => void): { heap: number; buffers: number } {
  gc();
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, buffers: usage.arrayBuffers };
}

const mb = (bytes: number) => round2(bytes / 2 ** 20);

/**
 * `queries` texts of 1–12 characters: the start of a municipality or street name of the gazetteer, half
 * and half, drawn with a fixed seed (the same queries on every run).
 */
export function benchQueries(
  names: { cities: readonly string[]; streets: readonly string[] },
  queries: number,
): string[] {
  const random = seededRandom(SEED);
  const out: string[] = [];
  while (out.length < queries) {
    const pool = random() < 0.5 || names.streets.length === 0 ? names.cities : names.streets;
    const name = pool[Math.floor(random() * pool.length)] as string;
    const text = name.slice(0, 1 + Math.floor(random() * 12)).trim();
    if (text !== '') out.push(text);
  }
  return out;
}

/**
 * The geocoder benchmark: builds the gazetteer from the shared data (build time, entry counts, size on
 * disk), loads it back and indexes it (heap growth after garbage collection), then answers 10,000
 * suggestion queries in process and over HTTP (the API in this process, listening on 127.0.0.1: one
 * client one request at a time, then `connections` clients for `durationS` seconds). Emits JSON records;
 * `true` when no request failed.
 */
export async function runGeocoderBench(options: GeocoderBenchOptions): Promise<boolean> {
  const { emit } = options;
  const count = options.queries ?? 10_000;
  const gc = collector();
  const dir = mkdtempSync(join(tmpdir(), 'freight-geocoder-bench-'));
  let server: ReturnType<typeof serve> | undefined;
  const database = await openDatabase({ driver: 'pglite', inMemory: true });
  try {
    const building = performance.now();
    const rows = await readMunicipalityCsvs(options.sourceDir);
    const osmFiles = options.osmFiles ?? (await defaultGazetteerOsmFiles(options.sourceDir));
    const built = await buildGazetteer({ ...rows, osmFiles });
    const buildSeconds = (performance.now() - building) / 1000;
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    const writing = performance.now();
    const written = await writeGazetteer(dir, built);
    const writeSeconds = (performance.now() - writing) / 1000;
    const stats = gazetteerStats(built);
    emit({
      measure: 'geocoder build',
      sources: built.sources,
      seconds: round2(buildSeconds),
      write_seconds: round2(writeSeconds),
      peak_rss_mb: peakRssMb,
      ...stats,
      file_bytes: written.bytes,
    });

    const before = memoryAfterGc(gc);
    const loading = performance.now();
    const data = await loadGazetteer(dir);
    const loadMs = performance.now() - loading;
    const afterData = memoryAfterGc(gc);
    const indexing = performance.now();
    const index = new GazetteerIndex(data);
    const indexMs = performance.now() - indexing;
    const afterIndex = memoryAfterGc(gc);
    const totalBytes = afterIndex.heap + afterIndex.buffers - before.heap - before.buffers;
    emit({
      measure: 'geocoder memory',
      load_ms: round2(loadMs),
      index_ms: round2(indexMs),
      data_heap_mb: mb(afterData.heap - before.heap),
      index_heap_mb: mb(afterIndex.heap - afterData.heap),
      index_buffers_mb: mb(afterIndex.buffers - afterData.buffers),
      total_mb: mb(totalBytes),
      file_mb: mb(written.bytes),
      words: index.words.words.length,
    });

    const names = {
      cities: data.entries.name.filter((_, i) => data.entries.level[i] === LEVEL_CITY),
      streets: data.entries.name.filter((_, i) => data.entries.level[i] === LEVEL_STREET),
    };
    const queries = benchQueries(names, count);
    const geocoder = createEmbeddedGeocoder(index);
    for (const query of queries.slice(0, 1000)) await geocoder.suggest(query, { limit: 10 });
    const inProcess: number[] = [];
    let empty = 0;
    for (const query of queries) {
      const started = performance.now();
      const hits = await geocoder.suggest(query, { limit: 10 });
      inProcess.push(performance.now() - started);
      if (hits.length === 0) empty++;
    }
    const local = latencySummary(inProcess);
    emit({ measure: 'geocoder in-process', queries: count, lengths: '1-12', with_no_hit: empty, ...local });

    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_PASSWORD, DATA_DIR: dir });
    await prepareDatabase(database, { config, logger: createLogger('silent'), print: () => undefined });
    const ctx = createServerContext({
      config,
      db: database.db,
      jwtSecret: 'geocoder-bench-secret-geocoder-bench-secret',
      logger: createLogger('silent'),
      geocoder,
    });
    const app = createApp(ctx);
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
    });
    const url = `http://127.0.0.1:${port}`;
    const token = await loginToken(url, 'admin@example.com', DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const paths = queries.map((query) => `/api/geocode/suggestions?q=${encodeURIComponent(query)}&limit=10`);
    let failures = 0;
    const overHttp: number[] = [];
    for (const path of paths.slice(0, 500)) await (await fetch(`${url}${path}`, { headers })).arrayBuffer();
    for (const path of paths) {
      const started = performance.now();
      const res = await fetch(`${url}${path}`, { headers });
      await res.arrayBuffer();
      overHttp.push(performance.now() - started);
      if (res.status !== 200) failures++;
    }
    const http = latencySummary(overHttp);
    emit({ measure: 'geocoder http (one client)', path: 'GET /api/geocode/suggestions', failures, ...http });
    // the same calls with blank text (no search): what the API itself costs (auth, validation, JSON)
    const baseline: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const res = await fetch(`${url}/api/geocode/suggestions?q=&limit=10`, { headers });
      await res.arrayBuffer();
      baseline.push(performance.now() - started);
      if (res.status !== 200) failures++;
    }
    emit({ measure: 'geocoder http baseline (blank q)', ...latencySummary(baseline) });

    let next = 0;
    const loaded: number[] = [];
    const instance = autocannon({
      url,
      connections: options.connections ?? 8,
      duration: options.durationS ?? 10,
      headers,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }),
        },
      ],
    });
    instance.on('response', (_client, _status, _bytes, time) => void loaded.push(time));
    const result = await instance;
    const underLoad = latencySummary(loaded);
    const loadErrors = result.errors + result.non2xx + result.timeouts;
    emit({
      measure: 'geocoder http (load)',
      connections: options.connections ?? 8,
      duration_s: options.durationS ?? 10,
      rps: round2(loaded.length / result.duration),
      errors: loadErrors,
      ...underLoad,
    });
    emit({
      measure: 'geocoder summary',
      in_process_p50_ms: local.p50_ms,
      in_process_p95_ms: local.p95_ms,
      http_p50_ms: http.p50_ms,
      http_p95_ms: http.p95_ms,
      memory_mb: mb(totalBytes),
      file_mb: mb(written.bytes),
      target_p95_ms: GEOCODER_TARGET_P95_MS,
      target_met: local.p95_ms <= GEOCODER_TARGET_P95_MS,
    });
    return failures === 0 && loadErrors === 0;
  } finally {
    const running = server;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
