import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { DEMO_PASSWORD, logInAt } from './app-login.ts';

/*
 * The saved-routes admin (/routes) against the real server of playwright.config.ts: routes saved through
 * the API, found by the list's filters, exported to XLSX (read back with exceljs) and CSV with those
 * filters, deleted after a confirmation; an operator has no delete.
 */

/** Saves `routes` through the API as `email`, in the user's first company; answers their ids. */
async function saveRoutes(
  request: APIRequestContext,
  email: string,
  routes: { slug: string; type: string; waypoints: string[] }[],
): Promise<number[]> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token, settings } = (await login.json()).data as {
    token: string;
    settings: { companies: { id: number }[] };
  };
  const ids: number[] = [];
  for (const route of routes) {
    const saved = await request.post('/api/routes', {
      headers: { authorization: `Bearer ${token}` },
      data: { company_id: settings.companies[0]?.id, distance: 98.7, time: 4_500, ...route },
    });
    expect(saved.status()).toBe(201);
    ids.push((await saved.json()).data.id as number);
  }
  return ids;
}

/** The file a click on `button` downloads: its suggested name and content. */
async function download(page: Page, button: string): Promise<{ name: string; content: Buffer }> {
  const [file] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])) as [Download, unknown];
  const path = await file.path();
  return { name: file.suggestedFilename(), content: await readFile(path) };
}

/** The nicknames ('Apelido') of an exported XLSX, in order. */
async function xlsxNicknames(content: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const header = sheet.getRow(1).values as unknown[];
  const column = header.indexOf('Apelido');
  expect(column).toBeGreaterThan(0);
  const names: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) names.push(String(row.getCell(column).value));
  });
  return names;
}

/** The nicknames of an exported CSV (UTF-8 with BOM, `;`-separated, pt-BR headers), in order. */
function csvNicknames(content: Buffer): string[] {
  const [header = '', ...lines] = content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const column = header.split(';').indexOf('Apelido');
  expect(column).toBeGreaterThanOrEqual(0);
  return lines.map((line) => line.split(';')[column] ?? '');
}

test.use({ viewport: { width: 1280, height: 800 } });

test('admin: saved routes filtered and sorted, exported to XLSX and CSV with them, deleted after a confirmation', async ({
  page,
  request,
}) => {
  const tag = `Rota E2E ${Date.now()}`;
  const [alfa, , gama] = await saveRoutes(request, 'admin@example.com', [
    { slug: `${tag} Alfa`, type: 'efficient', waypoints: ['Campinas, SP', 'Sorocaba, SP'] },
    { slug: `${tag} Beta`, type: 'avoid_tolls', waypoints: ['Campinas, SP', 'Santos, SP'] },
    { slug: `${tag} Gama`, type: 'efficient', waypoints: ['Jundiaí, SP', 'Itu, SP', 'Sorocaba, SP'] },
  ]);
  await logInAt(page, 'admin@example.com', '/routes');

  await page.getByRole('textbox', { name: 'Apelido' }).fill(tag);
  await expect(page.getByText('1-3 de 3')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Mais eficiente' }).click();
  await expect(page.getByText('1-2 de 2')).toBeVisible();
  const gamaRow = page.getByRole('row', { name: new RegExp(`${tag} Gama`) });
  await expect(gamaRow).toContainText('Jundiaí, SP → Itu, SP → Sorocaba, SP');
  await expect(gamaRow).toContainText('Mais eficiente');
  await expect(gamaRow).toContainText('98,7 km');
  await expect(gamaRow).toContainText('1 h 15 min');
  await expect(page.getByRole('row', { name: new RegExp(`${tag} Beta`) })).toHaveCount(0);

  const xlsx = await download(page, 'Exportar XLSX');
  expect(xlsx.name).toMatch(/^rotas-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(await xlsxNicknames(xlsx.content)).toEqual([`${tag} Alfa`, `${tag} Gama`]);

  // Sorted by nickname, descending: the table and the files follow.
  const nickname = page
    .getByRole('columnheader')
    .filter({ hasText: /^Apelido$/ })
    .getByRole('button');
  await nickname.click();
  await expect(page.getByRole('row').nth(1)).toContainText(`${tag} Alfa`);
  await nickname.click();
  await expect(page.getByRole('row').nth(1)).toContainText(`${tag} Gama`);
  const sorted = await download(page, 'Exportar XLSX');
  expect(await xlsxNicknames(sorted.content)).toEqual([`${tag} Gama`, `${tag} Alfa`]);
  const csv = await download(page, 'Exportar CSV');
  expect(csv.name).toMatch(/^rotas-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csvNicknames(csv.content)).toEqual([`${tag} Gama`, `${tag} Alfa`]);

  // A row opens the route in the planner (show-route); 'Editar' in its edit mode (edit-route).
  await page
    .getByRole('row', { name: new RegExp(`${tag} Alfa`) })
    .getByText(`${tag} Alfa`)
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/routes/${alfa}/show$`));
  const view = page.getByRole('main').getByTestId('view-mode-waypoints');
  await expect(view.getByTestId('waypoint-input').nth(0)).toHaveValue(/Campinas/);
  await expect(view.getByTestId('waypoint-input').nth(1)).toHaveValue(/Sorocaba/);
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/routes(\?.*)?$/);
  await page
    .getByRole('row', { name: new RegExp(`${tag} Gama`) })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/routes/${gama}/edit$`));

  await page.goto('/app/routes');
  await page.getByRole('textbox', { name: 'Apelido' }).fill(tag);
  await expect(page.getByText('1-3 de 3')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(`${tag} Beta`) })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Deseja excluir');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('1-2 de 2')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${tag} Beta`) })).toHaveCount(0);
});

test('admin: an operator lists and exports saved routes but sees no delete button', async ({ page }) => {
  await logInAt(page, 'operador@example.com', '/routes');
  await expect(page.getByRole('row', { name: /Santos → Campinas/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar XLSX' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
});
