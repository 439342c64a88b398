import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './app-login.ts';

/*
 * 'Adicionar placa' from the planner (SPEC §2 create-plate, dialog mode) against the real server: the
 * plate the admin's form adds is chosen in the planner that asked for it.
 */

const ADMIN = 'admin@example.com';

/** A Mercosul plate no other run has used: three letters, a digit, a letter, two digits. */
function freshPlate(): string {
  const n = Date.now();
  const letter = (k: number) => String.fromCharCode(65 + (Math.floor(n / 10 ** k) % 26));
  return `Q${letter(3)}${letter(5)}${n % 10}${letter(1)}${String(Math.floor(n / 10) % 100).padStart(2, '0')}`;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a plate added from the planner is chosen in the planner', async ({ page, request }) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  const { token, settings } = (
    (await login.json()) as { data: { token: string; settings: { companies: { id: number }[] } } }
  ).data;
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.post('/api/routes', {
    headers,
    data: {
      company_id: settings.companies[0]?.id,
      slug: `E2E placa ${Date.now()}`,
      distance: 408.7,
      time: 19_800,
      type: 'efficient',
      waypoints: ['São Paulo, SP', 'Curitiba, PR'],
    },
  });
  expect(saved.status()).toBe(201);
  const routeId = ((await saved.json()) as { data: { id: number } }).data.id;

  await page.goto(`/app/routes/${routeId}/show`);
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/routes/${routeId}/show$`));

  await page.getByRole('button', { name: 'Adicionar placa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar placa' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]ds=create-plate/);
  const plate = freshPlate();
  await dialog.getByRole('textbox', { name: 'Placa', exact: true }).fill(plate.toLowerCase());
  await dialog.getByRole('combobox', { name: 'Tipo do veículo' }).fill('6 eixos');
  await page.getByRole('option', { name: 'Carreta 6 eixos' }).click();
  await dialog.getByRole('textbox', { name: 'Marca' }).fill('Volvo');
  await dialog.getByRole('textbox', { name: 'Modelo' }).fill('FH 540');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(success).toContainText('Placa adicionada com sucesso.');
  await success.getByRole('button', { name: 'OK' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/app/routes/${routeId}/show$`));
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Placa' })).toHaveValue(plate);
  await expect(page.getByRole('main').getByTestId('axle-count')).toHaveText('6 eixos');
});
