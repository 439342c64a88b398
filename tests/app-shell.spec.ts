import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const OPERATOR = { email: 'operador@example.com', password: 'demo-e2e-senha' };

async function logIn(page: Page, password = OPERATOR.password): Promise<void> {
  await page.getByLabel('E-mail').fill(OPERATOR.email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const greeting = (page: Page) => page.getByRole('heading', { name: `Olá, ${OPERATOR.email}!` });

test('login: a wrong password is refused in pt-BR, the right one opens home, reload keeps the session, logout ends it', async ({
  page,
}) => {
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Esse campo é obrigatório')).toHaveCount(2);

  await logIn(page, 'senha-errada');
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos.');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);

  await logIn(page);
  await expect(greeting(page)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByRole('region', { name: 'Suas empresas' })).toContainText(
    'Transportadora Demonstração',
  );
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(OPERATOR.email);
  expect(await page.evaluate(() => localStorage.getItem('primary_color'))).toBe('#1565c0');

  await page.reload();
  await expect(greeting(page)).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const validate = await page.request.get('/api/auth/validate', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(validate.status()).toBe(401);

  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
});

test('a main-layout page by URL asks for login first and opens after it', async ({ page }) => {
  await page.goto('/app/check-plates');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(/\/app\/check-plates$/);
  await expect(page.getByRole('button', { name: 'Nova consulta em lote' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Logotipo da empresa: Transportadora Demonstração/ }),
  ).toBeVisible();
});

test('a 401 mid-session removes the token and goes to login', async ({ page }) => {
  await page.goto('/app/routes');
  await logIn(page);
  await expect(page.getByRole('columnheader', { name: 'Apelido' })).toBeVisible();
  // The session ends elsewhere ('Sair de todos os dispositivos' on another device).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const ended = await page.request.post('/api/auth/logout-all', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ended.status()).toBe(200);

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Início' })
    .click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await logIn(page);
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(greeting(page)).toBeVisible();
});

test('an unknown path shows the pt-BR not-found page', async ({ page }) => {
  const response = await page.goto('/app/nada/por/aqui');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
});

test('menu toggle, font size and the ds dialogs with back and forward', async ({ page }) => {
  await page.goto('/app/auth/login');
  await logIn(page);
  await expect(greeting(page)).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar ou ocultar o menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Mostrar ou ocultar o menu' }).click();
  await expect(menu).toBeVisible();

  const fontOf = () => greeting(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const before = await fontOf();
  const increase = page.getByRole('button', { name: 'Aumentar a fonte' });
  for (let size = 14; size < 20; size++) await increase.click();
  await expect(increase).toBeDisabled();
  expect(await fontOf()).toBeGreaterThan(before);
  await page.reload();
  await expect(increase).toBeDisabled();
  const decrease = page.getByRole('button', { name: 'Diminuir a fonte' });
  for (let size = 20; size > 11; size--) await decrease.click();
  await expect(decrease).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('font'))).toBe('11');

  // A subscription dialog by name in ds, from any page: back closes it, forward reopens it.
  await page.goto('/app/?ds=fair-use');
  const dialog = page.getByRole('dialog', { name: 'Limite de uso atingido' });
  await expect(dialog).toBeVisible();
  await page.goto('/app/?ds=fair-use|subscribe');
  await expect(page.getByRole('dialog', { name: 'Assinatura necessária' })).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/$/);
  await page.goForward();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/$/);
});

test('a 402 answer opens the subscribe dialog over the page, pushing ds; back closes it', async ({
  page,
}) => {
  await page.goto('/app/auth/login');
  await logIn(page);
  await expect(greeting(page)).toBeVisible();
  await page.route('**/api/me/list/companies', (route) =>
    route.fulfill({
      status: 402,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, statusCode: 402, message: 'Assinatura inativa.' }),
    }),
  );
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Assinatura necessária' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/app\/\?ds=subscribe$/);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/$/);
});
