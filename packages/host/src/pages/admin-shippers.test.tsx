import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeAnswer, FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Row {
  id: number;
  company_id: number;
  document: string;
  name: string;
  updated_at?: string;
}

/** A fake `/api/shippers`: 12 shippers, the name filter, paging; 422 for a name shorter than 3. */
function server(permissions: string[], rows: Row[]): Record<string, FakeHandler> {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['admin'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
  };
  const invalid = (body: Partial<Row>): FakeAnswer | null =>
    (body.name ?? '').trim().length < 3
      ? {
          status: 422,
          body: {
            success: false,
            statusCode: 422,
            message: 'Dados inválidos',
            details: { name: 'O nome deve ter ao menos 3 caracteres' },
          },
        }
      : null;
  return {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(auth.settings.companies),
    'GET /api/shippers': (request) => {
      const query = new URL(request.url).searchParams;
      const name = query.get('name') ?? '';
      const found = rows.filter((row) => row.name.toLowerCase().includes(name.toLowerCase()));
      const sort = query.get('sort') as keyof Row | null;
      if (sort) {
        const sign = query.get('order') === 'desc' ? -1 : 1;
        found.sort((a, b) => sign * String(a[sort]).localeCompare(String(b[sort])));
      }
      return pageOf(query, found);
    },
    'GET /api/shippers/3': () => wrap(rows.find((row) => row.id === 3)),
    'GET /api/shippers/11': () => wrap(rows.find((row) => row.id === 11)),
    'PUT /api/shippers/3': async (request) => {
      const body = (await request.json()) as Partial<Row>;
      const refused = invalid(body);
      if (refused) return refused;
      const row = rows.find((r) => r.id === 3) as Row;
      Object.assign(row, body);
      return { status: 200, body: { ...wrap(row).body, message: 'Registro atualizado com sucesso.' } };
    },
    'POST /api/shippers': async (request) => {
      const body = (await request.json()) as Row;
      const refused = invalid(body);
      if (refused) return refused;
      const row = { ...body, id: rows.length + 1 };
      rows.push(row);
      return { status: 201, body: { ...wrap(row, 201).body, message: 'Embarcador cadastrado com sucesso.' } };
    },
    'DELETE /api/shippers/3': () => {
      rows.splice(
        rows.findIndex((row) => row.id === 3),
        1,
      );
      return wrap(null);
    },
  };
}

const shippers = (): Row[] =>
  Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    company_id: 1,
    document: `1122233300018${index % 10}`,
    name: `Embarcadora ${String(index + 1).padStart(2, '0')}`,
    updated_at: '2026-03-02T09:08:07.000Z',
  }));

const ALL = ['shipper-list', 'shipper-create', 'shipper-edit', 'shipper-delete'];

let app: TestApp | null = null;

// A desktop window: the admin's tables and toolbars as an administrator at a desk sees them.
beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(path: string, permissions: string[], rows = shippers()): TestApp {
  app = startTestApp(path, server(permissions, rows), { token: 'tok-1' }, PAGES);
  return app;
}

describe('admin: shippers', () => {
  it('lists a page of shippers in pt-BR, filters by name and pages on', async () => {
    const started = start('/shippers', ALL);
    await expect.element(page.getByText('Embarcadora 01')).toBeVisible();
    await expect.element(page.getByText('1-10 de 12')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'CNPJ' })).toBeVisible();
    // When it last changed, in São Paulo time (DD/MM/YYYY HH:mm:ss).
    await expect.element(page.getByText('02/03/2026 06:08:07').first()).toBeVisible();
    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await expect.element(page.getByText('Embarcadora 12')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nome' }).fill('11');
    await expect.element(page.getByText('1-1 de 1')).toBeVisible();
    expect(started.calls).toContain('GET /api/shippers?name=11&page=1&per_page=10');
    await page.getByText('Embarcadora 11').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/shippers/11/edit');
    await expect.element(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Embarcadora 11');
  });

  it("a refused create says 'Erro' with the server's message and the field's under it, keeping what was typed", async () => {
    start('/shippers/create', ALL);
    await page.getByRole('textbox', { name: 'CNPJ' }).fill('11.222.333/0001-81');
    await page.getByRole('textbox', { name: 'Nome' }).fill('AB');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const outcome = page.getByRole('dialog', { name: 'Erro' });
    await expect.element(outcome).toBeVisible();
    await expect.element(outcome.getByText('Dados inválidos')).toBeVisible();
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByTestId('outcome-dialog')).not.toBeInTheDocument();
    await expect.element(page.getByText('O nome deve ter ao menos 3 caracteres')).toBeVisible();
    expect(page.getByRole('textbox', { name: 'CNPJ' }).element()).toHaveValue('11.222.333/0001-81');
    expect(app?.router.state.location.pathname).toBe('/shippers/create');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Embarcadora Nova');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Embarcador cadastrado com sucesso.')).toBeVisible();
    // The follow-up (back to the list) waits for the user to dismiss the dialog.
    expect(app?.router.state.location.pathname).toBe('/shippers/create');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/shippers');
  });

  it('sorts a column ascending, descending, then off, and offers page sizes', async () => {
    const started = start('/shippers', ALL);
    await expect.element(page.getByText('Embarcadora 01')).toBeVisible();
    const header = page.getByRole('columnheader', { name: 'Nome' }).getByRole('button');
    const firstName = () =>
      page
        .getByRole('row')
        .nth(1)
        .getByText(/Embarcadora/)
        .element().textContent;
    await header.click();
    await expect
      .poll(() => started.calls.at(-1))
      .toBe('GET /api/shippers?sort=name&order=asc&page=1&per_page=10');
    await header.click();
    await expect.poll(firstName).toBe('Embarcadora 12');
    expect(started.calls.at(-1)).toBe('GET /api/shippers?sort=name&order=desc&page=1&per_page=10');
    await header.click();
    await expect.poll(firstName).toBe('Embarcadora 01');
    // the unsorted first page is drawn from the cache of the first visit before it is asked again
    await expect.poll(() => started.calls.at(-1)).toBe('GET /api/shippers?page=1&per_page=10');
    await page.getByRole('combobox', { name: /Itens por página/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await expect.element(page.getByText('1-12 de 12')).toBeVisible();
    expect(started.calls.at(-1)).toBe('GET /api/shippers?page=1&per_page=25');
  });

  it('edits a shipper and deletes it after a confirmation', async () => {
    const rows = shippers();
    start('/shippers/3/edit', ALL, rows);
    const name = page.getByRole('textbox', { name: 'Nome' });
    await expect.element(name).toHaveValue('Embarcadora 03');
    await name.fill('Embarcadora Três');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('Registro atualizado com sucesso.')).toBeVisible();
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/shippers');
    expect(rows[2]?.name).toBe('Embarcadora Três');
    await page
      .getByRole('row', { name: /Embarcadora Três/ })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => rows.some((row) => row.id === 3)).toBe(false);
  });

  it('without shipper-delete or shipper-create there is no delete nor add button', async () => {
    start('/shippers', ['shipper-list', 'shipper-edit']);
    await expect.element(page.getByText('Embarcadora 01')).toBeVisible();
    expect(page.getByRole('button', { name: 'Excluir' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Adicionar' }).elements()).toHaveLength(0);
  });

  it('a user without shipper-create who opens /shippers/create reads the 403 message, no shipper asked for', async () => {
    const started = start('/shippers/create', ['route-list']);
    await expect
      .element(page.getByRole('alert').getByText('Você não tem permissão para acessar este recurso.'))
      .toBeVisible();
    expect(app?.router.state.location.pathname).toBe('/shippers/create');
    expect(page.getByRole('textbox', { name: 'CNPJ' }).elements()).toHaveLength(0);
    expect(started.calls.some((call) => call.includes('/api/shippers'))).toBe(false);
  });
});
