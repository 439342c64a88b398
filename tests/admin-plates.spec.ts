import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formShown } from './admin-form.ts';
import { logInAt } from './app-login.ts';

/** A Mercosul plate no other run has (three letters, a digit, a letter, two digits). */
function uniquePlate(): string {
  const stamp = Date.now();
  const letter = (n: number) => String.fromCharCode(65 + (Math.floor(stamp / 26 ** n) % 26));
  return `Z${letter(1)}${letter(2)}${stamp % 10}${letter(0)}${String(Math.floor(stamp / 10) % 100).padStart(2, '0')}`;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.use({ viewport: { width: 1280, height: 800 } });

test("admin: a plate refused as 'Placa Inválida', created, found by plate, shown with its tags, edited and deleted", async ({
  page,
}) => {
  const plate = uniquePlate();
  await logInAt(page, 'admin@example.com', '/plates');
  await expect(page.getByRole('row', { name: /ABC1D23/ })).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/plates\/create$/);
  await formShown(page);

  await textbox(page, 'Placa').fill('zz-1234');
  await expect(textbox(page, 'Placa')).toHaveValue('ZZ1234');
  await page.getByRole('combobox', { name: 'Tipo do veículo' }).fill('carreta 5');
  await page.getByRole('option', { name: 'Carreta 5 eixos' }).click();
  await textbox(page, 'Marca').fill('Volvo');
  await textbox(page, 'Modelo').fill('FH 460');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Placa Inválida')).toBeVisible();
  await expect(textbox(page, 'Modelo')).toHaveValue('FH 460');
  await expect(page).toHaveURL(/\/app\/plates\/create$/);
  await formShown(page);

  await textbox(page, 'Placa').fill(plate.toLowerCase());
  await expect(page.getByRole('combobox', { name: 'Tipo rodagem' })).toHaveText('Dupla');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(success).toContainText('Placa adicionada com sucesso.');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/plates$/);

  await textbox(page, 'Placa').fill(plate.slice(0, 5).toLowerCase());
  const row = page.getByRole('row', { name: new RegExp(plate) });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await expect(row).toContainText('Carreta 5 eixos');
  await expect(row).toContainText('Transportadora Demonstração');

  await row.getByText(plate).click();
  await expect(page).toHaveURL(/\/app\/plates\/[^/]+\/show$/);
  await expect(page.getByText('FH 460')).toBeVisible();
  await expect(page.getByText('Nenhuma tag de pedágio.')).toBeVisible();

  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/app\/plates\/[^/]+\/edit$/);
  await formShown(page);
  await expect(textbox(page, 'Modelo')).toHaveValue('FH 460');
  await textbox(page, 'Modelo').fill('FH 540');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/plates$/);

  await textbox(page, 'Placa').fill(plate);
  await expect(page.getByRole('row', { name: new RegExp(plate) })).toContainText('FH 540');
  await page
    .getByRole('row', { name: new RegExp(plate) })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Deseja excluir');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
});

test('admin: a demo plate shows its toll tags', async ({ page }) => {
  await logInAt(page, 'admin@example.com', '/plates');
  await page
    .getByRole('row', { name: /ABC1D23/ })
    .getByText('ABC1D23')
    .click();
  await expect(page).toHaveURL(/\/app\/plates\/[^/]+\/show$/);
  await expect(page.getByTestId('plate-tags')).toContainText('Sem Parar');
  await expect(page.getByTestId('plate-tags')).toContainText('ConectCar');
});

test('admin: a cost center created, found by name, edited and deleted after a confirmation', async ({
  page,
}) => {
  const name = `Centro E2E ${Date.now()}`;
  await logInAt(page, 'admin@example.com', '/cost-centers');
  await expect(page.getByRole('row', { name: /Frota própria/ })).toBeVisible();
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/cost-centers\/create$/);
  await formShown(page);
  await expect(page.getByRole('combobox', { name: 'Empresa' })).not.toHaveText('');
  await textbox(page, 'Nome').fill(name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(success).toContainText('Centro de custo adicionado com sucesso.');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/cost-centers$/);

  await textbox(page, 'Nome').fill(name);
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText(name)
    .click();
  await expect(page).toHaveURL(/\/app\/cost-centers\/[^/]+\/show$/);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/app\/cost-centers\/[^/]+\/edit$/);
  await formShown(page);
  await expect(textbox(page, 'Nome')).toHaveValue(name);
  await textbox(page, 'Nome').fill(`${name} Editado`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/cost-centers$/);

  await textbox(page, 'Nome').fill(`${name} Editado`);
  await page
    .getByRole('row', { name: new RegExp(`${name} Editado`) })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Deseja excluir');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
});

test('admin: an operator lists plates and cost centers but sees no delete button', async ({ page }) => {
  await logInAt(page, 'operador@example.com', '/plates');
  await expect(page.getByRole('row', { name: /ABC1D23/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await page.goto('/app/cost-centers');
  await expect(page.getByRole('row', { name: /Frota própria/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
});
