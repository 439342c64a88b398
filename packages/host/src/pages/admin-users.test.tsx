import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Row {
  id: number;
  name: string;
  email: string;
  active: boolean;
  roles: string[];
  permissions: string[];
  company_ids: number[];
  created_at: string;
  updated_at: string;
}

const COMPANIES = [
  { id: 1, name: 'Acme Transportes' },
  { id: 2, name: 'Rodobrás' },
];

/** A fake `/api/users` (filters name, email; paging), `/api/roles` and the user's companies. */
function server(permissions: string[], rows: Row[], bodies: unknown[]) {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['admin'], permissions, companies: COMPANIES },
  };
  const routes: Record<string, FakeHandler> = {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(COMPANIES),
    'GET /api/roles': () =>
      wrap({
        data: ['super-admin', 'admin', 'operator'].map((name, index) => ({
          id: index + 1,
          name,
          permissions: [],
        })),
        total: 3,
        current_page: 1,
        per_page: -1,
      }),
    'GET /api/users': (request) => {
      const query = new URL(request.url).searchParams;
      const found = rows.filter(
        (row) => row.name.includes(query.get('name') ?? '') && row.email.includes(query.get('email') ?? ''),
      );
      return pageOf(query, found);
    },
    'POST /api/users': async (request) => {
      const body = (await request.json()) as Row;
      bodies.push(body);
      const row = { ...body, id: rows.length + 1, permissions: [] };
      rows.push(row);
      return { status: 201, body: { ...wrap(row, 201).body, message: 'Usuário cadastrado com sucesso.' } };
    },
  };
  for (const row of rows) {
    routes[`GET /api/users/${row.id}`] = () => wrap(row);
    routes[`PUT /api/users/${row.id}`] = async (request) => {
      const body = (await request.json()) as Partial<Row>;
      bodies.push(body);
      Object.assign(row, body);
      return { status: 200, body: { ...wrap(row).body, message: 'Registro atualizado com sucesso.' } };
    };
    routes[`DELETE /api/users/${row.id}`] = () => {
      rows.splice(rows.indexOf(row), 1);
      return wrap(null);
    };
  }
  return routes;
}

const users = (): Row[] =>
  [
    ['Ana Souza', 'ana@acme.com.br', ['admin'], [1]],
    ['Bruno Lima', 'bruno@acme.com.br', ['operator'], [1, 2]],
    // Carla also works for a company the editor is not in (9): the server keeps it.
    ['Carla Dias', 'carla@rodobras.com.br', ['operator'], [2, 9]],
  ].map(([name, email, roles, companyIds], index) => ({
    id: index + 1,
    name: name as string,
    email: email as string,
    active: true,
    roles: roles as string[],
    permissions: [],
    company_ids: companyIds as number[],
    created_at: '2026-03-02T13:04:05.000Z',
    updated_at: '2026-03-02T13:04:05.000Z',
  }));

const ALL = ['user-list', 'user-show', 'user-create', 'user-edit', 'user-delete', 'role-list'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(path: string, permissions: string[], rows = users(), bodies: unknown[] = []) {
  app = startTestApp(path, server(permissions, rows, bodies), { token: 'tok-1' }, PAGES);
  return app;
}

describe('admin: users', () => {
  it('lists users with their roles and filters by e-mail', async () => {
    const started = start('/users', ALL);
    await expect.element(page.getByText('bruno@acme.com.br')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Bruno Lima/ }).getByText('operator')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('rodobras');
    await expect.element(page.getByText('1-1 de 1')).toBeVisible();
    expect(started.calls).toContain('GET /api/users?email=rodobras&page=1&per_page=10');
    await page.getByText('Carla Dias').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/users/3/edit');
  });

  it('creates a user: the password is required, roles and companies chosen', async () => {
    const bodies: unknown[] = [];
    start('/users/create', ALL, users(), bodies);
    await page.getByRole('textbox', { name: 'Nome' }).fill('Daniel Rocha');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('daniel@acme');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('E-mail inválido')).toBeVisible();
    await expect.element(page.getByText('Esse campo é obrigatório')).toBeVisible();
    expect(bodies).toHaveLength(0);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('daniel@acme.com.br');
    await page.getByLabelText('Senha').fill('curta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await page.getByLabelText('Senha').fill('senha-forte-1');

    await page.getByRole('combobox', { name: 'Perfis' }).click();
    // Only super-admin gives the role super-admin.
    await expect
      .element(page.getByRole('option', { name: 'super-admin' }))
      .toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('option', { name: 'operator' }).click();
    await userEvent.keyboard('{Escape}');
    // The user's first company is chosen already; add the second.
    await page.getByRole('combobox', { name: 'Empresas' }).click();
    await page.getByRole('option', { name: 'Rodobrás' }).click();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Usuário cadastrado com sucesso.')).toBeVisible();
    expect(bodies).toEqual([
      {
        name: 'Daniel Rocha',
        email: 'daniel@acme.com.br',
        active: true,
        roles: ['operator'],
        company_ids: [1, 2],
        password: 'senha-forte-1',
      },
    ]);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/users');
  });

  it('edits a user: a blank new password keeps the current one, a typed one is sent', async () => {
    const bodies: unknown[] = [];
    start('/users/3/edit', ALL, users(), bodies);
    const name = page.getByRole('textbox', { name: 'Nome' });
    await expect.element(name).toHaveValue('Carla Dias');
    // No password is ever shown.
    await expect.element(page.getByLabelText('Nova senha')).toHaveValue('');
    await name.fill('Carla Dias Souza');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/users');
    // Company 9 is not the editor's: not sent (the server keeps it).
    expect(bodies).toEqual([
      {
        name: 'Carla Dias Souza',
        email: 'carla@rodobras.com.br',
        active: true,
        roles: ['operator'],
        company_ids: [2],
      },
    ]);

    app?.stop();
    start('/users/3/edit', ALL, users(), bodies);
    await page.getByLabelText('Nova senha').fill('nova-senha-123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Sucesso' })).toBeVisible();
    expect(bodies[1]).toMatchObject({ password: 'nova-senha-123' });
  });

  it('shows a user with roles and companies, never a password', async () => {
    start('/users/2/show', ['user-list', 'user-show']);
    await expect.element(page.getByText('bruno@acme.com.br')).toBeVisible();
    await expect.element(page.getByText('Acme Transportes, Rodobrás')).toBeVisible();
    await expect.element(page.getByText('operator')).toBeVisible();
    await expect.element(page.getByText('02/03/2026 10:04:05').first()).toBeVisible();
    expect(page.getByText(/senha/i).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Editar' }).elements()).toHaveLength(0);
  });

  it('deletes a user after a confirmation', async () => {
    const rows = users();
    start('/users', ALL, rows);
    await page
      .getByRole('row', { name: /Bruno Lima/ })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(rows).toHaveLength(3);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => rows.some((row) => row.id === 2)).toBe(false);
  });

  it('without user-create or user-delete there is no add nor delete button', async () => {
    start('/users', ['user-list', 'user-show', 'user-edit']);
    await expect.element(page.getByText('bruno@acme.com.br')).toBeVisible();
    expect(page.getByRole('button', { name: 'Excluir' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Adicionar' }).elements()).toHaveLength(0);
  });
});
