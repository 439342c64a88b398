import { AdminProviders, adminServices, CostCenterCreateForm } from '@freight/admin';
import { costCenterCreateSchema, costCenterUpdateSchema } from '@freight/core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { PAGES } from './page-registry.ts';
import { failure, pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Row {
  id: number;
  company_id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

const COMPANIES = [
  { id: 1, name: 'Acme Transportes' },
  { id: 2, name: 'Beta Cargas' },
];

const costCenters = (): Row[] =>
  Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    company_id: index === 1 ? 2 : 1,
    name: `Centro ${String(index + 1).padStart(2, '0')}`,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-02T09:08:07.000Z',
  }));

/** Holds `POST /api/cost-centers` until released (the test looks at the form while it waits). */
interface Gate {
  hold: boolean;
  release: () => void;
}

/**
 * A fake `/api/cost-centers`: the name filter and paging; a create or update checked with core's body
 * schemas (what the real server accepts), 409 for a name already there.
 */
function server(
  permissions: string[],
  rows: Row[],
  bodies: unknown[],
  gate?: Gate,
): Record<string, FakeHandler> {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['admin'], permissions, companies: COMPANIES },
  };
  const row = (request: Request) =>
    rows.find((candidate) => String(candidate.id) === new URL(request.url).pathname.split('/').at(-1));
  const handlers: Record<string, FakeHandler> = {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(COMPANIES),
    'GET /api/cost-centers': (request) => {
      const query = new URL(request.url).searchParams;
      const name = (query.get('name') ?? '').toLowerCase();
      const found = rows.filter((r) => r.name.toLowerCase().includes(name));
      return pageOf(query, found);
    },
    'POST /api/cost-centers': async (request) => {
      const body: unknown = await request.json();
      bodies.push(body);
      if (gate?.hold) await new Promise<void>((resolve) => (gate.release = resolve));
      const parsed = costCenterCreateSchema.safeParse(body);
      if (!parsed.success) return failure(422, 'Dados inválidos');
      if (rows.some((r) => r.name === parsed.data.name))
        return failure(409, 'Centro de custo já cadastrado.');
      const created = { ...parsed.data, id: 100 + rows.length, created_at: '', updated_at: '' };
      rows.push(created);
      return {
        status: 201,
        body: { ...wrap(created, 201).body, message: 'Centro de custo adicionado com sucesso.' },
      };
    },
  };
  for (const id of rows.map((r) => r.id)) {
    handlers[`GET /api/cost-centers/${id}`] = (request) => wrap(row(request));
    handlers[`PUT /api/cost-centers/${id}`] = async (request) => {
      const body: unknown = await request.json();
      bodies.push(body);
      const parsed = costCenterUpdateSchema.safeParse(body);
      if (!parsed.success) return failure(422, 'Dados inválidos');
      const found = row(request) as Row;
      Object.assign(found, parsed.data);
      return { status: 200, body: { ...wrap(found).body, message: 'Registro atualizado com sucesso.' } };
    };
    handlers[`DELETE /api/cost-centers/${id}`] = (request) => {
      rows.splice(rows.indexOf(row(request) as Row), 1);
      return wrap(null);
    };
  }
  return handlers;
}

const ALL = [
  'cost-center-list',
  'cost-center-show',
  'cost-center-create',
  'cost-center-edit',
  'cost-center-delete',
];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(
  path: string,
  permissions: string[],
  rows = costCenters(),
  bodies: unknown[] = [],
  gate?: Gate,
  pages = PAGES,
): TestApp {
  app = startTestApp(path, server(permissions, rows, bodies, gate), { token: 'tok-1' }, pages);
  return app;
}

const nameField = () => page.getByRole('textbox', { name: 'Nome', exact: true });

describe('admin: cost centers', () => {
  it('lists cost centers with their company by name, filters by name and opens one', async () => {
    const started = start('/cost-centers', ALL);
    await expect.element(page.getByText('Centro 01')).toBeVisible();
    await expect.element(page.getByText('1-10 de 12')).toBeVisible();
    const second = page.getByRole('row', { name: /Centro 02/ });
    await expect.element(second.getByText('Beta Cargas')).toBeVisible();
    await expect.element(second.getByText('02/03/2026', { exact: false })).toBeVisible();
    await nameField().fill('11');
    await expect.element(page.getByText('1-1 de 1')).toBeVisible();
    expect(started.calls).toContain('GET /api/cost-centers?name=11&page=1&per_page=10');
    await page.getByText('Centro 11').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/cost-centers/11/show');
    await expect.element(page.getByRole('main').getByText('Acme Transportes')).toBeVisible();
    await page.getByRole('link', { name: 'Editar' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/cost-centers/11/edit');
  });

  it("creates a cost center in the user's first company: a missing name is refused, 'Carregando...' while saving", async () => {
    const bodies: unknown[] = [];
    const gate: Gate = { hold: true, release: () => {} };
    start('/cost-centers/create', ALL, costCenters(), bodies, gate);
    await expect
      .element(page.getByRole('combobox', { name: 'Empresa' }))
      .toHaveTextContent('Acme Transportes');
    await nameField().fill('   ');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    await page.getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: 'Beta Cargas' }).click();
    await nameField().fill('  Logística ');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
    gate.release();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Centro de custo adicionado com sucesso.')).toBeVisible();
    expect(bodies).toEqual([{ company_id: 2, name: 'Logística' }]);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/cost-centers');
  });

  it("a cost center the server refuses says 'Erro' with its message and keeps what was typed", async () => {
    start('/cost-centers/create', ALL);
    await nameField().fill('Centro 03');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const outcome = page.getByRole('dialog', { name: 'Erro' });
    await expect.element(outcome.getByText('Centro de custo já cadastrado.')).toBeVisible();
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect.element(nameField()).toHaveValue('Centro 03');
    expect(app?.router.state.location.pathname).toBe('/cost-centers/create');
  });

  it('edits a cost center and deletes it from the list after a confirmation', async () => {
    const rows = costCenters();
    const bodies: unknown[] = [];
    start('/cost-centers/3/edit', ALL, rows, bodies);
    await expect.element(nameField()).toHaveValue('Centro 03');
    await nameField().fill('Centro Três');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Registro atualizado com sucesso.')).toBeVisible();
    expect(bodies).toEqual([{ company_id: 1, name: 'Centro Três' }]);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/cost-centers');
    await page
      .getByRole('row', { name: /Centro Três/ })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => rows.some((row) => row.id === 3)).toBe(false);
  });

  it('without cost-center-delete, -create nor -edit there is no delete, add nor edit button', async () => {
    start('/cost-centers', ['cost-center-list', 'cost-center-show']);
    await expect.element(page.getByText('Centro 01')).toBeVisible();
    expect(page.getByRole('button', { name: 'Excluir' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Adicionar' }).elements()).toHaveLength(0);
    await page.getByText('Centro 01').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/cost-centers/1/show');
    await expect.element(page.getByRole('main').getByText('Acme Transportes')).toBeVisible();
    expect(page.getByRole('link', { name: 'Editar' }).elements()).toHaveLength(0);
  });

  it("in dialog mode the form hands the new cost center to its host after 'Sucesso' instead of leaving", async () => {
    function DialogHost() {
      const { api, session } = useAppServices();
      const [created, setCreated] = useState<string | null>(null);
      return (
        <AdminProviders services={adminServices(api, session)}>
          <p data-testid="created">{created ?? 'nenhum'}</p>
          <CostCenterCreateForm
            mode="dialog"
            onCreated={(center) => setCreated(`${center.id} ${center.name}`)}
          />
        </AdminProviders>
      );
    }
    start('/', ALL, costCenters(), [], undefined, { ...PAGES, home: DialogHost });
    await nameField().fill('Frota');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Centro de custo adicionado com sucesso.')).toBeVisible();
    await expect.element(page.getByTestId('created')).toHaveTextContent('nenhum');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByTestId('created')).toHaveTextContent('112 Frota');
    expect(app?.router.state.location.pathname).toBe('/');
  });
});
