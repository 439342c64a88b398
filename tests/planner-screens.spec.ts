import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Response } from '@playwright/test';

/*
 * The planner screens of the app under /app/ (create-route, edit-route, show-route) against the real
 * server of playwright.config.ts (demo data, shared Brazil network), as a carrier uses them.
 */

const PASSWORD = 'demo-e2e-senha';
const OPERATOR = 'operador@example.com';
const ADMIN = 'admin@example.com';

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const isRouteCalculation = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/routes/route';

const isRouteSave = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/routes';

/** The planner of the page (the app mounts it as React components, no shadow root). */
const planner = (page: Page) => page.getByRole('main');

/**
 * Types `text` in the open search of a waypoint, waits for the suggestions and presses Enter with no
 * row highlighted: the first result is taken. Answers that result's text.
 */
async function typeAndEnter(page: Page, text: string): Promise<string> {
  const input = planner(page).getByTestId('search-input');
  await input.fill(text);
  const options = planner(page).getByRole('listbox', { name: 'Resultados da busca' }).getByRole('option');
  const first = options.first();
  await expect(first).toContainText(text);
  // The suggestions of the geocoder come after the 300 ms debounce; wait until one is listed.
  await expect(options.filter({ hasNotText: 'Busca Literal' }).first()).toBeVisible();
  const label = (await options.first().textContent()) ?? '';
  await input.press('Enter');
  return label;
}

/** São Paulo → Curitiba typed as a user would, a 6-axle truck, 'Calcular': checks tolls and total. */
async function planSaoPauloCuritiba(page: Page): Promise<void> {
  const inputs = planner(page).getByTestId('waypoint-input');
  await inputs.nth(0).click();
  await typeAndEnter(page, 'São Paulo');
  // After the origin the destination's search opens by itself, 100 ms later (SPEC §4).
  await expect(planner(page).getByTestId('search-input')).toHaveAttribute('placeholder', 'Destino');
  await typeAndEnter(page, 'Curitiba');
  await expect(inputs.nth(0)).toHaveValue(/São Paulo/);
  await expect(inputs.nth(1)).toHaveValue(/Curitiba/);
  await expect(planner(page).getByRole('button', { name: 'Caminhão' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(planner(page).getByTestId('axle-count')).toHaveText(/^6/);

  const answered = page.waitForResponse(isRouteCalculation);
  await planner(page).getByRole('button', { name: 'Calcular', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    config_veiculo: { categoria: 'truck', eixos: 6 },
  });

  const title = planner(page).getByRole('button', { name: /^Praças de Pedágio \(\d+\)$/ });
  await expect(title).toBeVisible();
  const count = Number(/\((\d+)\)/.exec((await title.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(planner(page).locator('[data-summary="net"]')).toContainText(/R\$\s?\d/);
  // The map drew the route (maplibre's worker loads from the app's build).
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
    'freight-route-planner:route-drawn',
  );
}

/** 'Salvar rota' with `nickname`, then 'OK' of 'Sucesso': answers the saved route's id. */
async function saveAs(page: Page, nickname: string): Promise<number> {
  await planner(page).getByRole('button', { name: 'Salvar rota', exact: true }).click();
  const dialog = planner(page).getByTestId('save-route-dialog');
  await dialog.getByLabel('Apelido da rota').fill(nickname);
  const saved = page.waitForResponse(isRouteSave);
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  const response = await saved;
  expect(response.ok()).toBe(true);
  const id = Number(((await response.json()) as { data: { id: number } }).data.id);
  const success = planner(page).getByRole('dialog', { name: 'Sucesso' });
  await expect(success).toContainText('Rota salva com sucesso.');
  await success.getByRole('button', { name: 'OK', exact: true }).click();
  return id;
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('create-route: São Paulo → Curitiba typed and Enter, tolls and total, saved, then the route list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/app/routes/create');
  await logIn(page, OPERATOR);
  await expect(page).toHaveURL(/\/app\/routes\/create$/);
  await planSaoPauloCuritiba(page);
  await planner(page)
    .getByRole('button', { name: /^Praças de Pedágio \(\d+\)$/ })
    .click();
  await expect(planner(page).getByTestId('toll-row').first()).toBeVisible();
  // The planner fills the window below the top bar: the page itself does not scroll.
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  await saveAs(page, `E2E app SP → CWB ${Date.now()}`);
  await expect(page).toHaveURL(/\/app\/routes$/);
});

test('create-route?from=vpo saves to the VPO purchase; edit-route and show-route open the saved route', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/app/routes/create?from=vpo');
  await logIn(page, OPERATOR);
  await expect(page).toHaveURL(/\/app\/routes\/create\?from=vpo$/);
  await planSaoPauloCuritiba(page);
  const id = await saveAs(page, `E2E app VPO ${Date.now()}`);
  await expect(page).toHaveURL(new RegExp(`/app/vpo/${id}$`));

  await page.goto(`/app/routes/${id}/edit`);
  const inputs = planner(page).getByTestId('waypoint-input');
  await expect(inputs.nth(0)).toHaveValue(/São Paulo/);
  await expect(inputs.nth(1)).toHaveValue(/Curitiba/);
  await expect(planner(page).getByLabel('Arraste para mover')).toHaveCount(2);
  await expect(planner(page).getByRole('button', { name: /^Praças de Pedágio \(\d+\)$/ })).toBeVisible();

  await page.goto(`/app/routes/${id}/show`);
  const view = planner(page).getByTestId('view-mode-waypoints');
  await expect(view.getByTestId('waypoint-input').nth(0)).toHaveValue(/São Paulo/);
  await expect(view.getByTestId('waypoint-input').nth(1)).toHaveValue(/Curitiba/);
  await expect(planner(page).getByLabel('Arraste para mover')).toHaveCount(0);
  await expect(planner(page).getByRole('button', { name: 'Remover destino' })).toHaveCount(0);
  await view.getByTestId('waypoint-input').nth(0).click();
  await expect(planner(page).getByTestId('search-input')).toHaveCount(0);
  await expect(planner(page).getByTestId('saved-routes-dialog')).toBeVisible();
});

test('a user without route-create opening /app/routes/create lands on home', async ({ page, request }) => {
  const admin = await apiToken(request, ADMIN);
  const headers = { Authorization: `Bearer ${admin}` };
  const companies = await request.get('/api/me/list/companies', { headers });
  const companyId = ((await companies.json()) as { data: { id: number }[] }).data[0]?.id;
  expect(companyId).toBeDefined();
  const email = `sem-rotas-${Date.now()}@example.com`;
  const created = await request.post('/api/users', {
    headers,
    data: {
      name: 'Consulta Sem Rotas',
      email,
      password: PASSWORD,
      permissions: ['route-list', 'route-show'],
      company_ids: [companyId],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/app/routes/create');
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: `Olá, ${email}!` })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByTestId('planner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar rota' })).toHaveCount(0);
});

test("home: 'Adicionar rota' opens the planner dialog through ds, closing it goes back to home", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/');
  await logIn(page, OPERATOR);
  await page.getByRole('button', { name: 'Adicionar rota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar rota' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/app\/\?ds=create-route$/);
  await expect(dialog.getByRole('button', { name: 'Calcular', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/$/);
});
