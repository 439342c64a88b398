import { eq } from 'drizzle-orm';
import { loginToken, round2, startServerProcess } from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { companies, plates, plateTags } from '../db/schema.ts';
import { createLogger } from '../logging/logger.ts';
import { FAKE_TARGET_CREDENTIALS, startFakeTarget } from '../plate-checks/providers/target/fake-target.ts';
import { DEMO_COMPANY_CNPJ } from '../seed/demo-data.ts';
import { prepareDatabase } from '../seed/prepare-database.ts';
import { apiCall, timedCalls } from './api-calls.ts';
import { BENCH_DEMO_PASSWORD } from './prepared-data-dir.ts';
import { rssMib } from './process-memory.ts';

/** Options of {@link runPlateCheckBench}. */
export interface PlateCheckBenchOptions {
  /** Empty folder to use as `DATA_DIR`. */
  dataDir: string;
  /** Measured check-one calls of each kind (after `WARMUP_CALLS` unmeasured ones). */
  runs: number;
  /** Plates of the demo company, all in the built-in batch. */
  batchPlates: number;
  /** Plates of the batch asked of the fake Target (20 ms each, one after another). */
  targetBatchPlates: number;
  /** Simulated latency of the fake Target, in ms. */
  targetLatencyMs: number;
  logLevel: string;
  emit: (record: Record<string, unknown>) => void;
}

/**
 * The rate bound of the bench's server: high, so the bench measures the work of a check rather than the
 * product's politeness towards suppliers (5 plates per second by default).
 */
const BENCH_RATE_PER_SECOND = 1000;

/** The i-th bench plate (Mercosul format, unique for i < 26³ · 10, never the demo's `ABC1D23`). */
function plateText(i: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const prefix = [676, 26, 1].map((unit) => letters[Math.floor(i / unit) % 26]).join('');
  return `Q${prefix.slice(1)}${i % 10}${letters[(i * 7) % 26]}${String(i % 100).padStart(2, '0')}`;
}

/** The demo company and users, then `count` plates of that company, a third with a Sem Parar tag. */
async function seed(dataDir: string, count: number): Promise<string[]> {
  const handle = await openDatabase({ driver: 'pglite', dataDir: `${dataDir}/db` });
  try {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_PASSWORD: BENCH_DEMO_PASSWORD, LOG_LEVEL: 'silent' });
    await prepareDatabase(handle, { config, logger: createLogger('silent'), print: () => undefined });
    const [company] = await handle.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.cnpj, DEMO_COMPANY_CNPJ));
    if (!company) throw new Error('demo company missing');
    const texts = new Set<string>();
    for (let i = 0; texts.size < count; i += 1) texts.add(plateText(i));
    const list = [...texts];
    for (let start = 0; start < list.length; start += 1000) {
      const inserted = await handle.db
        .insert(plates)
        .values(
          list.slice(start, start + 1000).map((plate, i) => ({
            company_id: company.id,
            plate,
            category: 'truck',
            axis: 2 + (i % 8),
            rear_wheel_type: 'Dupla',
          })),
        )
        .returning({ id: plates.id });
      const tags = inserted
        .filter((_, i) => i % 3 === 0)
        .map((row) => ({ plate_id: row.id, name: 'semparar' }));
      if (tags.length > 0) await handle.db.insert(plateTags).values(tags);
    }
    return list;
  } finally {
    await handle.close();
  }
}

interface BatchRecord {
  id: number;
  status: string;
  total: number;
  processed: number;
}

/**
 * Creates a batch and waits for its end, sampling the server's resident memory every 100 ms: plates per
 * second from the creation's answer to the last plate, and the peak memory against the memory before.
 */
async function runBatch(server: ServerProcess, token: string, body: Record<string, unknown>) {
  const pid = server.child.pid;
  const before = rssMib(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMib(pid))), 100);
  try {
    const started = performance.now();
    const created = await apiCall(server, token, 'POST', '/api/plates-osa', body);
    if (created.status !== 201) throw new Error(`batch: ${created.status} ${JSON.stringify(created.json)}`);
    const id = (created.json.data as BatchRecord).id;
    let record = created.json.data as BatchRecord;
    while (record.status === 'pending' || record.status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      record = (await apiCall(server, token, 'GET', `/api/plates-osa/${id}`)).json.data as BatchRecord;
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssMib(pid));
    return {
      status: record.status,
      plates: record.total,
      processed: record.processed,
      seconds: round2(seconds),
      plates_per_second: round2(record.processed / seconds),
      rss_before_mib: round2(before),
      rss_peak_mib: round2(peak),
      rss_growth_mib: round2(peak - before),
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The plate-check benchmark (issue 16), on the real server process over PGlite with `batchPlates` plates
 * in the demo company: one client in sequence calls `GET /api/auth/validate` (the baseline: an
 * authenticated call that does no work), `POST /api/plates-osa/check-one` with the built-in source (the
 * company's tags) and with a local fake of Target's `ConsultarSituacaoVeiculoTAG` answering after
 * `targetLatencyMs`; then a built-in batch of every plate of the company and a Target batch of
 * `targetBatchPlates`: plates per second and the server's peak resident memory. Returns whether there
 * was no error.
 */
export async function runPlateCheckBench(options: PlateCheckBenchOptions): Promise<boolean> {
  const { emit } = options;
  const seeding = performance.now();
  const list = await seed(options.dataDir, options.batchPlates);
  emit({
    measure: 'plate check seed',
    plates: list.length,
    seconds: round2((performance.now() - seeding) / 1000),
  });
  const target = await startFakeTarget({ delayMs: options.targetLatencyMs });
  const server = await startServerProcess({
    dataDir: options.dataDir,
    env: {
      DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
      LOG_LEVEL: options.logLevel,
      AUTO_IMPORT: 'false',
      PLATE_CHECK_RATE_PER_SECOND: String(BENCH_RATE_PER_SECOND),
    },
    timeoutMs: 120_000,
  });
  try {
    const token = await loginToken(server.url, 'admin@example.com', BENCH_DEMO_PASSWORD);
    const company = (
      (await apiCall(server, token, 'GET', '/api/me/list/companies')).json.data as { id: number }[]
    )[0]?.id;
    if (company === undefined) throw new Error('no company');
    const plateAt = (i: number): string => list[i % list.length] as string;
    const source = (enabled: boolean) =>
      apiCall(server, token, 'PUT', `/api/companies/${company}/plate-check-source`, {
        target_enabled: enabled,
        target_url: target.url,
        target_login: FAKE_TARGET_CREDENTIALS.login,
        target_password: FAKE_TARGET_CREDENTIALS.password,
      });

    const baseline = await timedCalls(options.runs, 200, () =>
      apiCall(server, token, 'GET', '/api/auth/validate'),
    );
    emit({ measure: 'authenticated call (baseline)', path: 'GET /api/auth/validate', ...baseline });
    const builtin = await timedCalls(options.runs, 200, (i) =>
      apiCall(server, token, 'POST', '/api/plates-osa/check-one', { plate: plateAt(i) }),
    );
    emit({ measure: 'check-one, built-in source', path: 'POST /api/plates-osa/check-one', ...builtin });

    const switched = await source(true);
    if (switched.status !== 200)
      throw new Error(`source: ${switched.status} ${JSON.stringify(switched.json)}`);
    for (let i = 0; i < list.length; i += 4) target.state.tags.set(plateAt(i), new Set(['veloe']));
    const remote = await timedCalls(options.runs, 200, (i) =>
      apiCall(server, token, 'POST', '/api/plates-osa/check-one', { plate: plateAt(i) }),
    );
    emit({
      measure: 'check-one, fake Target',
      path: 'POST /api/plates-osa/check-one',
      simulated_latency_ms: options.targetLatencyMs,
      ...remote,
    });
    const targetBatch = await runBatch(server, token, {
      description: 'Bench: Target',
      plates: list.slice(0, options.targetBatchPlates),
    });
    emit({ measure: 'batch, fake Target', simulated_latency_ms: options.targetLatencyMs, ...targetBatch });

    await source(false);
    const builtinBatch = await runBatch(server, token, {
      description: 'Bench: todas',
      all_company_plates: true,
    });
    emit({ measure: 'batch, built-in source, every plate of the company', ...builtinBatch });

    emit({
      measure: 'plate check summary',
      rate_bound_per_second: BENCH_RATE_PER_SECOND,
      baseline_p50_ms: baseline.p50_ms,
      builtin_p50_ms: builtin.p50_ms,
      builtin_p95_ms: builtin.p95_ms,
      builtin_p50_ratio_to_baseline: round2(builtin.p50_ms / baseline.p50_ms),
      target_p50_ms: remote.p50_ms,
      target_p95_ms: remote.p95_ms,
      target_p50_overhead_over_latency_ms: round2(remote.p50_ms - options.targetLatencyMs),
      builtin_batch_plates_per_second: builtinBatch.plates_per_second,
      builtin_batch_peak_rss_growth_mib: builtinBatch.rss_growth_mib,
      target_batch_plates_per_second: targetBatch.plates_per_second,
    });
    return builtinBatch.processed === builtinBatch.plates && targetBatch.processed === targetBatch.plates;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(server.output());
    return false;
  } finally {
    await server.stop('SIGTERM');
    await target.close();
  }
}
