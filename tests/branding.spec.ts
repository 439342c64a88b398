import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { cnpjCheckDigits, contrastRatio } from '../packages/core/src/index.ts';
import { watchPolicy } from './page-security.ts';

/*
 * The screenshots stay as files under test-results/e2e/ (the artefacts of the run).
 *
 * Branding after login (SPEC §1, §9): the first company's primary colour, dark flag and logo theme the app,
 * with every text readable (4.5:1) even when the company's dark flag is wrong for its colour, and the logo
 * shown under the app's Content-Security-Policy.
 */

const PASSWORD = 'demo-e2e-senha';

/** A small green square as an SVG data address: a logo the app's policy allows (`img-src data:`). */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="#2e7d32"/></svg>',
)}`;

async function token(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

/** A company of its own with `settings`, and an operator of it only; answers the operator's e-mail. */
async function brandedOperator(
  request: APIRequestContext,
  settings: Record<string, unknown>,
): Promise<string> {
  const admin = { authorization: `Bearer ${await token(request, 'superadmin@example.com')}` };
  const stamp = `${Date.now() % 1e8}`.padStart(8, '0');
  const base = `${stamp}0001`;
  const company = await request.post('/api/companies', {
    headers: admin,
    data: {
      name: `Transportes Marca ${stamp}`,
      legal_name: `Transportes Marca ${stamp} Ltda`,
      cnpj: `${base}${cnpjCheckDigits(base)}`,
      settings,
    },
  });
  expect(company.status(), await company.text()).toBe(201);
  const email = `marca-${stamp}@example.com`;
  const user = await request.post('/api/users', {
    headers: admin,
    data: {
      name: 'Operadora Marca',
      email,
      password: PASSWORD,
      roles: ['operator'],
      company_ids: [(await company.json()).data.id],
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  return email;
}

/** Opens the app, logs in on its login page as `email` and waits for home. */
async function logInAtHome(page: Page, email: string): Promise<void> {
  await page.goto('/app/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: `Olá, ${email}!` })).toBeVisible();
}

test('a company marking its pale yellow dark gets readable text, and its logo shows under the policy', async ({
  page,
  context,
  request,
}, testInfo) => {
  const email = await brandedOperator(request, {
    primary_color: '#fdc941',
    primary_color_is_dark: true,
    logo: LOGO,
  });
  const watch = await watchPolicy(context);
  await logInAtHome(page, email);

  const bar = page.getByRole('banner');
  const colors = await bar.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
  expect(colors.background).toBe('rgb(253, 201, 65)');
  expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);

  const logo = bar.getByRole('img', { name: /Logo/ });
  await expect(logo).toHaveAttribute('src', LOGO);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  expect(await page.evaluate(() => localStorage.getItem('bg_dark'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('logo'))).toBe(LOGO);
  expect(watch.violations, 'policy violations').toEqual([]);
  const yellowShot = testInfo.outputPath('branding-yellow.png');
  await page.screenshot({ path: yellowShot });
  await testInfo.attach('branding-yellow', { path: yellowShot, contentType: 'image/png' });
});

test('a dark blue with white text themes the bar and the buttons; logging out forgets the branding', async ({
  page,
  request,
}, testInfo) => {
  const email = await brandedOperator(request, { primary_color: '#0d47a1', primary_color_is_dark: true });
  await logInAtHome(page, email);

  const bar = page.getByRole('banner');
  await expect(bar).toHaveCSS('background-color', 'rgb(13, 71, 161)');
  await expect(bar).toHaveCSS('color', 'rgb(255, 255, 255)');
  // no logo set: the product's own, served by this server
  await expect(bar.getByRole('img', { name: /Logo/ })).toHaveAttribute('src', '/app/logo.svg');
  const blueShot = testInfo.outputPath('branding-blue.png');
  await page.screenshot({ path: blueShot });
  await testInfo.attach('branding-blue', { path: blueShot, contentType: 'image/png' });

  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  for (const key of ['token', 'email', 'primary_color', 'bg_dark', 'logo']) {
    expect(await page.evaluate((name) => localStorage.getItem(name), key), key).toBeNull();
  }
});
