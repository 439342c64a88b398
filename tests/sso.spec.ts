import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestOidcProvider } from '../packages/server/src/test-support/oidc-test-provider.ts';
import type { TestOidcProvider } from '../packages/server/src/test-support/oidc-test-provider.ts';
import { startServerProcess } from '../tools/bench-tools/src/server-process.ts';
import type { ServerProcess } from '../tools/bench-tools/src/server-process.ts';

/**
 * Single sign-on end to end: an OpenID Connect provider (the `oidc-provider` package) on loopback and a
 * second server process of our own with the `OIDC_*` settings (port E2E_PORT + 1, a fresh data folder).
 */
const port = Number(process.env['E2E_PORT'] ?? 8797) + 1;
const app = `http://127.0.0.1:${port}`;
const OPERATOR = 'operador@example.com';
const CLIENT = {
  clientId: 'planejador-e2e',
  clientSecret: 'segredo-do-cliente-e2e',
  redirectUri: `${app}/api/auth/sso/callback`,
  postLogoutRedirectUri: `${app}/app/auth/login`,
};

let idp: TestOidcProvider;
let server: ServerProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  idp = await startTestOidcProvider(
    {
      operador: { email: OPERATOR, emailVerified: true },
      estranho: { email: 'estranho@example.com', emailVerified: true },
    },
    CLIENT,
  );
  dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-sso-'));
  server = await startServerProcess({
    dataDir,
    port,
    timeoutMs: 110_000,
    env: {
      DEMO_PASSWORD: 'demo-e2e-senha',
      AUTO_IMPORT: 'false',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_REDIRECT_URI: CLIENT.redirectUri,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await idp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("SSO: /app/ → the provider's login → back in the app logged in → logout through the provider → login page", async ({
  page,
}) => {
  await page.goto(`${app}/app/`);
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('operador');
  await page.locator('input[name="password"]').fill('qualquer-senha');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: `Olá, ${OPERATOR}!` })).toBeVisible();
  await expect(page).toHaveURL(`${app}/app/`);
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(OPERATOR);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();

  await expect(page).toHaveURL(`${app}/app/auth/login`);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar com SSO' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const validate = await page.request.get(`${app}/api/auth/validate`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(validate.status()).toBe(401);
});

test('SSO: a provider account without a user of ours comes back to the login page with the pt-BR refusal', async ({
  page,
}) => {
  await page.goto(`${app}/app/routes`);
  await page.locator('input[name="login"]').fill('estranho');
  await page.locator('input[name="password"]').fill('qualquer-senha');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${app}/app/auth/login`);
  await expect(page.getByRole('alert')).toHaveText(
    'Não há conta para o e-mail estranho@example.com. Peça acesso ao administrador da sua empresa.',
  );
});

test('embedded mode: /app/#embedded=1 unauthenticated opens the in-app login, not the provider', async ({
  page,
}) => {
  const toProvider: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(idp.issuer)) toProvider.push(request.url());
  });
  await page.goto(`${app}/app/#embedded=1`);
  await expect(page).toHaveURL(`${app}/app/auth/login`);
  await expect(page.getByLabel('Senha')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar com SSO' })).toHaveCount(0);
  await page.getByLabel('E-mail').fill(OPERATOR);
  await page.getByLabel('Senha').fill('demo-e2e-senha');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Olá, ${OPERATOR}!` })).toBeVisible();
  expect(toProvider).toEqual([]);
});
