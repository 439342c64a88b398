import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { failure, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeAnswer, FakeHandler, TestApp } from '../test-support/fake-app.ts';

interface Row {
  id: number;
  slug: string;
  company_id: number;
  distance: number;
  time: number;
  type: string;
  waypoints: string;
  created_at: string;
  updated_at: string;
}

const routes = (): Row[] => [
  {
    id: 1,
    slug: 'SP-CWB',
    company_id: 1,
    distance: 408.4,
    time: 21_000,
    type: 'efficient',
    waypoints: JSON.stringify(['São Paulo, SP', 'Curitiba, PR']),
    created_at: '2026-09-01T13:04:05Z',
    updated_at: '2026-09-02T15:00:00Z',
  },
  {
    id: 2,
    slug: 'SP-RJ sem pedágio',
    company_id: 1,
    distance: 452.6,
    time: 24_300,
    type: 'avoid_tolls',
    waypoints: JSON.stringify(['São Paulo, SP', 'Rio de Janeiro, RJ']),
    created_at: '2026-10-01T10:00:00Z',
    updated_at: '2026-10-01T10:00:00Z',
  },
];

/** The file the fake export answers. */
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A fake `/api/routes`: the list (no filtering: the tests read the query it was sent), export and delete. */
function server(
  permissions: string[],
  rows: Row[],
  exportAnswer: (query: URLSearchParams) => FakeAnswer,
): Record<string, FakeHandler> {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['admin'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
  };
  return {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/routes': (request) => {
      const query = new URL(request.url).searchParams;
      const type = query.get('type');
      const found = rows.filter((row) => !type || row.type === type);
      return wrap({ data: found, total: found.length, current_page: 1, per_page: 10 });
    },
    'GET /api/routes/export': (request) => exportAnswer(new URL(request.url).searchParams),
    'DELETE /api/routes/2': () => {
      rows.splice(
        rows.findIndex((row) => row.id === 2),
        1,
      );
      return wrap(null);
    },
  };
}

const xlsxFile = (query: URLSearchParams): FakeAnswer => ({
  status: 200,
  body: new Blob([`fake ${query.get('format') ?? ''}`], {
    type: query.get('format') === 'csv' ? 'text/csv' : XLSX_TYPE,
  }),
  headers: { 'content-disposition': `attachment; filename="rotas-2026-11-26.${query.get('format')}"` },
});

const ALL = ['route-list', 'route-show', 'route-create', 'route-edit', 'route-delete', 'route-export'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
  vi.restoreAllMocks();
});

function start(permissions: string[], exportAnswer = xlsxFile, rows = routes()): TestApp {
  app = startTestApp('/routes', server(permissions, rows, exportAnswer), { token: 'tok-1' }, PAGES);
  return app;
}

/** The query of the last call to `path`. */
function lastQuery(started: TestApp, path: string): Record<string, string> {
  const call = started.calls.filter((entry) => entry.split('?')[0] === `GET ${path}`).at(-1) ?? '';
  return Object.fromEntries(new URLSearchParams(call.split('?')[1] ?? ''));
}

/** The files the page handed to the browser to save: name and content. */
function savedFiles(): { name: string; href: string }[] {
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

describe('admin: saved routes', () => {
  it("lists saved routes with their addresses, core's type name, km, duration and dates", async () => {
    start(ALL);
    const row = page.getByRole('row', { name: /SP-CWB/ });
    await expect.element(row).toBeVisible();
    await expect.element(row.getByText('São Paulo, SP → Curitiba, PR')).toBeVisible();
    await expect.element(row.getByText('Mais eficiente')).toBeVisible();
    await expect.element(row.getByText('408,4 km')).toBeVisible();
    await expect.element(row.getByText('5 h 50 min')).toBeVisible();
    await expect.element(row.getByText('01/09/2026 10:04:05')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /SP-RJ/ }).getByText('Evitar pedágios')).toBeVisible();
    expect(
      page
        .getByRole('columnheader')
        .elements()
        .map((header) => header.textContent),
    ).toEqual([
      'Id',
      'Apelido',
      'Pontos',
      'Tipo',
      'Distância',
      'Tempo',
      'Criado em',
      'Atualizado em',
      '',
      '',
    ]);
    await row.getByText('SP-CWB').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/routes/1/show');
  });

  it('sends each filter of SPEC §7 in the list query', async () => {
    const started = start(ALL);
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    await page.getByRole('textbox', { name: 'Apelido' }).fill('SP');
    await expect.poll(() => lastQuery(started, '/api/routes')['name']).toBe('SP');
    await page.getByRole('textbox', { name: 'Pontos' }).fill('Curitiba');
    await expect.poll(() => lastQuery(started, '/api/routes')['waypoints']).toBe('Curitiba');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Evitar pedágios' }).click();
    await expect.poll(() => lastQuery(started, '/api/routes')['type']).toBe('avoid_tolls');
    const dates = {
      created_at_start: ['Criado a partir de', '2026-09-01'],
      created_at_end: ['Criado até', '2026-09-30'],
      updated_at_start: ['Atualizado a partir de', '2026-10-01'],
      updated_at_end: ['Atualizado até', '2026-10-31'],
    } as const;
    for (const [, [label, value]] of Object.entries(dates))
      await page.getByLabelText(label, { exact: true }).fill(value);
    await expect
      .poll(() => lastQuery(started, '/api/routes'))
      .toEqual({
        name: 'SP',
        waypoints: 'Curitiba',
        type: 'avoid_tolls',
        created_at_start: '2026-09-01',
        created_at_end: '2026-09-30',
        updated_at_start: '2026-10-01',
        updated_at_end: '2026-10-31',
        page: '1',
        per_page: '10',
      });
  });

  it("exports the filtered list to XLSX and CSV under the server's file name", async () => {
    const started = start(ALL);
    const saved = savedFiles();
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    await page.getByRole('textbox', { name: 'Apelido' }).fill('SP');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Mais eficiente' }).click();
    await expect.poll(() => lastQuery(started, '/api/routes')['type']).toBe('efficient');
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['rotas-2026-11-26.xlsx']);
    expect(lastQuery(started, '/api/routes/export')).toEqual({
      name: 'SP',
      type: 'efficient',
      format: 'xlsx',
    });
    const content = await (await fetch(saved[0]?.href ?? '')).text();
    expect(content).toBe('fake xlsx');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await expect.poll(() => saved.map((file) => file.name)).toContain('rotas-2026-11-26.csv');
    expect(lastQuery(started, '/api/routes/export')).toEqual({
      name: 'SP',
      type: 'efficient',
      format: 'csv',
    });
  });

  it("exports in the list's sort; the addresses' column is not sortable (the server sorts by no such field)", async () => {
    const started = start(ALL);
    const saved = savedFiles();
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    const header = (name: string) =>
      page.getByRole('columnheader').filter({ hasText: new RegExp(`^${name}$`) });
    await header('Apelido').getByRole('button').click();
    await expect.poll(() => lastQuery(started, '/api/routes')).toMatchObject({ sort: 'slug', order: 'asc' });
    await header('Apelido').getByRole('button').click();
    await expect.poll(() => lastQuery(started, '/api/routes')).toMatchObject({ sort: 'slug', order: 'desc' });
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await expect.poll(() => saved).toHaveLength(1);
    expect(lastQuery(started, '/api/routes/export')).toEqual({ sort: 'slug', order: 'desc', format: 'csv' });
    expect(header('Pontos').getByRole('button').elements()).toHaveLength(0);
    expect(header('Tipo').getByRole('button').elements()).toHaveLength(1);
  });

  it("a refused export says 'Erro' with the server's message and saves nothing", async () => {
    const message = 'A exportação é limitada a 50.000 rotas e o filtro encontrou 60.000.';
    start(ALL, () => failure(422, message));
    const saved = savedFiles();
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erro' });
    await expect.element(dialog.getByText(message)).toBeVisible();
    expect(saved).toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByRole('button', { name: 'Exportar XLSX' })).toBeEnabled();
  });

  it("'Editar' opens the planner on the route; delete asks for a confirmation first", async () => {
    const rows = routes();
    start(ALL, xlsxFile, rows);
    const row = page.getByRole('row', { name: /SP-RJ/ });
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(rows).toHaveLength(2);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => rows.map((route) => route.id)).toEqual([1]);
    await expect.element(page.getByRole('row', { name: /SP-RJ/ })).not.toBeInTheDocument();
    await page
      .getByRole('row', { name: /SP-CWB/ })
      .getByRole('link', { name: 'Editar' })
      .click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/routes/1/edit');
  });

  it('offers add, edit, delete and export only with their permissions', async () => {
    start(['route-list', 'route-show']);
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    for (const name of ['Excluir', 'Exportar XLSX', 'Exportar CSV'])
      expect(page.getByRole('button', { name }).elements(), name).toHaveLength(0);
    for (const name of ['Adicionar', 'Editar'])
      expect(page.getByRole('link', { name }).elements(), name).toHaveLength(0);
    app?.stop();
    start(ALL);
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Exportar XLSX' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Adicionar' })).toBeVisible();
    await expect.poll(() => page.getByRole('link', { name: 'Editar' }).elements()).toHaveLength(2);
    await expect.poll(() => page.getByRole('button', { name: 'Excluir' }).elements()).toHaveLength(2);
    await page.getByRole('link', { name: 'Adicionar' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/routes/create');
  });
});
