import { test, expect } from '@playwright/test';

test('the product opens under /app/ in pt-BR on its login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await expect(page).toHaveTitle('Planejador de Rotas de Frete');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
});

test('an unknown API path answers a pt-BR error, not a page', async ({ request }) => {
  const res = await request.get('/api/inexistente');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, message: 'Recurso não encontrado.' });
});
