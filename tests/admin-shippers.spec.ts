import { expect, test } from '@playwright/test';
import { formShown } from './admin-form.ts';
import { logInAt } from './app-login.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('admin: shippers created, found by name, edited and deleted after a confirmation, in pt-BR', async ({
  page,
}) => {
  const name = `Embarcadora E2E ${Date.now()}`;
  await logInAt(page, 'admin@example.com', '/shippers');
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/shippers\/create$/);
  await formShown(page);
  await expect(page.getByRole('combobox', { name: 'Empresa' })).toContainText('Transportadora Demonstração');

  // A refused save: the server's message under its field, what was typed kept.
  await page.getByRole('textbox', { name: 'CNPJ' }).fill('11.222.333/0001-80');
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('dialog', { name: 'Erro' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Erro' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('CNPJ Inválido')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);

  await page.getByRole('textbox', { name: 'CNPJ' }).fill('11.222.333/0001-81');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('dialog', { name: 'Sucesso' })).toContainText(
    'Embarcador cadastrado com sucesso.',
  );
  await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/shippers$/);

  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1-1 de 1')).toBeVisible();

  await row.getByText(name).click();
  await expect(page).toHaveURL(/\/app\/shippers\/[^/]+\/edit$/);
  await formShown(page);
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Nome' }).fill(`${name} Editada`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/app\/shippers$/);

  await page.getByRole('textbox', { name: 'Nome' }).fill(`${name} Editada`);
  await page
    .getByRole('row', { name: new RegExp(`${name} Editada`) })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Deseja excluir');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
});

test('admin: an operator lists shippers but sees no delete button', async ({ page }) => {
  await logInAt(page, 'operador@example.com', '/shippers');
  await expect(page.getByRole('columnheader', { name: 'CNPJ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Adicionar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
});
