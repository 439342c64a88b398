import { test, expect } from '@playwright/test';

test('the product opens under /app/ in pt-BR and reaches its API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByRole('heading', { name: 'Planejador de Rotas de Frete' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Servidor conectado (versão 0.1.0).');
});

test('an unknown API path answers a pt-BR error, not a page', async ({ request }) => {
  const res = await request.get('/api/inexistente');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, message: 'Recurso não encontrado.' });
});
