import { test, expect } from '@playwright/test';

test('the API documentation opens at /api/docs with everything loaded from this server', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) foreign.push(url);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Documentação da API do Planejador de Rotas de Frete');
  await expect(page.getByRole('heading', { name: /API do Planejador de Rotas de Frete/ })).toBeVisible();

  const login = page.locator('.opblock-post', { hasText: '/api/auth/login' });
  await expect(login).toBeVisible();
  await expect(login).toContainText('Entra');
  await login.locator('.opblock-summary').click();
  await expect(login.getByText('Login realizado com sucesso.').first()).toBeVisible();

  expect(foreign, 'requests outside this server').toEqual([]);
  expect(failed, 'failed requests').toEqual([]);
  expect(errors, 'console errors (a blocked script or style shows here)').toEqual([]);
});
