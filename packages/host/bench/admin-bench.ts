import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latencySummary, quantile, round2, startServerProcess } from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import type { Browser, Page } from 'playwright-core';
import { BENCH_LISTS, seedList } from './admin-lists.ts';
import { gzipSizes } from './first-load.ts';
import type { BenchList } from './admin-lists.ts';
import { LOGIN_PATH } from './login-flow.ts';

/**
 * The list the bench measures (issue 14: the plates' list); another of admin-lists.ts is this one line
 * (`BENCH_LISTS.shippers` was measured until the plates admin was merged).
 */
const MEASURED: BenchList = BENCH_LISTS.plates;

/** Rows of {@link MEASURED} added to the admin's company (issue 14: a list of 10,000 plates). */
export const ADMIN_ROWS = 10_000;
/** Budget of issue 14: median from the menu click to the list's first row drawn. */
export const ADMIN_FIRST_PAGE_BUDGET_MS = 300;
/**
 * Budget of the admin's JavaScript (what the first admin page fetches: react-admin, the MUI pieces the
 * home page had not loaded and every resource), gzip level 9: 142 kB with shippers, plates, cost centers
 * and routes; room for companies, users and roles, not for a second UI library.
 */
export const ADMIN_CHUNK_BUDGET_KB = 160;

const EMAIL = 'admin@example.com';

/**
 * How long the bench's user looks at the home page before the first click (ms): the app fetches the
 * admin's code while idle (`prefetchAdminPages`), as it would while a carrier reads the page.
 */
const IDLE_READING_MS = 1500;

/** A budget's verdict. */
export interface Verdict {
  budget: string;
  met: boolean;
  value: string;
}

/** What the admin bench needs of the app's bench. */
export interface AdminBenchOptions {
  readonly browser: Browser;
  readonly dist: string;
  readonly runs: number;
  readonly warmup: number;
  readonly demoPassword: string;
  readonly logLevel: string;
  readonly emit: (record: Record<string, unknown>) => void;
}

/**
 * gzip kB (level 9) of the JavaScript files of `dist` among `fetched` (paths under `/app/`): what the
 * browser downloads to open the first admin page, wherever the bundler put the admin's code
 * (`admin-pages-*.js` and the chunks it imports that the home page had not loaded).
 */
export function adminChunkGzipKb(
  dist: string,
  fetched: readonly string[],
): { files: Record<string, number>; total_kb: number } {
  const sizes = gzipSizes(dist);
  const files: Record<string, number> = {};
  for (const path of fetched) {
    const bytes = sizes.get(path);
    if (bytes !== undefined) files[path.split('/').at(-1) ?? path] = round2(bytes / 1000);
  }
  if (!Object.keys(files).some((file) => file.startsWith('admin-pages-')))
    throw new Error(`the first admin page fetched no admin-pages-*.js: ${fetched.join(', ')}`);
  return { files, total_kb: round2(Object.values(files).reduce((sum, kb) => sum + kb, 0)) };
}

/** Logs in as {@link EMAIL} (`loaded` once the login page has all it fetches) and waits for the home page. */
async function logIn(page: Page, baseUrl: string, password: string, loaded: () => void): Promise<void> {
  await page.goto(`${baseUrl}${LOGIN_PATH}`);
  await page.waitForLoadState('networkidle');
  loaded();
  await page.locator('input[name="email"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.locator('h1', { hasText: `Olá, ${EMAIL}!` }).waitFor();
}

/**
 * Clicks the menu entry `label` and resolves the milliseconds from the click until `drawn` holds in the
 * page (polled every frame): the navigation as the user sees it.
 */
async function navigationMs(page: Page, label: string, drawn: 'table-row' | 'home'): Promise<number> {
  await page.evaluate(() => {
    performance.clearMarks('bench:navigate');
    document.addEventListener('click', () => performance.mark('bench:navigate'), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('link', { name: label, exact: true }).first().click();
  const handle = await page.waitForFunction(
    // No named function inside: tsx would wrap it in a helper the page does not have.
    ({ drawn: what, email }) => {
      const clicked = performance.getEntriesByName('bench:navigate', 'mark')[0];
      if (!clicked) return null;
      // The home heading, or the first row of the list's table with its text (react-admin's loading rows are empty).
      const target =
        what === 'home'
          ? [...document.querySelectorAll('h1')].find((h1) => h1.textContent === `Olá, ${email}!`)
          : [...document.querySelectorAll('main table tbody tr')].find((row) => row.textContent?.trim());
      return target && target.getBoundingClientRect().height > 0
        ? performance.now() - clicked.startTime
        : null;
    },
    { drawn, email: EMAIL },
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * One run in a fresh browser context: home (read for a moment: the admin's JavaScript is fetched) → list
 * (first visit) → home → list → home → routes. The scripts fetched after the home page drew are the
 * admin's JavaScript.
 */
async function run(browser: Browser, baseUrl: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    // The scripts fetched after the login page: the admin's (prefetched on home, or on the first visit).
    const scripts: string[] = [];
    let collecting = false;
    const onRequest = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (collecting && pathname.startsWith('/app/') && /\.m?js$/.test(pathname)) scripts.push(pathname);
    };
    page.on('request', onRequest);
    await logIn(page, baseUrl, password, () => (collecting = true));
    // A user reads the home page before choosing the list: the app fetches the admin's code meanwhile.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(IDLE_READING_MS);
    const firstVisitMs = await navigationMs(page, MEASURED.menuLabel, 'table-row');
    page.off('request', onRequest);
    const homeMs = await navigationMs(page, 'Início', 'home');
    const listMs = await navigationMs(page, MEASURED.menuLabel, 'table-row');
    await navigationMs(page, 'Início', 'home');
    const smallListMs = await navigationMs(page, 'Rotas', 'table-row');
    return { firstVisitMs, homeMs, listMs, smallListMs, scripts: [...new Set(scripts)] };
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * The admin's bench (issue 14): a server whose admin company has {@link ADMIN_ROWS} rows of
 * {@link MEASURED}; from the home page, the menu click to the list's first row drawn — on the first visit
 * (the admin's JavaScript loads) and again (cached) —, against the home page's navigation and the saved
 * routes' list (3 rows, same admin) as baselines; and the gzip size of the admin's JavaScript. Answers the verdicts.
 */
export async function runAdminBench(options: AdminBenchOptions): Promise<Verdict[]> {
  const { browser, dist, runs: RUNS, warmup: WARMUP, demoPassword, emit } = options;

  const dataDir = mkdtempSync(join(tmpdir(), 'freight-admin-bench-'));
  let server: ServerProcess | undefined;
  try {
    const seeding = performance.now();
    const rows = await seedList(dataDir, MEASURED, ADMIN_ROWS, demoPassword);
    emit({ measure: `seed ${MEASURED.name}`, rows, seconds: round2((performance.now() - seeding) / 1000) });
    if (rows < ADMIN_ROWS) throw new Error(`seeded ${rows} ${MEASURED.name}, wanted ${ADMIN_ROWS}`);
    server = await startServerProcess({
      dataDir,
      env: { DEMO_PASSWORD: demoPassword, AUTO_IMPORT: 'false', APP_DIST: dist, LOG_LEVEL: options.logLevel },
    });
    const results: Awaited<ReturnType<typeof run>>[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const result = await run(browser, server.url, demoPassword);
      if (i >= WARMUP) results.push(result);
    }
    const [first] = results;
    if (!first) throw new Error('no measured run (--runs 0?)');
    const chunk = adminChunkGzipKb(dist, first.scripts);
    emit({
      measure: 'admin JavaScript fetched on the first admin page (gzip kB, level 9)',
      ...chunk,
      budget_kb: ADMIN_CHUNK_BUDGET_KB,
    });
    const pick = (key: 'firstVisitMs' | 'homeMs' | 'listMs' | 'smallListMs') =>
      results.map((result) => result[key]);
    const firstVisit = pick('firstVisitMs');
    const list = pick('listMs');
    const home = pick('homeMs');
    const small = pick('smallListMs');
    const label = `${MEASURED.path} (${rows} rows)`;
    emit({
      measure: `menu → ${label} first row drawn, first visit (after the home page, admin JavaScript prefetched)`,
      ...latencySummary([...firstVisit]),
    });
    emit({ measure: `menu → ${label} first row drawn, again`, ...latencySummary([...list]) });
    emit({ measure: 'menu → home heading drawn (baseline)', ...latencySummary([...home]) });
    emit({
      measure: 'menu → /routes (3 rows) first row drawn (baseline, same admin)',
      ...latencySummary([...small]),
    });
    emit({
      measure: 'admin summary',
      list: MEASURED.path,
      rows,
      runs: RUNS,
      warmup: WARMUP,
      first_visit_median_ms: round2(median(firstVisit)),
      again_median_ms: round2(median(list)),
      home_median_ms: round2(median(home)),
      small_list_median_ms: round2(median(small)),
      first_visit_ratio_to_home: round2(median(firstVisit) / median(home)),
      again_ratio_to_home: round2(median(list) / median(home)),
      again_ratio_to_small_list: round2(median(list) / median(small)),
      admin_js_gzip_kb: chunk.total_kb,
      budget_ms: ADMIN_FIRST_PAGE_BUDGET_MS,
    });
    return [
      {
        budget: `menu → ${MEASURED.path} first page drawn (first visit) <= ${ADMIN_FIRST_PAGE_BUDGET_MS} ms median`,
        met: median(firstVisit) <= ADMIN_FIRST_PAGE_BUDGET_MS,
        value: `${round2(median(firstVisit))} ms`,
      },
      {
        budget: `admin JavaScript (first admin page) <= ${ADMIN_CHUNK_BUDGET_KB} kB gzip`,
        met: chunk.total_kb <= ADMIN_CHUNK_BUDGET_KB,
        value: `${chunk.total_kb} kB`,
      },
    ];
  } finally {
    await server?.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
