import type { PlateCheckDetail, PlateCheckItem, PlateCheckRecord } from '@freight/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { failure, pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeAnswer, FakeHandler, TestApp } from '../test-support/fake-app.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function record(overrides: Partial<PlateCheckRecord> = {}): PlateCheckRecord {
  return {
    id: 7,
    company_id: 1,
    kind: 'batch',
    description: 'Frota sul',
    status: 'processing',
    status_label: 'Processando',
    source: 'builtin',
    total: 3,
    processed: 1,
    created_by: 'Ana',
    created_at: '2026-11-26T13:04:05.000Z',
    updated_at: '2026-11-26T13:04:09.000Z',
    ...overrides,
  };
}

const WAITING = {
  conectcar: null,
  movemais: null,
  semparar: null,
  veloe: null,
  answers: [],
  checked_at: null,
};

/** BRA2E19 answered: ConectCar yes, Move Mais no, Sem Parar no answer, Veloe yes. */
const ANSWERED: PlateCheckItem = {
  id: 1,
  plate: 'BRA2E19',
  conectcar: true,
  movemais: false,
  semparar: false,
  veloe: true,
  answers: [
    { provider: 'conectcar', answered: true, has_tag: true, message: 'Tag ativa' },
    { provider: 'movemais', answered: true, has_tag: false, message: 'Sem tag' },
    { provider: 'semparar', answered: false, has_tag: null, message: 'Sem resposta' },
    { provider: 'veloe', answered: true, has_tag: true, message: 'Tag ativa' },
  ],
  checked_at: '2026-11-26T13:04:07.000Z',
};

const answeredAs = (id: number, plate: string): PlateCheckItem => ({ ...ANSWERED, id, plate });

function detail(overrides: Partial<PlateCheckDetail> = {}): PlateCheckDetail {
  return {
    ...record(),
    items: [ANSWERED, { id: 2, plate: 'ABC1234', ...WAITING }, { id: 3, plate: 'XYZ9A88', ...WAITING }],
    ...overrides,
  };
}

interface Fake {
  records?: PlateCheckRecord[];
  detail?: () => PlateCheckDetail;
  create?: (body: unknown) => FakeAnswer;
  upload?: (form: FormData, query: URLSearchParams) => FakeAnswer;
  companies?: { id: number; name: string }[];
}

function server(permissions: string[], fake: Fake = {}): Record<string, FakeHandler> {
  const companies = fake.companies ?? [{ id: 1, name: 'Acme Transportes' }];
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['admin'], permissions, companies },
  };
  const current = fake.detail ?? (() => detail());
  return {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(companies),
    'GET /api/plates-osa': (request) =>
      pageOf(new URL(request.url).searchParams, fake.records ?? [record(), record({ id: 8 })]),
    'POST /api/plates-osa': async (request) =>
      (fake.create ?? (() => wrap(record({ status: 'pending', processed: 0 }), 201)))(await request.json()),
    'POST /api/plates-osa/upload': async (request) =>
      (fake.upload ?? (() => wrap(record({ status: 'pending', processed: 0 }), 201)))(
        await request.formData(),
        new URL(request.url).searchParams,
      ),
    'GET /api/plates-osa/7': () => wrap(current()),
    'GET /api/plates-osa/7/cancel': () => wrap(record({ status: 'cancelled', status_label: 'Cancelada' })),
    'DELETE /api/plates-osa/7': () => wrap(null),
    'GET /api/plates-osa/7/export': () => ({
      status: 200,
      body: new Blob(['fake xlsx'], { type: XLSX_TYPE }),
      headers: { 'content-disposition': 'attachment; filename="consulta-placas-7.xlsx"' },
    }),
  };
}

const ALL = [
  'plate-check',
  'plate-check-list',
  'plate-check-show',
  'plate-check-cancel',
  'plate-check-delete',
  'plate-check-export',
];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
  vi.restoreAllMocks();
});

function start(path: string, permissions: string[], fake: Fake = {}): TestApp {
  app = startTestApp(path, server(permissions, fake), { token: 'tok-1' }, PAGES);
  return app;
}

/** The query of the last call to `path`. */
function lastQuery(started: TestApp, path: string): Record<string, string> {
  const call = started.calls.filter((entry) => entry.split('?')[0] === `GET ${path}`).at(-1) ?? '';
  return Object.fromEntries(new URLSearchParams(call.split('?')[1] ?? ''));
}

const countOf = (started: TestApp, call: string): number =>
  started.calls.filter((entry) => entry === call).length;

/** The files the page handed to the browser to save. */
function savedFiles(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const firstRow = () => page.getByRole('row', { name: /Frota sul/ }).first();

describe('admin: plate-check records', () => {
  it("a company without any check yet still offers 'Nova consulta em lote' and 'Consultar placa'", async () => {
    start('/check-plates', ALL, { records: [] });
    const main = page.getByRole('main');
    await expect.element(main.getByRole('button', { name: 'Nova consulta em lote' })).toBeVisible();
    await expect.element(main.getByRole('button', { name: 'Consultar placa' })).toBeVisible();
    await expect.element(main.getByText('Nenhum resultado encontrado')).toBeVisible();
  });

  it('lists records with kind, status, progress, who and when; a row opens the record', async () => {
    start('/check-plates', ALL);
    const row = firstRow();
    await expect.element(row.getByText('Lote')).toBeVisible();
    await expect.element(row.getByText('Processando')).toBeVisible();
    await expect.element(row.getByText('1/3')).toBeVisible();
    await expect.element(row.getByText('Ana')).toBeVisible();
    await expect.element(row.getByText('26/11/2026 10:04:05')).toBeVisible();
    await row.getByText('Processando').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/check-plates/7/show');
  });

  it('sends each filter to the API and pages', async () => {
    const records = Array.from({ length: 12 }, (_, index) =>
      record({ id: 100 + index, description: `Lote ${index + 1}` }),
    );
    const started = start('/check-plates', ALL, { records });
    await expect.element(page.getByText('Lote 1', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Ir para a página 2' }).click();
    await expect.element(page.getByText('Lote 12', { exact: true })).toBeVisible();
    expect(lastQuery(started, '/api/plates-osa')).toMatchObject({ page: '2', per_page: '10' });

    await page.getByLabelText('Consulta a partir de', { exact: true }).fill('2026-11-01');
    await page.getByLabelText('Consulta até', { exact: true }).fill('2026-11-30');
    await page.getByRole('textbox', { name: 'Descrição' }).fill('sul');
    await expect.poll(() => lastQuery(started, '/api/plates-osa')['description']).toBe('sul');
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Concluída parcialmente' }).click();
    await expect
      .poll(() => lastQuery(started, '/api/plates-osa'))
      .toEqual({
        date_start: '2026-11-01',
        date_end: '2026-11-30',
        description: 'sul',
        status: 'partial',
        page: '1',
        per_page: '10',
      });
  });

  it('a new batch of typed plates names the bad ones, then sends the plates and opens the record', async () => {
    const bodies: unknown[] = [];
    const started = start('/check-plates', ALL, {
      create: (body) => {
        bodies.push(body);
        return wrap(record({ status: 'pending', processed: 0 }), 201);
      },
    });
    await page.getByRole('button', { name: 'Nova consulta em lote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Criar consulta' }).click();
    await expect.element(dialog.getByText('Esse campo é obrigatório')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Frota sul');
    await dialog.getByRole('textbox', { name: 'Placas' }).fill('bra2e19, XX\nabc1234 12345');
    await dialog.getByRole('button', { name: 'Criar consulta' }).click();
    await expect.element(dialog.getByText('Placa Inválida: XX, 12345')).toBeVisible();
    expect(started.calls.some((call) => call.startsWith('POST /api/plates-osa'))).toBe(false);
    await dialog.getByRole('textbox', { name: 'Placas' }).fill('bra2e19,\nabc1234');
    await dialog.getByRole('button', { name: 'Criar consulta' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/check-plates/7/show');
    expect(bodies).toEqual([{ description: 'Frota sul', plates: ['BRA2E19', 'ABC1234'] }]);
  });

  it('a new batch of every plate of a chosen company', async () => {
    const bodies: unknown[] = [];
    start('/check-plates', ALL, {
      companies: [
        { id: 1, name: 'Acme Transportes' },
        { id: 2, name: 'Beta Cargas' },
      ],
      create: (body) => {
        bodies.push(body);
        return wrap(record({ status: 'pending', processed: 0 }), 201);
      },
    });
    await page.getByRole('button', { name: 'Nova consulta em lote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Toda a frota');
    await dialog.getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: 'Beta Cargas' }).click();
    await dialog.getByRole('radio', { name: 'Todas as placas da empresa' }).click();
    await dialog.getByRole('button', { name: 'Criar consulta' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/check-plates/7/show');
    expect(bodies).toEqual([{ description: 'Toda a frota', company_id: 2, all_company_plates: true }]);
  });

  it('a new batch from a file sends the file with the description', async () => {
    const sent: { file: string; description: string | null; query: string | null }[] = [];
    start('/check-plates', ALL, {
      upload: (form, query) => {
        const file = form.get('file');
        sent.push({
          file: file instanceof File ? file.name : '',
          description: form.get('description') as string | null,
          query: query.get('description'),
        });
        return wrap(record({ status: 'pending', processed: 0 }), 201);
      },
    });
    await page.getByRole('button', { name: 'Nova consulta em lote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Planilha');
    await dialog.getByRole('radio', { name: 'Arquivo CSV ou XLSX' }).click();
    await dialog
      .getByLabelText('Arquivo de placas')
      .upload(new File(['placa\nBRA2E19\n'], 'frota.csv', { type: 'text/csv' }));
    await dialog.getByRole('button', { name: 'Criar consulta' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/check-plates/7/show');
    expect(sent).toEqual([{ file: 'frota.csv', description: 'Planilha', query: 'Planilha' }]);
  });

  it("a refused batch shows the server's message and keeps what was typed", async () => {
    start('/check-plates', ALL, {
      create: () => failure(422, 'A empresa não tem placas cadastradas.'),
    });
    await page.getByRole('button', { name: 'Nova consulta em lote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Frota sul');
    await dialog.getByRole('textbox', { name: 'Placas' }).fill('BRA2E19');
    await dialog.getByRole('button', { name: 'Criar consulta' }).click();
    await expect.element(dialog.getByText('A empresa não tem placas cadastradas.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Frota sul');
    await expect.element(dialog.getByRole('textbox', { name: 'Placas' })).toHaveValue('BRA2E19');
    expect(app?.router.state.location.pathname).toBe('/check-plates');
  });

  it("a row's export downloads the record's XLSX", async () => {
    const started = start('/check-plates', ALL);
    const saved = savedFiles();
    await firstRow().getByRole('button', { name: 'Exportar XLSX' }).click();
    await expect.poll(() => saved).toEqual(['consulta-placas-7.xlsx']);
    expect(countOf(started, 'GET /api/plates-osa/7/export')).toBe(1);
  });

  it('cancel and delete ask for a confirmation first', async () => {
    const started = start('/check-plates', ALL);
    await firstRow().getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Voltar' }).click();
    expect(countOf(started, 'GET /api/plates-osa/7/cancel')).toBe(0);
    await firstRow().getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => countOf(started, 'GET /api/plates-osa/7/cancel')).toBe(1);

    await firstRow().getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => countOf(started, 'DELETE /api/plates-osa/7')).toBe(1);
  });

  it('offers new batch, export, cancel and delete only with their permissions; no cancel once finished', async () => {
    start('/check-plates', ['plate-check-list', 'plate-check-show'], {
      records: [
        record(),
        record({ id: 8, description: 'Pronta', status: 'done', status_label: 'Concluída' }),
      ],
    });
    await expect.element(firstRow().getByText('Processando')).toBeVisible();
    for (const name of ['Nova consulta em lote', 'Consultar placa', 'Exportar XLSX', 'Cancelar', 'Excluir'])
      expect(page.getByRole('button', { name }).elements()).toHaveLength(0);
    app?.stop();
    start('/check-plates', ALL, {
      records: [
        record(),
        record({ id: 8, description: 'Pronta', status: 'done', status_label: 'Concluída' }),
      ],
    });
    await expect.element(firstRow().getByRole('button', { name: 'Cancelar' })).toBeVisible();
    const done = page.getByRole('row', { name: /Pronta/ });
    await expect.element(done.getByRole('button', { name: 'Excluir' })).toBeVisible();
    expect(done.getByRole('button', { name: 'Cancelar' }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('button', { name: 'Nova consulta em lote' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Consultar placa' }).click();
    await expect.poll(() => app?.router.state.location.search).toBe('?ds=check-plate');
  });
});

describe('admin: one plate-check record', () => {
  it("shows each provider's answer: Sim, Não, Sem resposta (never Não) and Aguardando", async () => {
    start('/check-plates/7/show', ALL);
    await expect.element(page.getByText('Frota sul')).toBeVisible();
    await expect.element(page.getByText('1 de 3 placas')).toBeVisible();
    const answered = page.getByRole('row', { name: /BRA2E19/ });
    const cells = () =>
      answered
        .getByRole('cell')
        .elements()
        .map((cell) => cell.textContent);
    await expect.poll(cells).toEqual(['BRA2E19', 'Sim', 'Não', 'Sem resposta', 'Sim', '26/11/2026 10:04:07']);
    expect(answered.getByText('Não').element().getAttribute('title')).toBe('Sem tag');
    const waiting = page.getByRole('row', { name: /ABC1234/ });
    expect(waiting.getByText('Aguardando').elements()).toHaveLength(4);
  });

  it('reads the record again every ~2 s while it runs, and stops once it is finished', async () => {
    let state = detail();
    const started = start('/check-plates/7/show', ALL, { detail: () => state });
    await expect.element(page.getByText('1 de 3 placas')).toBeVisible();
    state = detail({
      processed: 2,
      items: [ANSWERED, answeredAs(2, 'ABC1234'), { id: 3, plate: 'XYZ9A88', ...WAITING }],
    });
    await expect.element(page.getByText('2 de 3 placas'), { timeout: 5000 }).toBeVisible();
    state = detail({
      status: 'done',
      status_label: 'Concluída',
      processed: 3,
      items: [ANSWERED, answeredAs(2, 'ABC1234'), answeredAs(3, 'XYZ9A88')],
    });
    await expect.element(page.getByText('3 de 3 placas'), { timeout: 5000 }).toBeVisible();
    await expect.element(page.getByText('Concluída')).toBeVisible();
    expect(page.getByRole('button', { name: 'Cancelar' }).elements()).toHaveLength(0);
    const reads = countOf(started, 'GET /api/plates-osa/7');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(countOf(started, 'GET /api/plates-osa/7')).toBe(reads);
  });

  it('export, cancel and delete on the record page', async () => {
    const started = start('/check-plates/7/show', ALL);
    const saved = savedFiles();
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    await expect.poll(() => saved).toEqual(['consulta-placas-7.xlsx']);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => countOf(started, 'GET /api/plates-osa/7/cancel')).toBe(1);
    await page.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => countOf(started, 'DELETE /api/plates-osa/7')).toBe(1);
    await expect.poll(() => app?.router.state.location.pathname).toBe('/check-plates');
  });
});
