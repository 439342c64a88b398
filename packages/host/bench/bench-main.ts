/**
 * `pnpm bench` of the app (issue 13). Prints JSON lines like the other benches, then one PASS/FAIL line
 * per budget; exits 1 on a missed budget or an error.
 * - first load: the JavaScript Chromium fetches to open `/app/auth/login` (gzip, from the built
 *   `dist/`), against 250 kB; the admin and map chunks must not be among it;
 * - login page interactive: from the navigation's start until the e-mail field is enabled and focused,
 *   each run in a new browser context (empty cache); baseline: loading a static file of the same server;
 * - login → home: from the click on 'Entrar' until the home page's heading is drawn, against 1 s median;
 *   baseline: the bare `POST /api/auth/login` (and `GET /api/health`) from the same page.
 * The real server runs over PGlite in a temporary folder with the demo data (no road network import: these
 * pages calculate nothing).
 *
 * - admin (admin-bench.ts, issue 14): from the menu click to the first row drawn of an admin list of
 *   10,000 rows (median, against 300 ms), baselines the home page and the 3 saved routes' list; and the
 *   admin chunk's gzip size, against its budget.
 *
 * Options: --only app|admin (`pnpm bench --only <part>` of another package skips this one) --runs 15
 * --warmup 2 --no-build --log-level silent
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BROWSER_BENCH_OPTIONS,
  benchArgs,
  benchEmitter,
  fetchRoundTrips,
  latencySummary,
  quantile,
  round2,
  startServerProcess,
} from '@freight/bench-tools';
import type { RoundTripRequest, ServerProcess } from '@freight/bench-tools';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../../../tools/chromium.ts';
import { runAdminBench } from './admin-bench.ts';
import { firstLoadOf } from './first-load.ts';
import { loginToHomeMs, openLoginPage } from './login-flow.ts';

const values = benchArgs(
  BROWSER_BENCH_OPTIONS,
  'Opções: --only app|admin --runs 15 --warmup 2 --no-build --log-level silent',
);
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
/** Budget of issue 13: median from the click on 'Entrar' to the home page drawn. */
const LOGIN_TO_HOME_BUDGET_MS = 1000;
const DEMO_PASSWORD = 'demo-bench-senha';
const EMAIL = 'operador@example.com';
const HOST_DIR = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(HOST_DIR, 'dist');

const emit = benchEmitter('host');

/** Each budget's verdict, printed at the end. */
const verdicts: { budget: string; met: boolean; value: string }[] = [];

/** One measured run: the login page opened in a fresh context, then the login. */
async function run(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const opened = await openLoginPage(page, baseUrl);
    const loginMs = await loginToHomeMs(page, EMAIL, DEMO_PASSWORD);
    return { ...opened, loginMs };
  } finally {
    await context.close();
  }
}

/** Milliseconds until the load event of a static file of the server, in a fresh context. */
async function staticLoadMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation ? navigation.loadEventEnd : performance.now();
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-host-bench-'));
  let server: ServerProcess | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    server = await startServerProcess({
      dataDir,
      env: {
        DEMO_PASSWORD,
        AUTO_IMPORT: 'false',
        APP_DIST: DIST,
        LOG_LEVEL: values['log-level'] as string,
      },
    });
    const runs = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const result = await run(browser, server.url);
      if (i >= WARMUP) runs.push(result);
    }
    const statics = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const ms = await staticLoadMs(browser, `${server.url}/app/logo.svg`);
      if (i >= WARMUP) statics.push(ms);
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/app/logo.svg`);
    const login: RoundTripRequest = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD }),
    };
    await fetchRoundTrips(page, `${server.url}/api/auth/login`, [login], WARMUP);
    const loginCalls = await fetchRoundTrips(page, `${server.url}/api/auth/login`, [login], RUNS);
    const health = await fetchRoundTrips(page, `${server.url}/api/health`, [{ method: 'GET' }], RUNS);
    await context.close();

    const [first] = runs;
    if (!first) throw new Error('no measured run (--runs 0?)');
    const load = firstLoadOf(DIST, first.scripts);
    emit({ measure: 'login page first load (JavaScript fetched, gzip kB)', ...load });
    verdicts.push({
      budget: `login page first-load JavaScript <= ${load.budget_kb} kB gzip`,
      met: load.budget_met,
      value: `${load.total_gzip_kb} kB`,
    });
    verdicts.push({
      budget: 'admin and map chunks load later, not on the login page',
      met: load.early_heavy_chunks.length === 0,
      value:
        load.early_heavy_chunks.join(', ') || `none fetched (${load.later.length} chunk(s) left for later)`,
    });

    const interactive = runs.map((result) => result.interactiveMs);
    const homeTimes = runs.map((result) => result.loginMs);
    const interactiveSummary = latencySummary([...interactive]);
    const staticSummary = latencySummary([...statics]);
    const homeSummary = latencySummary([...homeTimes]);
    const loginSummary = latencySummary([...loginCalls]);
    const healthSummary = latencySummary([...health]);
    emit({ measure: 'login page interactive (e-mail field enabled and focused)', ...interactiveSummary });
    emit({ measure: 'static file load /app/logo.svg (baseline)', ...staticSummary });
    emit({ measure: "'Entrar' click → home heading drawn", ...homeSummary });
    emit({ measure: 'bare POST /api/auth/login from the page (baseline)', ...loginSummary });
    emit({ measure: 'bare GET /api/health from the page (baseline)', ...healthSummary });
    const median = (values: number[]) =>
      quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      );
    emit({
      measure: 'app summary',
      runs: RUNS,
      warmup: WARMUP,
      first_load_gzip_kb: load.total_gzip_kb,
      interactive_median_ms: interactiveSummary.p50_ms,
      interactive_ratio_to_static_load: round2(median(interactive) / median(statics)),
      login_to_home_median_ms: homeSummary.p50_ms,
      login_to_home_p95_ms: homeSummary.p95_ms,
      login_call_median_ms: loginSummary.p50_ms,
      login_to_home_ratio_to_login_call: round2(median(homeTimes) / median(loginCalls)),
      health_median_ms: healthSummary.p50_ms,
      login_to_home_budget_ms: LOGIN_TO_HOME_BUDGET_MS,
    });
    verdicts.push({
      budget: `login → home <= ${LOGIN_TO_HOME_BUDGET_MS} ms median`,
      met: homeSummary.p50_ms <= LOGIN_TO_HOME_BUDGET_MS,
      value: `${homeSummary.p50_ms} ms`,
    });
  } finally {
    await browser.close();
    await server?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The admin's part (admin-bench.ts): its own server, with 10,000 rows in the admin's list. */
async function admin(): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const found = await runAdminBench({
      browser,
      dist: DIST,
      runs: RUNS,
      warmup: WARMUP,
      demoPassword: DEMO_PASSWORD,
      logLevel: values['log-level'] as string,
      emit,
    });
    verdicts.push(...found);
  } finally {
    await browser.close();
  }
}

let failed = false;
// `pnpm bench --only routes` names a part of another package's bench: nothing of this one runs
const parts = { app: main, admin } as const;
const chosen = Object.entries(parts).filter(([part]) => values.only === undefined || values.only === part);
if (chosen.length > 0 && !values['no-build'])
  await build({ root: HOST_DIR, configFile: join(HOST_DIR, 'vite.config.ts'), logLevel: 'warn' });
for (const [part, runPart] of chosen) {
  try {
    await runPart();
  } catch (error) {
    failed = true;
    emit({ measure: part, error: error instanceof Error ? error.message : String(error) });
  }
}
for (const verdict of verdicts) {
  console.log(`${verdict.met ? 'PASS' : 'FAIL'} ${verdict.budget}: ${verdict.value}`);
  if (!verdict.met) failed = true;
}
process.exitCode = failed ? 1 : 0;
