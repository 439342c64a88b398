import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  FAKE_SEM_PARAR_CREDENTIALS,
  startFakeSemParar,
} from '../packages/server/src/vpo/suppliers/sem-parar/fake-sem-parar.ts';
import type { FakeSemPararServer } from '../packages/server/src/vpo/suppliers/sem-parar/fake-sem-parar.ts';
import { DEMO_PASSWORD, logInAt } from './app-login.ts';

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * From the saved routes to the purchase: opens the demo route São Paulo → Curitiba on /vpo, fills the
 * form for the 6-axle demo truck and buys with `supplier`; returns the purchase page's path.
 */
async function buy(page: Page, supplier: string): Promise<string> {
  await logInAt(page, 'admin@example.com', '/vpo');
  await page.getByRole('searchbox', { name: 'Buscar pelo apelido' }).fill('Curitiba');
  // other tests save routes to Curitiba too: the demo route is the oldest, last of the newest-first list
  const row = page
    .getByTestId('vpo-route')
    .filter({ has: page.getByText('São Paulo → Curitiba', { exact: true }) })
    .last();
  await row.getByRole('link', { name: 'Comprar VPO' }).click();
  await expect(page.getByRole('heading', { name: 'Comprar VPO: São Paulo → Curitiba' })).toBeVisible();
  await choose(page, 'Placa', 'ABC1D23');
  await choose(page, 'Embarcador', 'Alimentos Paulista S.A.');
  await choose(page, 'Fornecedor', supplier);
  // the quote: the saved route calculated again for the truck, every plaza priced
  await expect(page.getByTestId('vpo-total')).toHaveText(/R\$ \d{1,3}(\.\d{3})*,\d{2}/, { timeout: 30_000 });
  await expect(page.getByText('Tarifa desconhecida')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Observações' }).fill('Carga de teste e2e');
  await page.getByRole('button', { name: 'Comprar', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(success.getByText('VPO comprado com sucesso.')).toBeVisible({ timeout: 30_000 });
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/report-vpo\/\d+\/show$/);
  return new URL(page.url()).pathname.replace(/^\/app/, '');
}

/** Cancels the VPO of the page open with `reason` and checks it reads 'Cancelado'. */
async function cancel(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Cancelar VPO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar VPO' });
  await dialog.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  const outcome = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(outcome.getByText('VPO cancelado com sucesso.')).toBeVisible();
  await outcome.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible();
}

test.describe('VPO from a saved route to the printed receipt', () => {
  test('buys with the built-in supplier, finds it in the report, prints it and cancels it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const show = await buy(page, 'Pagamento próprio');
    await expect(page.getByText('Emitido', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Pagamento próprio: valores calculados pelo sistema/).first()).toBeVisible();
    await expect(page.getByText('Alimentos Paulista S.A.').first()).toBeVisible();
    await expect(page.getByText('ABC1D23').first()).toBeVisible();

    await page.goto('/app/report-vpo');
    // the newest purchase first: the one just bought
    const row = page.getByRole('row').filter({ hasText: 'São Paulo → Curitiba' }).first();
    await expect(row.getByText('ABC1D23')).toBeVisible();
    await expect(row.getByText('Pagamento próprio')).toBeVisible();
    await row.getByText('São Paulo → Curitiba').click();
    await expect(page).toHaveURL(new RegExp(`/app${show}$`));

    await page.getByRole('link', { name: 'Imprimir' }).click();
    await expect(page).toHaveURL(new RegExp(`/app${show.replace('/show', '/pdf')}$`));
    await expect(page.getByText('ABC1D23').first()).toBeVisible();
    await expect(page.getByText('Alimentos Paulista S.A.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await page.goto(`/app${show}`);
    await cancel(page, 'Viagem desmarcada pelo cliente');
  });

  test.describe('with the fake Sem Parar', () => {
    let fake: FakeSemPararServer;
    test.beforeAll(async ({ request }) => {
      fake = await startFakeSemParar({ defaultFare: 52.3 });
      const login = await request.post('/api/auth/login', {
        data: { email: 'admin@example.com', password: DEMO_PASSWORD },
      });
      const { data } = (await login.json()) as {
        data: { token: string; settings: { companies: { id?: number; value?: number }[] } };
      };
      const company = data.settings.companies[0]!;
      const saved = await request.put(`/api/companies/${company.id ?? company.value}/vpo-supplier`, {
        headers: { authorization: `Bearer ${data.token}` },
        data: {
          semparar_enabled: true,
          semparar_url: fake.url,
          semparar_cnpj: FAKE_SEM_PARAR_CREDENTIALS.cnpj,
          semparar_login: FAKE_SEM_PARAR_CREDENTIALS.login,
          semparar_password: FAKE_SEM_PARAR_CREDENTIALS.password,
        },
      });
      expect(saved.status()).toBe(200);
    });
    test.afterAll(() => fake?.close());

    test('buys through Sem Parar once, shows its trip number, and cancels it there', async ({ page }) => {
      test.setTimeout(120_000);
      await buy(page, 'Sem Parar');
      expect(fake.state.purchaseCount).toBe(1);
      const [trip] = [...fake.state.trips.values()];
      await expect(page.getByText('Emitido', { exact: true }).first()).toBeVisible();
      await expect(page.getByText(trip!.numero).first()).toBeVisible();
      await expect(page.getByText(FAKE_SEM_PARAR_CREDENTIALS.password)).toHaveCount(0);
      await cancel(page, 'Troca de veículo');
      expect(fake.state.trips.get(trip!.numero)?.cancelled).toBe(true);
    });
  });
});
