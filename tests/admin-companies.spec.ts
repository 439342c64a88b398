import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formShown } from './admin-form.ts';
import { DEMO_PASSWORD, logInAt } from './app-login.ts';
import { cnpjCheckDigits } from '../packages/core/src/index.ts';

async function dismissSuccess(page: Page, message: string | RegExp): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await expect(success).toContainText(message);
  await success.getByRole('button', { name: 'OK' }).click();
}

async function deleteRow(page: Page, name: string): Promise<void> {
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Deseja excluir');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Nenhum resultado')).toBeVisible();
}

const stamp = () => `${Date.now() % 1e8}`.padStart(8, '0');

test.use({ viewport: { width: 1280, height: 800 } });

test('admin: a company created with an alphanumeric CNPJ, found, edited, shown and deleted (super-admin)', async ({
  page,
}) => {
  const mark = stamp();
  const name = `Transportes E2E ${mark}`;
  const base = `${mark.slice(0, 2)}AB${mark.slice(2)}01`.slice(0, 12);
  const cnpj = `${base}${cnpjCheckDigits(base)}`;
  await logInAt(page, 'superadmin@example.com', '/companies');
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/app\/companies\/create$/);
  await formShown(page);
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'Razão social' }).fill(`${name} Ltda`);
  await page.getByRole('textbox', { name: 'CNPJ' }).fill(`${base}00`);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('CNPJ Inválido')).toBeVisible();
  await page.getByRole('textbox', { name: 'CNPJ' }).fill(cnpj.toLowerCase());
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await dismissSuccess(page, 'Empresa cadastrada com sucesso.');
  await expect(page).toHaveURL(/\/app\/companies$/);

  await page.getByRole('textbox', { name: 'CNPJ' }).fill(cnpj.slice(0, 6));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
  await expect(row).toContainText(masked);

  await row.getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/companies\/[^/]+\/edit$/);
  await formShown(page);
  await page.getByRole('textbox', { name: 'Razão social' }).fill(`${name} Eireli`);
  await page.getByLabel('Permite criar rotas').check();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await dismissSuccess(page, /atualizad/);

  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: 'Exibir' })
    .click();
  await expect(page).toHaveURL(/\/app\/companies\/[^/]+\/show$/);
  await expect(page.getByText(`${name} Eireli`)).toBeVisible();
  await expect(page.getByText(masked)).toBeVisible();
  await expect(page.getByText('Situação da assinatura')).toBeVisible();

  await page.goto('/app/companies');
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await deleteRow(page, name);
});

test('admin: a role created in the permission matrix, found, edited, shown read-only and deleted (super-admin)', async ({
  page,
}) => {
  const name = `conferente-${stamp()}`;
  const box = (permission: string) => page.getByRole('checkbox', { name: permission, exact: true });
  await logInAt(page, 'superadmin@example.com', '/roles');
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await formShown(page);
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await box('route-list').check();
  await box('route-export').check();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await dismissSuccess(page, 'Perfil cadastrado com sucesso.');

  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByText(name)
    .click();
  await expect(page).toHaveURL(/\/app\/roles\/[^/]+\/edit$/);
  await formShown(page);
  await expect(box('route-list')).toBeChecked();
  await box('route-show').check();
  await box('route-export').uncheck();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await dismissSuccess(page, /atualizad/);

  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: 'Exibir' })
    .click();
  await expect(page).toHaveURL(/\/app\/roles\/[^/]+\/show$/);
  await expect(box('route-show')).toBeChecked();
  await expect(box('route-show')).toBeDisabled();
  await expect(box('route-export')).not.toBeChecked();

  await page.goto('/app/roles');
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await deleteRow(page, name);
});

test('admin: a user created with a password, found, edited with a new password, shown and deleted', async ({
  page,
  request,
}) => {
  const mark = stamp();
  const email = `conferente-${mark}@example.com`;
  await logInAt(page, 'admin@example.com', '/users');
  await page.getByRole('link', { name: 'Adicionar' }).click();
  await formShown(page);
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Conferente ${mark}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('combobox', { name: 'Perfis' }).click();
  await page.getByRole('option', { name: 'operator' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Senha').fill('senha-inicial-1');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await dismissSuccess(page, 'Usuário cadastrado com sucesso.');
  const first = await request.post('/api/auth/login', { data: { email, password: 'senha-inicial-1' } });
  expect(first.status()).toBe(200);

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expect(page.getByText('1-1 de 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByText(email)
    .click();
  await expect(page).toHaveURL(/\/app\/users\/[^/]+\/edit$/);
  await formShown(page);
  await expect(page.getByLabel('Nova senha')).toHaveValue('');
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Conferente ${mark} Souza`);
  await page.getByLabel('Nova senha').fill('senha-nova-22');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await dismissSuccess(page, /atualizad/);
  const old = await request.post('/api/auth/login', { data: { email, password: 'senha-inicial-1' } });
  expect(old.status(), 'the old password no longer logs in').not.toBe(200);
  const renewed = await request.post('/api/auth/login', { data: { email, password: 'senha-nova-22' } });
  expect(renewed.status()).toBe(200);

  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link', { name: 'Exibir' })
    .click();
  await expect(page).toHaveURL(/\/app\/users\/[^/]+\/show$/);
  await expect(page.getByText(`Conferente ${mark} Souza`)).toBeVisible();
  await expect(page.getByRole('main').getByText('Transportadora Demonstração')).toBeVisible();

  await page.goto('/app/users');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await deleteRow(page, email);
});

test('admin: an operator lists companies without add nor delete, and may not open users or roles', async ({
  page,
}) => {
  await logInAt(page, 'operador@example.com', '/companies');
  await expect(page.getByRole('columnheader', { name: 'Razão social' })).toBeVisible();
  await expect(page.getByText('Transportadora Demonstração Ltda')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Adicionar' })).toHaveCount(0);
  for (const path of ['/app/users', '/app/roles']) {
    await page.goto(path);
    await expect(page.getByText('Você não tem permissão para acessar este recurso.')).toBeVisible();
  }
});

test("admin: the first company's colour edited in the admin themes the app after the next login", async ({
  page,
  request,
}) => {
  // The demo company is every spec's: its colour goes back whatever happens here.
  try {
    await themeFirstCompany(page);
  } finally {
    const login = await request.post('/api/auth/login', {
      data: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const auth = (await login.json()).data as { token: string; settings: { companies: { id: number }[] } };
    const restored = await request.put(`/api/companies/${auth.settings.companies[0]?.id}/settings`, {
      headers: { authorization: `Bearer ${auth.token}` },
      data: { primary_color: '#1565c0', primary_color_is_dark: true },
    });
    expect(restored.status()).toBe(200);
  }
});

async function themeFirstCompany(page: Page): Promise<void> {
  await logInAt(page, 'admin@example.com', '/companies');
  const bar = page.getByRole('banner');
  await expect(bar).toHaveCSS('background-color', 'rgb(21, 101, 192)');
  await page
    .getByRole('row', { name: /Transportadora Demonstração/ })
    .getByText('Transportadora Demonstração Ltda')
    .click();
  await expect(page).toHaveURL(/\/app\/companies\/[^/]+\/edit$/);
  await formShown(page);
  await page.getByRole('textbox', { name: 'Cor principal', exact: true }).fill('#6a1b9a');
  await expect(page.getByTestId('branding-preview-bar')).toHaveCSS('background-color', 'rgb(106, 27, 154)');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await dismissSuccess(page, /atualizad/);

  await page.getByRole('button', { name: 'Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/auth\/login$/);
  await page.getByLabel('E-mail').fill('admin@example.com');
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(106, 27, 154)');
  await expect(page.getByRole('banner')).toHaveCSS('color', 'rgb(255, 255, 255)');
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test("admin: a company's logo uploaded (the server checks the bytes), shown, then removed (super-admin)", async ({
  page,
  request,
}) => {
  const mark = stamp();
  const base = `${mark}0001`;
  const login = await request.post('/api/auth/login', {
    data: { email: 'superadmin@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.token as string}` };
  const created = await request.post('/api/companies', {
    headers,
    data: {
      name: `Logo E2E ${mark}`,
      legal_name: `Logo E2E ${mark} Ltda`,
      cnpj: `${base}${cnpjCheckDigits(base)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;

  await logInAt(page, 'superadmin@example.com', `/companies/${id}/edit`);
  const logo = page.getByTestId('logo-upload').getByRole('img', { name: `Logo: Logo E2E ${mark}` });
  await expect(logo).toHaveAttribute('src', '/app/logo.svg');
  const file = page.getByLabel('Arquivo do logo');
  // Declared a PNG, but text: the server reads the bytes and says why in pt-BR.
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('não é imagem') });
  await expect(page.getByTestId('logo-upload').getByRole('alert')).toHaveText(
    'O logo deve ser uma imagem PNG, JPEG ou WebP.',
  );
  await expect(logo).toHaveAttribute('src', '/app/logo.svg');

  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('logo-upload').getByRole('alert')).toContainText('sucesso');
  await expect(logo).toHaveAttribute('src', new RegExp(`^/api/companies/${id}/logo/[0-9a-f]{16}$`));
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.goto(`/app/companies/${id}/show`);
  await expect(page.getByRole('main').getByRole('img', { name: `Logo: Logo E2E ${mark}` })).toHaveAttribute(
    'src',
    new RegExp(`^/api/companies/${id}/logo/`),
  );

  await page.goto(`/app/companies/${id}/edit`);
  await page.getByRole('button', { name: 'Remover logo' }).click();
  await expect(page.getByTestId('logo-upload').getByRole('alert')).toContainText('sucesso');
  await expect(logo).toHaveAttribute('src', '/app/logo.svg');
  expect((await request.delete(`/api/companies/${id}`, { headers })).status()).toBe(200);
});
