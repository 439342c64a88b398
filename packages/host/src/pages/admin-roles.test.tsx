import { permissionCatalogue, PERMISSIONS } from '@freight/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Row {
  id: number;
  name: string;
  description: string | null;
  permissions: string[];
}

/** A fake `/api/roles` (name filter, paging) and `/api/permissions`; records the bodies it was sent. */
function server(permissions: readonly string[], rows: Row[], bodies: unknown[]) {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['admin'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
  };
  const routes: Record<string, FakeHandler> = {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/permissions': () => wrap(permissionCatalogue()),
    'GET /api/roles': (request) => {
      const query = new URL(request.url).searchParams;
      const found = rows.filter((row) => row.name.includes(query.get('name') ?? ''));
      return pageOf(query, found);
    },
    'POST /api/roles': async (request) => {
      const body = (await request.json()) as Row;
      bodies.push(body);
      const row = { ...body, id: rows.length + 1 };
      rows.push(row);
      return { status: 201, body: { ...wrap(row, 201).body, message: 'Perfil cadastrado com sucesso.' } };
    },
  };
  for (const row of rows) {
    routes[`GET /api/roles/${row.id}`] = () => wrap(row);
    routes[`PUT /api/roles/${row.id}`] = async (request) => {
      const body = (await request.json()) as Partial<Row>;
      bodies.push(body);
      Object.assign(row, body);
      return { status: 200, body: { ...wrap(row).body, message: 'Registro atualizado com sucesso.' } };
    };
    routes[`DELETE /api/roles/${row.id}`] = () => {
      rows.splice(rows.indexOf(row), 1);
      return wrap(null);
    };
  }
  return routes;
}

const roles = (): Row[] => [
  { id: 1, name: 'super-admin', description: null, permissions: [...PERMISSIONS] },
  { id: 2, name: 'admin', description: 'Administra a empresa', permissions: ['company-list', 'user-list'] },
  { id: 3, name: 'operator', description: null, permissions: ['route-list'] },
  { id: 4, name: 'financeiro', description: 'Relatórios de VPO', permissions: ['vpo-list', 'vpo-show'] },
];

const SUPER = [...PERMISSIONS];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(path: string, permissions: readonly string[], rows = roles(), bodies: unknown[] = []) {
  app = startTestApp(path, server(permissions, rows, bodies), { token: 'tok-1' }, PAGES);
  return app;
}

const box = (name: string) => page.getByRole('checkbox', { name, exact: true });

describe('admin: roles', () => {
  it('lists roles with their number of permissions and filters by name', async () => {
    const started = start('/roles', SUPER);
    await expect.element(page.getByText('Administra a empresa')).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /financeiro/ }).getByText('2', { exact: true }))
      .toBeVisible();
    await page.getByRole('textbox', { name: 'Nome' }).fill('fin');
    await expect.element(page.getByText('1-1 de 1')).toBeVisible();
    expect(started.calls).toContain('GET /api/roles?name=fin&page=1&per_page=10');
    await page.getByRole('main').getByText('Relatórios de VPO').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/roles/4/edit');
  });

  it('creates a role by ticking permissions in the matrix', async () => {
    const bodies: unknown[] = [];
    start('/roles/create', SUPER, roles(), bodies);
    await expect.element(page.getByRole('columnheader', { name: 'Excluir' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Consultas de placa' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome' }).fill('conferente');
    await box('route-list').click();
    await box('route-export').click();
    await box('company-settings').click();
    await box('company-settings').click();
    await expect.element(box('route-list')).toBeChecked();
    await expect.element(box('company-settings')).not.toBeChecked();
    await page.getByRole('button', { name: 'Salvar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Perfil cadastrado com sucesso.')).toBeVisible();
    expect(bodies).toEqual([{ name: 'conferente', permissions: ['route-list', 'route-export'] }]);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/roles');
  });

  it('edits a role: the matrix starts from its permissions, only the role fields are sent', async () => {
    const bodies: unknown[] = [];
    start('/roles/4/edit', SUPER, roles(), bodies);
    await expect.element(box('vpo-list')).toBeChecked();
    await expect.element(box('vpo-buy')).not.toBeChecked();
    await box('vpo-show').click();
    await box('vpo-buy').click();
    await page.getByRole('textbox', { name: 'Nome' }).fill('compras');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Sucesso' })).toBeVisible();
    expect(bodies).toEqual([
      { name: 'compras', description: 'Relatórios de VPO', permissions: ['vpo-list', 'vpo-buy'] },
    ]);
  });

  it('a user may not tick a permission they do not hold', async () => {
    start('/roles/4/edit', ['role-list', 'role-show', 'role-edit', 'vpo-list', 'vpo-show']);
    await expect.element(box('vpo-list')).toBeChecked();
    await expect.element(box('vpo-buy')).toBeDisabled();
    await expect.element(box('vpo-show')).toBeEnabled();
  });

  it('shows a role with its permissions in the matrix, read-only', async () => {
    start('/roles/2/show', ['role-list', 'role-show']);
    await expect.element(page.getByText('Administra a empresa')).toBeVisible();
    await expect.element(box('company-list')).toBeChecked();
    await expect.element(box('company-list')).toBeDisabled();
    await expect.element(box('user-list')).toBeChecked();
    await expect.element(box('company-delete')).not.toBeChecked();
    expect(page.getByRole('link', { name: 'Editar' }).elements()).toHaveLength(0);
  });

  it('deletes a role after a confirmation', async () => {
    const rows = roles();
    start('/roles', SUPER, rows);
    await page
      .getByRole('row', { name: /financeiro/ })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(rows).toHaveLength(4);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => rows.some((row) => row.id === 4)).toBe(false);
  });

  it('without role-create or role-delete there is no add nor delete button', async () => {
    start('/roles', ['role-list', 'role-show']);
    await expect.element(page.getByText('Administra a empresa')).toBeVisible();
    expect(page.getByRole('button', { name: 'Excluir' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Adicionar' }).elements()).toHaveLength(0);
  });
});
