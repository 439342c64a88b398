/**
 * `pnpm bench` of the widget (issue 7). Prints JSON lines like the server's bench.
 * - size: builds the widget and measures the gzip size of its JavaScript without maplibre-gl (every
 *   other file of `dist/`, lazy chunks included) and of the entry alone, against the 200 kB budget;
 * - calculate: the real server (demo data and the shared Brazil network imported into a temporary
 *   folder) and headless Chromium; a plain third-party page embeds the element, São Paulo → Curitiba are
 *   chosen from the suggestions, truck with 6 axles; then, after warm-ups, each run alternates 7 and 6
 *   axles (so the planner really recalculates) and measures from the 'Calcular' click to the route drawn
 *   (performance marks `freight-route-planner:calculate` → `freight-route-planner:route-drawn`). The
 *   baseline is the bare `POST /api/routes/route` round trip (same bodies) fetched from the same page.
 *
 * Options: --only size|calculate (default both) --runs 15 --warmup 2 --no-build --log-level silent
 * Exit code 1 on an error (server, browser, a missing mark); a missed target is reported, not an error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BROWSER_BENCH_OPTIONS,
  benchArgs,
  benchEmitter,
  fetchRoundTrips,
  latencySummary,
  loginToken,
  quantile,
  round2,
  startServerProcess,
} from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../tools/chromium.ts';
import { measureBundle } from './bundle-size.ts';
import { calculateToDrawnMs, choosePlace, planner, setAxles } from './planner-flow.ts';
import { PLAIN_PAGE_URL, REPO_ROOT, serveThirdPartyPage, THIRD_PARTY_ORIGIN } from './third-party-page.ts';

const values = benchArgs(
  BROWSER_BENCH_OPTIONS,
  'Opções: --only size|calculate --runs 15 --warmup 2 --no-build --log-level silent',
);
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
/** Target of issue 7: median from the 'Calcular' click to the route drawn. */
const TARGET_MEDIAN_MS = 400;
const DEMO_PASSWORD = 'demo-bench-senha';
const WIDGET_DIR = join(REPO_ROOT, 'packages/widget');
const ROUTE_PATH = '/api/routes/route';

const emit = benchEmitter('widget');

/** Builds the widget (unless `--no-build`) and reports its size against the budget. */
async function runSizeBench(): Promise<void> {
  if (!values['no-build'])
    await build({ root: WIDGET_DIR, configFile: join(WIDGET_DIR, 'vite.config.ts'), logLevel: 'warn' });
  const size = measureBundle(join(WIDGET_DIR, 'dist'));
  emit({
    measure: 'bundle size (gzip, kB)',
    files: Object.fromEntries(size.files.map((file) => [file.file, round2(file.gzip / 1000)])),
    maplibre_files: size.files.filter((file) => file.maplibre).map((file) => file.file),
  });
  emit({
    measure: 'bundle summary',
    total_without_maplibre_gzip_kb: size.total_gzip_kb,
    entry_gzip_kb: size.entry_gzip_kb,
    maplibre_gzip_kb: size.maplibre_gzip_kb,
    budget_kb: size.budget_kb,
    budget_met: size.budget_met,
  });
}

/** The calculation benchmark: the element in a third-party page against the real server. */
async function runCalculateBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-widget-bench-'));
  let server: ServerProcess | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const starting = performance.now();
    server = await startServerProcess({
      dataDir,
      env: {
        DEMO_PASSWORD,
        CORS_ORIGINS: THIRD_PARTY_ORIGIN,
        LOG_LEVEL: values['log-level'] as string,
      },
      timeoutMs: 300_000,
    });
    emit({
      measure: 'server start with data import',
      seconds: round2((performance.now() - starting) / 1000),
    });
    const token = await loginToken(server.url, 'operador@example.com', DEMO_PASSWORD);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const traffic = await serveThirdPartyPage(context, { apiBase: server.url, token });
    const page = await context.newPage();
    const bodies = new Map<number, string>();
    let routeRequests = 0;
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith(ROUTE_PATH)) return;
      routeRequests += 1;
      const body = request.postData() ?? '';
      const axles = (JSON.parse(body) as { config_veiculo?: { eixos?: number } }).config_veiculo?.eixos;
      if (axles !== undefined && !bodies.has(axles)) bodies.set(axles, body);
    });
    await page.goto(PLAIN_PAGE_URL);
    await choosePlace(page, 0, 'São Paulo', /São Paulo/);
    await choosePlace(page, 1, 'Curitiba', /Curitiba/);
    await setAxles(page, 6);
    const calculate = planner(page).getByRole('button', { name: 'Calcular', exact: true });

    const times: number[] = [];
    const sequence = Array.from({ length: WARMUP + RUNS }, (_, i) => (i % 2 === 0 ? 6 : 7));
    for (const [i, axles] of sequence.entries()) {
      await setAxles(page, axles);
      await page.evaluate(() => performance.clearMarks());
      const before = routeRequests;
      await calculate.click();
      const ms = await calculateToDrawnMs(page);
      if (routeRequests !== before + 1)
        throw new Error(`run ${i + 1}: ${routeRequests - before} route requests instead of 1`);
      if (i >= WARMUP) times.push(ms);
    }

    const routeUrl = `${server.url}${ROUTE_PATH}`;
    const samples = [...bodies.values()].map((body) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    }));
    await fetchRoundTrips(page, routeUrl, samples, WARMUP);
    const baseline = await fetchRoundTrips(page, routeUrl, samples, RUNS);

    const drawn = latencySummary(times);
    const bare = latencySummary(baseline);
    emit({
      measure: "'Calcular' click → route drawn",
      route: 'São Paulo → Curitiba',
      axles: [6, 7],
      ...drawn,
    });
    emit({ measure: 'bare POST /api/routes/route from the page (baseline)', ...bare });
    emit({
      measure: 'calculate summary',
      runs: RUNS,
      warmup: WARMUP,
      median_ms: drawn.p50_ms,
      p95_ms: drawn.p95_ms,
      baseline_median_ms: bare.p50_ms,
      median_ratio_to_baseline: round2(quantile(times, 0.5) / quantile(baseline, 0.5)),
      target_median_ms: TARGET_MEDIAN_MS,
      target_met: drawn.p50_ms <= TARGET_MEDIAN_MS,
      external_requests_answered_locally: traffic.external.length,
    });
    await context.close();
  } finally {
    await browser.close();
    await server?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether the part `name` runs: both without `--only`, else the one named. */
const selected = (name: 'size' | 'calculate'): boolean => values.only === undefined || values.only === name;

let failed = false;
for (const [name, run] of [
  ['size', runSizeBench],
  ['calculate', runCalculateBench],
] as const) {
  if (!selected(name)) continue;
  try {
    await run();
  } catch (error) {
    failed = true;
    emit({ measure: name, error: error instanceof Error ? error.message : String(error) });
  }
}
process.exitCode = failed ? 1 : 0;
