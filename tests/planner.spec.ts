import { test, expect } from '@playwright/test';
import type { APIRequestContext, Page, Response, TestInfo } from '@playwright/test';
import { formatDistance, formatDuration } from '../packages/core/src/index.ts';
import { choosePlace, planner, searchResults, setAxles } from '../packages/widget/bench/planner-flow.ts';
import {
  PLAIN_PAGE_URL,
  serveThirdPartyPage,
  THIRD_PARTY_ORIGIN,
} from '../packages/widget/bench/third-party-page.ts';

/*
 * The built <freight-route-planner> (packages/widget/dist: run after `pnpm run build`) inside a plain
 * third-party page (examples/plain-page.html on a fake origin served by `context.route`), against the
 * real server of playwright.config.ts (demo data, shared Brazil network).
 */

const ROUTE_PATH = '/api/routes/route';

/** The parts of a `POST /api/routes/route` answer these tests read. */
interface RouteAnswer {
  data: {
    rotas: {
      rota: { trip: { summary: { length: number; time: number } } };
      summary: { fmt: { total_tolls_net: string } };
      pedagios: { pracas: { nome: string }[] };
    }[];
    request_encrypted: string;
  };
}

async function login(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: 'operador@example.com', password: 'demo-e2e-senha' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

const isRouteCalculation = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === ROUTE_PATH;

/** The plain page with the element, logged in; resolves once the element has rendered its panel. */
async function openPlainPage(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  if (!baseURL) throw new Error('baseURL is not set in playwright.config.ts');
  const token = await login(request);
  await serveThirdPartyPage(page.context(), { apiBase: baseURL, token });
  await page.goto(PLAIN_PAGE_URL);
  await expect(planner(page).getByRole('button', { name: 'Calcular', exact: true })).toBeVisible();
  return token;
}

/** São Paulo (mouse) → Curitiba (keyboard), truck with 6 axles, 'Calcular': the API's answer. */
async function calculateSaoPauloCuritiba(page: Page): Promise<RouteAnswer> {
  await choosePlace(page, 0, 'São Paulo', /São Paulo/);
  await choosePlace(page, 1, 'Curitiba', /Curitiba/, true);
  const inputs = planner(page).getByTestId('waypoint-input');
  await expect(inputs.nth(0)).toHaveValue(/São Paulo/);
  await expect(inputs.nth(1)).toHaveValue(/Curitiba/);
  const truck = planner(page).getByRole('button', { name: 'Caminhão' });
  if ((await truck.getAttribute('aria-pressed')) !== 'true') await truck.click();
  await expect(truck).toHaveAttribute('aria-pressed', 'true');
  await setAxles(page, 6);
  const answered = page.waitForResponse(isRouteCalculation);
  await planner(page).getByRole('button', { name: 'Calcular', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    config_veiculo: { categoria: 'truck', eixos: 6 },
  });
  return (await response.json()) as RouteAnswer;
}

/** The summary card shows the distance, duration and net toll total of `way`. */
async function expectSummaryOf(page: Page, way: RouteAnswer['data']['rotas'][number]): Promise<void> {
  const summary = planner(page).getByTestId('route-summary');
  await expect(summary.locator('[data-summary="distance"]')).toContainText(
    formatDistance(way.rota.trip.summary.length),
  );
  await expect(summary.locator('[data-summary="duration"]')).toContainText(
    formatDuration(way.rota.trip.summary.time),
  );
  await expect(summary.locator('[data-summary="net"]')).toContainText(way.summary.fmt.total_tolls_net);
}

/** The toll card reads 'Praças de Pedágio (n)' and lists the plazas of `way`, in order. */
async function expectTollsOf(page: Page, way: RouteAnswer['data']['rotas'][number]): Promise<void> {
  const plazas = way.pedagios.pracas.map((plaza) => plaza.nome);
  const card = planner(page).getByTestId('toll-plazas');
  const title = card.getByRole('button', { name: `Praças de Pedágio (${plazas.length})` });
  await expect(title).toBeVisible();
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  const rows = card.getByTestId('toll-row');
  await expect(rows).toHaveCount(plazas.length);
  for (const [i, name] of plazas.entries()) await expect(rows.nth(i)).toContainText(name);
}

/** Computed styles of the page's own button that the page's CSS sets. */
function pageButtonStyle(page: Page) {
  return page.locator('#page-button').evaluate((button) => {
    const style = getComputedStyle(button);
    return {
      color: style.color,
      borderStyle: style.borderTopStyle,
      fontFamily: style.fontFamily,
      background: style.backgroundColor,
      bodyFont: getComputedStyle(document.body).fontFamily,
    };
  });
}

test('in a third-party page: São Paulo → Curitiba like the API, alternatives, save and reopen, no style leaks', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await openPlainPage(page, request, baseURL);
  const pageStyleBefore = await pageButtonStyle(page);
  expect(pageStyleBefore).toMatchObject({ color: 'rgb(192, 57, 43)', borderStyle: 'dashed' });
  expect(pageStyleBefore.fontFamily).toContain('Georgia');
  // The page's styles (serif font, red dashed buttons, letter spacing) do not reach the element.
  const calculateStyle = await planner(page)
    .getByRole('button', { name: 'Calcular', exact: true })
    .evaluate((button) => {
      const style = getComputedStyle(button);
      return { color: style.color, borderStyle: style.borderTopStyle, font: style.fontFamily };
    });
  expect(calculateStyle.font).not.toContain('Georgia');
  expect(calculateStyle.borderStyle).not.toBe('dashed');
  expect(calculateStyle.color).not.toBe('rgb(192, 57, 43)');
  await snap(page, testInfo, '1-plain-page');

  const answer = await calculateSaoPauloCuritiba(page);
  const [first, second] = answer.data.rotas;
  if (!first) throw new Error('the answer has no route');
  await expectSummaryOf(page, first);
  await expectTollsOf(page, first);
  await snap(page, testInfo, '2-route-calculated');

  if (second) {
    await planner(page).getByRole('button', { name: 'Rota 2', exact: true }).first().click();
    await expectSummaryOf(page, second);
    await expectTollsOf(page, second);
    await snap(page, testInfo, '3-alternative-2');
    await planner(page).getByRole('button', { name: 'Rota 1', exact: true }).first().click();
    await expectTollsOf(page, first);
  } else {
    testInfo.annotations.push({ type: 'note', description: 'the answer had a single alternative' });
  }

  const nickname = `E2E São Paulo → Curitiba ${Date.now()}`;
  await planner(page).getByRole('button', { name: 'Salvar rota', exact: true }).click();
  const dialog = planner(page).getByTestId('save-route-dialog');
  await dialog.getByLabel('Apelido da rota').fill(nickname);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/routes',
  );
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();
  // SPEC §4: a success dialog, then the route data resets (so loading the saved route calculates it again).
  const success = planner(page).getByRole('dialog', { name: 'Sucesso' });
  await expect(success).toContainText('Rota salva com sucesso.');
  await snap(page, testInfo, '4-route-saved');
  await success.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(success).toBeHidden();
  await expect(planner(page).locator('[data-summary="distance"]')).toContainText('Não calculado');

  // 'Minhas rotas' opens from the waypoint area of view mode.
  await planner(page).evaluate((element) => element.setAttribute('mode', 'view'));
  await planner(page).getByTestId('view-mode-waypoints').click();
  const list = planner(page).getByTestId('saved-routes-dialog');
  await expect(list.getByRole('heading', { name: /^Minhas rotas \(\d+\)$/ })).toBeVisible();
  // The search box with the default filters ('Todos': nickname, waypoints and type) finds the nickname.
  await list.getByLabel('Buscar').fill(nickname);
  const row = list.getByTestId('saved-route-row').filter({ hasText: nickname });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Curitiba');
  await snap(page, testInfo, '5-saved-routes');
  const reopened = page.waitForResponse(isRouteCalculation);
  await row.getByRole('button', { name: 'Carregar rota' }).click();
  await expect(list).toBeHidden();
  const reopenedAnswer = (await (await reopened).json()) as RouteAnswer;
  const reopenedWay = reopenedAnswer.data.rotas[0];
  if (!reopenedWay) throw new Error('the reopened route has no answer');
  await expectSummaryOf(page, reopenedWay);
  const waypoints = planner(page).getByTestId('view-mode-waypoints').getByTestId('waypoint-input');
  await expect(waypoints.nth(0)).toHaveValue(/São Paulo/);
  await expect(waypoints.nth(1)).toHaveValue(/Curitiba/);
  await snap(page, testInfo, '6-saved-route-reopened');

  // After the element drew, opened dialogs and the map, the page's own button is styled as before.
  expect(await pageButtonStyle(page)).toEqual(pageStyleBefore);
});

test('keyboard: ArrowDown moves the highlight through the suggestions and Enter chooses it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await openPlainPage(page, request, baseURL);
  await planner(page).getByTestId('waypoint-input').nth(0).click();
  const input = planner(page).getByTestId('search-input');
  await input.fill('Curitiba');
  const options = searchResults(page);
  // until the server's suggestions arrive the list holds only the 'Busca Literal' row (the text as typed,
  // without a position, so choosing it opens no destination search): wait for a real place first
  await expect(options.first()).not.toContainText('Busca Literal');
  await expect(options.first()).toContainText('Curitiba');
  await expect(input).not.toHaveAttribute('aria-activedescendant');
  await input.press('ArrowDown');
  const first = await options.nth(0).getAttribute('id');
  await expect(input).toHaveAttribute('aria-activedescendant', first ?? '');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  if ((await options.count()) > 1) {
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  }
  const chosen = (await options.nth(0).textContent()) ?? '';
  await snap(page, testInfo, 'suggestions-highlighted');
  await input.press('Enter');
  // SPEC §4: the origin was chosen while the destination is empty, so the search opens for the destination
  const destination = planner(page).getByTestId('search-input');
  await expect(destination).toHaveAttribute('placeholder', 'Destino');
  // Escape on an empty search closes it (SPEC §2), back to the list with the chosen origin
  await destination.press('Escape');
  const origin = planner(page).getByTestId('waypoint-input').nth(0);
  await expect(origin).toHaveValue(/Curitiba/);
  expect(chosen).toContain('Curitiba');
});

test('share: the short link resolves to the same route read-only, and so does the embed iframe', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await openPlainPage(page, request, baseURL);
  const answer = await calculateSaoPauloCuritiba(page);
  const way = answer.data.rotas[0];
  if (!way) throw new Error('the answer has no route');

  await planner(page).getByRole('button', { name: 'Compartilhar Rota', exact: true }).click();
  const dialog = planner(page).getByTestId('share-dialog');
  const link = dialog.getByTestId('share-link');
  await expect(link).toHaveValue(/\/s\/[0-9A-Za-z]{7,}$/);
  const shortLink = await link.inputValue();
  await snap(page, testInfo, 'share-link');

  const redirect = await request.get(shortLink, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const target = new URL(redirect.headers()['location'] ?? '', shortLink);
  expect(target.pathname).toBe('/embed');
  expect(target.searchParams.get('data')).toBe(answer.data.request_encrypted);

  const shared = await page.context().newPage();
  await shared.goto(target.href);
  await expectSummaryOf(shared, way);
  await expect(planner(shared).getByTestId('shared-route-settings')).toBeVisible();
  await expect(planner(shared).getByRole('button', { name: 'Calcular', exact: true })).toHaveCount(0);
  await snap(shared, testInfo, 'short-link-target');

  await dialog.getByRole('tab', { name: 'Incorporar Mapa' }).click();
  const code = await dialog.getByTestId('share-embed-code').inputValue();
  expect(code).toMatch(/^<iframe [^>]*width="600" height="450"/);
  const host = await page.context().newPage();
  await host.route(`${THIRD_PARTY_ORIGIN}/iframe.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body>${code}</body></html>` }),
  );
  await host.goto(`${THIRD_PARTY_ORIGIN}/iframe.html`);
  const framed = host.frameLocator('iframe').locator('freight-route-planner');
  await expect(framed.getByTestId('route-summary').locator('[data-summary="distance"]')).toContainText(
    formatDistance(way.rota.trip.summary.length),
  );
  await expect(framed.getByTestId('shared-route-settings')).toBeVisible();
  await expect(framed.getByRole('button', { name: 'Calcular', exact: true })).toHaveCount(0);
  await snap(host, testInfo, 'embed-iframe');
});
