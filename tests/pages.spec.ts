import { test, expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDistance } from '../packages/core/src/index.ts';
import { planner } from '../packages/widget/bench/planner-flow.ts';
import { THIRD_PARTY_ORIGIN } from '../packages/widget/bench/third-party-page.ts';
import { routeDrawn, watchPolicy } from './page-security.ts';

/*
 * The server's pages under their Content-Security-Policy (packages/server/src/http/page-security.ts) in a
 * real browser: each still works with nothing blocked, the embed page draws its map (maplibre's worker,
 * the tiles), and only the embed page may be shown in another site's frame.
 */

interface Calculated {
  token: string;
  reportLink: string;
  distanceKm: number;
}

/** São Paulo → Curitiba for a 6-axle truck through the API, as a logged-in operator. */
async function calculate(request: APIRequestContext): Promise<Calculated> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'operador@example.com', password: 'demo-e2e-senha' },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.token as string;
  const res = await request.post('/api/routes/route', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      waypoints: [{ name: 'São Paulo, SP' }, { name: 'Curitiba, PR' }],
      type_route: 'efficient',
      config_rota: { volta: false, costing: 'truck' },
      config_veiculo: { categoria: 'truck', eixos: 6 },
    },
  });
  expect(res.status()).toBe(200);
  const data = (await res.json()).data;
  return {
    token: data.request_encrypted,
    reportLink: data.report_link,
    distanceKm: data.rotas[0].rota.trip.summary.length,
  };
}

/**
 * A page of another site (`THIRD_PARTY_ORIGIN`) holding `src` in a 600×450 iframe, like the embed code. It
 * may frame the server although that listens on a loopback address (see `serveThirdPartyPage`).
 */
async function openInFrame(page: Page, name: string, src: string): Promise<void> {
  await page.context().grantPermissions(['local-network-access'], { origin: THIRD_PARTY_ORIGIN });
  await page.route(`${THIRD_PARTY_ORIGIN}/${name}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><iframe src="${src}" width="600" height="450"></iframe></body></html>`,
    }),
  );
  await page.goto(`${THIRD_PARTY_ORIGIN}/${name}`);
}

test('the host app under /app/ runs under its policy', async ({ page, context }) => {
  const watch = await watchPolicy(context);
  await page.goto('/app/');
  await page.getByLabel('E-mail').fill('operador@example.com');
  await page.getByLabel('Senha').fill('demo-e2e-senha');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Olá, operador@example.com!' })).toBeVisible();
  expect(watch.violations, 'policy violations').toEqual([]);
});

test('the embed page draws the route on the map under its policy, alone and in another site’s frame', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const route = await calculate(request);
  const watch = await watchPolicy(context);
  const workers: string[] = [];
  context.on('page', (opened) => opened.on('worker', (worker) => workers.push(worker.url())));
  page.on('worker', (worker) => workers.push(worker.url()));

  await page.goto(`/embed?data=${encodeURIComponent(route.token)}`);
  await expect(planner(page).locator('[data-summary="distance"]')).toContainText(
    formatDistance(route.distanceKm),
  );
  await expect(planner(page).locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect.poll(() => routeDrawn(page), { timeout: 20_000 }).toBe(true);
  expect(workers.some((url) => new URL(url).pathname === '/widget/maplibre-gl-worker.mjs')).toBe(true);
  expect(watch.tiles.length, 'tiles the map loaded').toBeGreaterThan(0);
  expect(watch.violations, 'policy violations').toEqual([]);

  const host = await context.newPage();
  const tilesBefore = watch.tiles.length;
  await openInFrame(host, 'embed.html', page.url());
  const frame = host.frameLocator('iframe');
  await expect(frame.locator('[data-summary="distance"]')).toContainText(formatDistance(route.distanceKm));
  const framed = host.frames().find((candidate) => candidate.url().includes('/embed?'));
  if (!framed) throw new Error('the embed page is not in the frame');
  await expect.poll(() => routeDrawn(framed), { timeout: 20_000 }).toBe(true);
  expect(watch.tiles.length, 'tiles the framed map loaded').toBeGreaterThan(tilesBefore);
  expect(watch.violations, 'policy violations').toEqual([]);
});

test('the route report prints from its button under its policy', async ({ page, context, request }) => {
  const route = await calculate(request);
  const watch = await watchPolicy(context);
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.goto(route.reportLink);
  await expect(page.getByRole('heading', { name: 'Relatório da rota' })).toBeVisible();
  await expect(page.locator('svg.route-drawing polyline')).toHaveCount(1);
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  expect(watch.violations, 'policy violations').toEqual([]);
});

test('another site can frame the embed page only, never the app or the report', async ({
  page,
  request,
  baseURL,
}) => {
  const route = await calculate(request);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  for (const [name, path, framable] of [
    ['app.html', '/app/', false],
    ['report.html', route.reportLink, false],
    ['embed.html', `/embed?data=${encodeURIComponent(route.token)}`, true],
  ] as const) {
    const before = refusals.length;
    await openInFrame(page, name, new URL(path, baseURL).href);
    const frame = page.frameLocator('iframe');
    if (framable) {
      await expect(frame.locator('freight-route-planner')).toBeAttached();
      expect(refusals.slice(before)).toEqual([]);
    } else {
      await expect
        .poll(() => refusals.slice(before).some((text) => text.includes("frame-ancestors 'none'")), {
          message: `${path} refused in a frame`,
        })
        .toBe(true);
      await expect(frame.locator('body')).not.toContainText(/Planejador|Relatório/);
    }
  }
});
