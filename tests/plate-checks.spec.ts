import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import type { Download, Page } from '@playwright/test';
import {
  FAKE_TARGET_CREDENTIALS,
  startFakeTarget,
} from '../packages/server/src/plate-checks/providers/target/fake-target.ts';
import type { FakeTargetServer } from '../packages/server/src/plate-checks/providers/target/fake-target.ts';
import { DEMO_PASSWORD, logInAt } from './app-login.ts';

/*
 * Plate checks (issue 16) against the real server of playwright.config.ts, with the demo company's
 * built-in source (the tags registered per plate: ABC1D23 has Sem Parar and ConectCar): one plate from
 * the menu's 'Consultar placa' dialog, then a batch of typed plates from 'Consultar placas', read on its
 * page and exported to XLSX (read back with exceljs); a batch from an uploaded XLSX; and the Target
 * source chosen on the company's page, answered by a local fake of its SOAP service.
 */

/** The rows of the exported sheet below its header row ('Placa', the providers, …), as text. */
async function xlsxPlateRows(content: Buffer): Promise<{ header: string[]; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Placas');
  if (!sheet) throw new Error('no sheet Placas');
  const text = (values: unknown): string[] =>
    (Array.isArray(values) ? values.slice(1) : []).map((cell) => (cell == null ? '' : String(cell)));
  let header: string[] = [];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells = text(row.values);
    if (cells[0] === 'Placa') header = cells;
    else if (header.length > 0) rows.push(cells);
  });
  return { header, rows };
}

async function download(page: Page, button: string): Promise<{ name: string; content: Buffer }> {
  const [file] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('main').getByRole('button', { name: button }).first().click(),
  ])) as [Download, unknown];
  return { name: file.suggestedFilename(), content: await readFile(await file.path()) };
}

test('a carrier checks one plate from the menu and reads each provider in pt-BR', async ({ page }) => {
  await logInAt(page, 'operador@example.com', '/');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Consultar placa' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Consultar placa' });
  const plate = dialog.getByRole('textbox', { name: 'Placa' });
  await plate.fill('abc1d23');
  await expect(plate).toHaveValue('ABC1D23');
  await dialog.getByRole('button', { name: 'Consultar', exact: true }).click();
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row', { name: /Sem Parar/ })).toContainText('Sim');
  await expect(table.getByRole('row', { name: /ConectCar/ })).toContainText('Sim');
  await expect(table.getByRole('row', { name: /Veloe/ })).toContainText('Não');
  await expect(table.getByRole('row', { name: /Move Mais/ })).toContainText('Não');

  // a plate the company does not have: no result, in red, and no table
  await plate.fill('ZZZ9Z99');
  await dialog.getByRole('button', { name: 'Consultar', exact: true }).click();
  await expect(dialog.getByText('Nenhum resultado encontrado para essa placa')).toBeVisible();
  await expect(dialog.getByRole('table')).toHaveCount(0);

  // persistent: a click beside it does not close it; 'Fechar' does
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a carrier checks a batch of typed plates, follows it to the end and exports it', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAt(page, 'admin@example.com', '/check-plates');
  await page.getByRole('button', { name: 'Nova consulta em lote' }).click();
  const dialog = page.getByRole('dialog');
  const description = `Frota e2e ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill(description);
  await dialog.getByRole('textbox', { name: 'Placas' }).fill('abc1d23, XX1');
  await dialog.getByRole('button', { name: 'Criar consulta' }).click();
  // a bad plate is named and what was typed stays
  await expect(dialog.getByText(/Placa Inválida: XX1/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveValue(description);
  await dialog.getByRole('textbox', { name: 'Placas' }).fill('abc1d23\nZZZ9Z99');
  await dialog.getByRole('button', { name: 'Criar consulta' }).click();

  await expect(page).toHaveURL(/\/app\/check-plates\/\d+\/show$/);
  const main = page.getByRole('main');
  await expect(main.getByText(description)).toBeVisible();
  // the page follows the batch until every plate is checked (5 per second by default)
  await expect(main.getByText('2 de 2 placas')).toBeVisible({ timeout: 30_000 });
  const abc = main.getByRole('row', { name: /ABC1D23/ });
  await expect(abc.getByText('Sim')).toHaveCount(2);
  const unknown = main.getByRole('row', { name: /ZZZ9Z99/ });
  await expect(unknown.getByText('Sem resposta')).toHaveCount(4);

  const file = await download(page, 'Exportar XLSX');
  expect(file.name).toMatch(/\.xlsx$/);
  const { header, rows } = await xlsxPlateRows(file.content);
  expect(header.slice(0, 5)).toEqual(['Placa', 'ConectCar', 'Move Mais', 'Sem Parar', 'Veloe']);
  expect(rows.map((row) => row.slice(0, 5))).toEqual([
    ['ABC1D23', 'Sim', 'Não', 'Sim', 'Não'],
    ['ZZZ9Z99', 'Sem resposta', 'Sem resposta', 'Sem resposta', 'Sem resposta'],
  ]);

  // the list finds it by its description
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Consultar placas' })
    .click();
  await page.getByRole('textbox', { name: 'Descrição' }).fill(description);
  await expect(page.getByRole('row', { name: new RegExp(description) })).toBeVisible();
});

test('a batch from an uploaded XLSX list of plates', async ({ page }) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Frota');
  sheet.addRow(['Motorista', 'Placa']);
  sheet.addRow(['João', 'abc1d23']);
  sheet.addRow(['Maria', 'BRA2E19']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await logInAt(page, 'admin@example.com', '/check-plates');
  await page.getByRole('button', { name: 'Nova consulta em lote' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Planilha da frota');
  await dialog.getByRole('radio', { name: 'Arquivo CSV ou XLSX' }).click();
  await dialog.getByLabel('Arquivo de placas').setInputFiles({
    name: 'frota.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await dialog.getByRole('button', { name: 'Criar consulta' }).click();
  await expect(page).toHaveURL(/\/app\/check-plates\/\d+\/show$/);
  const main = page.getByRole('main');
  await expect(main.getByText('2 de 2 placas')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('row', { name: /ABC1D23/ })).toBeVisible();
  await expect(main.getByRole('row', { name: /BRA2E19/ })).toBeVisible();
});

test.describe('with the Target source', () => {
  let fake: FakeTargetServer;
  test.beforeAll(async () => {
    fake = await startFakeTarget();
    fake.state.tags.set('BRA2E19', new Set(['veloe', 'movemais']));
    fake.state.silent.add('conectcar');
  });
  test.afterAll(() => fake?.close());

  test("chosen on the company's page, it answers the plate check; a silent provider is 'Sem resposta'", async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const { data } = (await login.json()) as {
      data: { token: string; settings: { companies: { id: number }[] } };
    };
    const company = data.settings.companies[0]!.id;
    // the other tests of this server check with the built-in source
    try {
      await checkThroughTarget(page, company);
    } finally {
      await request.put(`/api/companies/${company}/plate-check-source`, {
        headers: { authorization: `Bearer ${data.token}` },
        data: { target_enabled: false },
      });
    }
  });

  async function checkThroughTarget(page: Page, company: number): Promise<void> {
    await logInAt(page, 'admin@example.com', `/companies/${company}/edit`);
    const section = page.getByRole('region', { name: 'Consulta de placas' });
    await section.getByRole('radio', { name: 'Target' }).click();
    await section.getByRole('textbox', { name: 'Endereço do serviço' }).fill(fake.url);
    await section.getByRole('textbox', { name: 'Usuário' }).fill(FAKE_TARGET_CREDENTIALS.login);
    await section.getByLabel('Senha').fill(FAKE_TARGET_CREDENTIALS.password);
    await section.getByRole('button', { name: 'Salvar consulta de placas' }).click();
    await expect(page.getByText('Configuração da consulta de placas salva.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Consulta de placas' }).getByText(/Senha salva/),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Consultar placa' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Consultar placa' });
    await dialog.getByRole('textbox', { name: 'Placa' }).fill('BRA2E19');
    await dialog.getByRole('button', { name: 'Consultar', exact: true }).click();
    const table = dialog.getByRole('table');
    await expect(table.getByRole('row', { name: /Veloe/ })).toContainText('Sim');
    await expect(table.getByRole('row', { name: /Move Mais/ })).toContainText('Sim');
    await expect(table.getByRole('row', { name: /Sem Parar/ })).toContainText('Não');
    await expect(table.getByRole('row', { name: /ConectCar/ })).toContainText('Sem resposta');
    expect(fake.state.calls.get('BRA2E19')).toBe(1);
  }
});
