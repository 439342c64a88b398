import { BUILTIN_SUPPLIER_NOTICE } from '@freight/core';
import type { Vpo, VpoTotals } from '@freight/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { failure, pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeAnswer, FakeHandler, TestApp } from '../test-support/fake-app.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function purchase(overrides: Partial<Vpo> = {}): Vpo {
  return {
    id: 12,
    company_id: 1,
    company_name: 'Acme Transportes',
    company_cnpj: '11222333000181',
    route_id: 3,
    route_slug: 'SP-CWB',
    route_waypoints: ['São Paulo, SP', 'Curitiba, PR'],
    distance_km: 408.4,
    status: 'issued',
    supplier: 'semparar',
    tag_operator: 'Sem Parar',
    vehicle: { plate: 'ABC1D23', category: 'truck', axis: 6, suspended_axles: 1, rear_wheel_type: 'Dupla' },
    plate_id: 7,
    shipper_id: 4,
    shipper_name: 'Embarcadora Sul',
    shipper_document: '11444777000161',
    cost_center_id: 5,
    cost_center_name: 'Logística',
    code: 'PED-42',
    remarks: 'Carga frágil',
    origin_document: '11444777000161',
    destination_document: '52998224725',
    expiration_date: '2026-12-01',
    operation_type: 'VendaCliente',
    transport_taker: 'CIF',
    lines: [
      {
        plaza_id: 'p1',
        codigo_antt: '101',
        codigo_semparar: '9001',
        name: 'Praça Mairiporã',
        road: 'BR-381',
        km: 65.2,
        direction: 'Norte',
        uf: 'SP',
        concessionaire: 'Arteris',
        fare: 12.3,
      },
      {
        plaza_id: 'p2',
        codigo_antt: '102',
        codigo_semparar: null,
        name: 'Praça Registro',
        road: 'BR-116',
        km: 444,
        direction: 'Sul',
        uf: 'SP',
        concessionaire: 'Arteris',
        fare: 20.4,
      },
    ],
    quoted_value: 32.7,
    purchased_value: 32.7,
    priced_on: '2026-11-26',
    client_reference: 'acme-12-abc',
    trip_number: 'VIA-778899',
    receipt_number: 'REC-5566',
    purchase_id: 'CMP-3344',
    antt_vpo_id: 'ANTT-1122',
    status_message: null,
    cancel_reason: null,
    created_by: 'ana@acme.com.br',
    created_at: '2026-11-26T13:04:05Z',
    updated_at: '2026-11-26T13:04:09Z',
    issued_at: '2026-11-26T13:04:09Z',
    cancelled_at: null,
    history: [
      {
        status: 'pending',
        at: '2026-11-26T13:04:05Z',
        user_name: 'Ana',
        note: 'Compra enviada ao fornecedor',
      },
      { status: 'issued', at: '2026-11-26T13:04:09Z', user_name: null, note: 'Viagem VIA-778899' },
    ],
    exchanges: [
      {
        operation: 'comprarViagem',
        request: '<comprarViagem><placa>ABC1D23</placa></comprarViagem>',
        response: '<status>0</status>',
        outcome: 'ok',
        duration_ms: 842,
        at: '2026-11-26T13:04:06Z',
      },
    ],
    ...overrides,
  };
}

const listRows = (): Vpo[] => {
  const { history: _h, exchanges: _e, ...first } = purchase();
  const {
    history: _h2,
    exchanges: _e2,
    ...second
  } = purchase({
    id: 13,
    route_slug: 'SP-RJ',
    status: 'unknown',
    supplier: 'builtin',
    purchased_value: null,
    created_at: '2026-11-25T10:00:00Z',
  });
  return [first, second];
};

interface Fake {
  vpo: Vpo;
  cancelAnswer?: (body: unknown) => FakeAnswer;
  lookupAnswer?: () => FakeAnswer;
  totals?: VpoTotals;
}

function server(permissions: string[], fake: Fake): Record<string, FakeHandler> {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: { roles: ['admin'], permissions, companies: [{ id: 1, name: 'Acme Transportes' }] },
  };
  return {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(auth.settings.companies),
    'GET /api/me/list/shippers': () =>
      wrap([
        { id: 4, company_id: 1, document: '11444777000161', name: 'Embarcadora Sul' },
        { id: 8, company_id: 1, document: '11222333000181', name: 'Embarcadora Norte' },
      ]),
    'GET /api/me/list/cost-centers': () => wrap([{ id: 5, company_id: 1, name: 'Logística' }]),
    'GET /api/vpo': (request) => pageOf(new URL(request.url).searchParams, listRows()),
    'GET /api/vpo/totals': () =>
      wrap(fake.totals ?? { count: 2, quoted_value: 1234.5, purchased_value: 32.7, unknown_values: 1 }),
    'GET /api/vpo/export': () => ({
      status: 200,
      body: new Blob(['fake xlsx'], { type: XLSX_TYPE }),
      headers: { 'content-disposition': 'attachment; filename="vpo-2026-11-26.xlsx"' },
    }),
    [`GET /api/vpo/${fake.vpo.id}`]: () => wrap(fake.vpo),
    [`POST /api/vpo/${fake.vpo.id}/cancel`]: async (request) =>
      (fake.cancelAnswer ?? (() => failure(404, 'Recurso não encontrado.')))(await request.json()),
    [`POST /api/vpo/${fake.vpo.id}/lookup`]: () =>
      (fake.lookupAnswer ?? (() => failure(404, 'Recurso não encontrado.')))(),
    [`GET /api/vpo/${fake.vpo.id}/pdf`]: () => ({
      status: 200,
      body: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
      headers: { 'content-disposition': `attachment; filename="vpo-${fake.vpo.id}.pdf"` },
    }),
  };
}

const ALL = ['vpo-list', 'vpo-show', 'vpo-cancel', 'vpo-export', 'vpo-buy'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
  vi.restoreAllMocks();
});

function start(path: string, permissions: string[], fake: Fake): TestApp {
  app = startTestApp(path, server(permissions, fake), { token: 'tok-1' }, PAGES);
  return app;
}

/** The query of the last call to `path`. */
function lastQuery(started: TestApp, path: string): Record<string, string> {
  const call = started.calls.filter((entry) => entry.split('?')[0] === `GET ${path}`).at(-1) ?? '';
  return Object.fromEntries(new URLSearchParams(call.split('?')[1] ?? ''));
}

/** The files the page handed to the browser to save. */
function savedFiles(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('admin: VPO report list', () => {
  it('lists purchases with labels, dates and values; an unknown value reads unknown, never R$ 0,00', async () => {
    start('/report-vpo', ALL, { vpo: purchase() });
    const row = page.getByRole('row', { name: /SP-CWB/ });
    await expect.element(row.getByText('26/11/2026 10:04:05')).toBeVisible();
    await expect.element(row.getByText('ABC1D23')).toBeVisible();
    await expect.element(row.getByText('Embarcadora Sul')).toBeVisible();
    await expect.element(row.getByText('Logística')).toBeVisible();
    await expect.element(row.getByText('Sem Parar')).toBeVisible();
    await expect.element(row.getByText('Emitido')).toBeVisible();
    await expect.element(row.getByText('01/12/2026')).toBeVisible();
    await expect.element(row.getByText('R$ 32,70')).toBeVisible();
    const unknown = page.getByRole('row', { name: /SP-RJ/ });
    await expect.element(unknown.getByText('Valor desconhecido')).toBeVisible();
    await expect.element(unknown.getByText('Situação desconhecida')).toBeVisible();
    await expect.element(unknown.getByText('Pagamento próprio')).toBeVisible();
    expect(unknown.getByText('R$ 0,00').elements()).toHaveLength(0);
    expect(
      page
        .getByRole('columnheader')
        .elements()
        .map((header) => header.textContent),
    ).toEqual([
      'Id',
      'Data da compra',
      'Placa',
      'Rota',
      'Embarcador',
      'Centro de custo',
      'Fornecedor',
      'Situação',
      'Validade',
      'Valor comprado',
    ]);
    await row.getByText('SP-CWB').click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/report-vpo/12/show');
  });

  it('shows the totals of the filtered list and sends every filter to the list and the totals', async () => {
    const started = start('/report-vpo', ALL, { vpo: purchase() });
    const totals = page.getByRole('group', { name: 'Totais' });
    await expect.element(totals.getByText('Total de VPOs:')).toBeVisible();
    await expect.element(totals.getByText('2', { exact: true })).toBeVisible();
    await expect.element(totals.getByText('R$ 1.234,50')).toBeVisible();
    await expect.element(totals.getByText('R$ 32,70')).toBeVisible();
    await expect.element(totals.getByText('1 com valor desconhecido')).toBeVisible();

    await page.getByLabelText('Compra a partir de', { exact: true }).fill('2026-11-01');
    await page.getByLabelText('Compra até', { exact: true }).fill('2026-11-30');
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Emitido' }).click();
    await page.getByRole('textbox', { name: 'Placa' }).fill('ABC');
    await expect.poll(() => lastQuery(started, '/api/vpo')['plate']).toBe('ABC');
    await page.getByRole('combobox', { name: 'Embarcador' }).click();
    await page.getByRole('option', { name: 'Embarcadora Sul' }).click();
    await page.getByRole('combobox', { name: 'Centro de custo' }).click();
    await page.getByRole('option', { name: 'Logística' }).click();
    await page.getByRole('combobox', { name: 'Fornecedor' }).click();
    await page.getByRole('option', { name: 'Sem Parar' }).click();
    const filters = {
      date_start: '2026-11-01',
      date_end: '2026-11-30',
      status: 'issued',
      plate: 'ABC',
      shipper_id: '4',
      cost_center_id: '5',
      supplier: 'semparar',
    };
    await expect
      .poll(() => lastQuery(started, '/api/vpo'))
      .toEqual({ ...filters, page: '1', per_page: '10' });
    await expect.poll(() => lastQuery(started, '/api/vpo/totals')).toEqual(filters);
  });

  it('hides the unknown-value count when every value is known', async () => {
    start('/report-vpo', ALL, {
      vpo: purchase(),
      totals: { count: 1, quoted_value: 10, purchased_value: 10, unknown_values: 0 },
    });
    const totals = page.getByRole('group', { name: 'Totais' });
    await expect.element(totals.getByText('Total de VPOs:')).toBeVisible();
    expect(totals.getByText(/valor desconhecido/).elements()).toHaveLength(0);
  });

  it("exports the filtered and sorted list to XLSX under the server's file name", async () => {
    const started = start('/report-vpo', ALL, { vpo: purchase() });
    const saved = savedFiles();
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    await page.getByRole('textbox', { name: 'Placa' }).fill('ABC');
    await expect.poll(() => lastQuery(started, '/api/vpo')['plate']).toBe('ABC');
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Emitido' }).click();
    await expect.poll(() => lastQuery(started, '/api/vpo')['status']).toBe('issued');
    const header = page.getByRole('columnheader').filter({ hasText: /^Valor comprado$/ });
    await header.getByRole('button').click();
    await expect
      .poll(() => lastQuery(started, '/api/vpo'))
      .toMatchObject({ plate: 'ABC', status: 'issued', sort: 'purchased_value', order: 'asc' });
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    await expect.poll(() => saved).toEqual(['vpo-2026-11-26.xlsx']);
    expect(lastQuery(started, '/api/vpo/export')).toEqual({
      plate: 'ABC',
      status: 'issued',
      sort: 'purchased_value',
      order: 'asc',
    });
  });

  it("offers 'Exportar XLSX' and 'Comprar VPO' only with vpo-export and vpo-buy", async () => {
    start('/report-vpo', ['vpo-list', 'vpo-show'], { vpo: purchase() });
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    expect(page.getByRole('button', { name: 'Exportar XLSX' }).elements()).toHaveLength(0);
    expect(page.getByRole('main').getByRole('link', { name: 'Comprar VPO' }).elements()).toHaveLength(0);
    app?.stop();
    start('/report-vpo', ALL, { vpo: purchase() });
    await expect.element(page.getByText('SP-CWB')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Exportar XLSX' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Comprar VPO' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/vpo');
  });
});

describe('admin: one VPO purchase', () => {
  it('shows the parties, identifiers, plazas, history and the collapsed supplier exchanges', async () => {
    start('/report-vpo/12/show', ALL, { vpo: purchase() });
    await expect.element(page.getByText('VIA-778899', { exact: true })).toBeVisible();
    for (const text of ['REC-5566', 'CMP-3344', 'ANTT-1122', 'acme-12-abc', 'PED-42', 'Carga frágil'])
      await expect.element(page.getByText(text, { exact: true })).toBeVisible();
    await expect.element(page.getByText('São Paulo, SP → Curitiba, PR')).toBeVisible();
    await expect.element(page.getByText('11.444.777/0001-61').first()).toBeVisible();
    const plazas = page.getByRole('table', { name: 'Praças' });
    const mairipora = plazas.getByRole('row', { name: /Praça Mairiporã/ });
    await expect.element(mairipora.getByText('BR-381')).toBeVisible();
    await expect.element(mairipora.getByText('km 65,2')).toBeVisible();
    await expect.element(mairipora.getByText('Norte')).toBeVisible();
    await expect.element(mairipora.getByText('R$ 12,30')).toBeVisible();
    const history = page.getByRole('table', { name: 'Histórico' });
    const pending = history.getByRole('row', { name: /Aguardando confirmação/ });
    await expect.element(pending.getByText('26/11/2026 10:04:05')).toBeVisible();
    await expect.element(pending.getByText('Ana')).toBeVisible();
    await expect.element(pending.getByText('Compra enviada ao fornecedor')).toBeVisible();
    await expect.element(history.getByRole('row', { name: /Emitido/ }).getByText('Sistema')).toBeVisible();
    const request = page.getByText('<comprarViagem><placa>ABC1D23</placa></comprarViagem>');
    await expect.element(request).not.toBeVisible();
    await page.getByText(/comprarViagem — ok — 842 ms/).click();
    await expect.element(request).toBeVisible();
    expect(page.getByText(BUILTIN_SUPPLIER_NOTICE).elements()).toHaveLength(0);
  });

  it('a built-in purchase shows the notice that nothing was registered with a VPO supplier or ANTT', async () => {
    start('/report-vpo/12/show', ALL, { vpo: purchase({ supplier: 'builtin', purchased_value: null }) });
    await expect.element(page.getByText(BUILTIN_SUPPLIER_NOTICE)).toBeVisible();
    await expect.element(page.getByText('Valor desconhecido')).toBeVisible();
  });

  it("'Imprimir' opens the print page; 'Baixar PDF' saves the server's receipt", async () => {
    start('/report-vpo/12/show', ALL, { vpo: purchase() });
    const saved = savedFiles();
    await page.getByRole('button', { name: 'Baixar PDF' }).click();
    await expect.poll(() => saved).toEqual(['vpo-12.pdf']);
    await page.getByRole('link', { name: 'Imprimir' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/report-vpo/12/pdf');
  });

  it('cancels with a reason: the reason is required, then Sucesso with the server message and the new status', async () => {
    const fake: Fake = { vpo: purchase() };
    const reasons: unknown[] = [];
    fake.cancelAnswer = (body) => {
      reasons.push(body);
      fake.vpo = purchase({ status: 'cancelled', cancel_reason: 'Viagem desmarcada' });
      return {
        status: 200,
        body: { success: true, statusCode: 200, message: 'VPO cancelado com sucesso.', data: fake.vpo },
      };
    };
    start('/report-vpo/12/show', ALL, fake);
    await page.getByRole('button', { name: 'Cancelar VPO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar VPO' });
    await dialog.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('ok');
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect.element(dialog.getByText('Informe o motivo do cancelamento.')).toBeVisible();
    expect(reasons).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Viagem desmarcada');
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    const outcome = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(outcome.getByText('VPO cancelado com sucesso.')).toBeVisible();
    expect(reasons).toEqual([{ reason: 'Viagem desmarcada' }]);
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByText('Cancelado', { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'Cancelar VPO' }).elements()).toHaveLength(0);
  });

  it("a refused cancellation shows 'Erro' with the supplier's message and the status stays", async () => {
    const message = 'O fornecedor recusou: viagem com passagem registrada, não cancelável.';
    start('/report-vpo/12/show', ALL, { vpo: purchase(), cancelAnswer: () => failure(422, message) });
    await page.getByRole('button', { name: 'Cancelar VPO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar VPO' });
    await dialog.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Viagem desmarcada');
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    const outcome = page.getByRole('dialog', { name: 'Erro' });
    await expect.element(outcome.getByText(message)).toBeVisible();
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByText('Emitido', { exact: true }).first()).toBeVisible();
    expect(page.getByText('Cancelado', { exact: true }).elements()).toHaveLength(0);
  });

  it("no 'Cancelar VPO' without vpo-cancel, nor for a purchase that is not issued", async () => {
    start('/report-vpo/12/show', ['vpo-list', 'vpo-show'], { vpo: purchase() });
    await expect.element(page.getByText('VIA-778899', { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'Cancelar VPO' }).elements()).toHaveLength(0);
    app?.stop();
    start('/report-vpo/12/show', ALL, { vpo: purchase({ status: 'expired' }) });
    await expect.element(page.getByText('Expirado', { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'Cancelar VPO' }).elements()).toHaveLength(0);
    app?.stop();
    start('/report-vpo/12/show', ALL, { vpo: purchase() });
    await expect.element(page.getByRole('button', { name: 'Cancelar VPO' })).toBeVisible();
  });

  it("a purchase of unknown outcome is looked up at the supplier ('Consultar no fornecedor'), then read again", async () => {
    const fake: Fake = { vpo: purchase({ status: 'unknown', purchased_value: null, trip_number: null }) };
    fake.lookupAnswer = () => {
      fake.vpo = purchase();
      return {
        status: 200,
        body: {
          success: true,
          statusCode: 200,
          message: 'Compra confirmada pelo fornecedor.',
          data: fake.vpo,
        },
      };
    };
    const started = start('/report-vpo/12/show', ALL, fake);
    await expect.element(page.getByText('Situação desconhecida', { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'Cancelar VPO' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Consultar no fornecedor' }).click();
    const outcome = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(outcome.getByText('Compra confirmada pelo fornecedor.')).toBeVisible();
    await outcome.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByText('VIA-778899', { exact: true })).toBeVisible();
    expect(started.calls).toContain('POST /api/vpo/12/lookup');
    expect(page.getByRole('button', { name: 'Consultar no fornecedor' }).elements()).toHaveLength(0);
  });

  it('a purchase the server does not find goes back to the report, not to the purchase screen', async () => {
    const started = start('/report-vpo/99/show', ALL, { vpo: purchase() });
    await expect.poll(() => started.router.state.location.pathname).toBe('/report-vpo');
    await expect.element(page.getByRole('button', { name: 'Exportar XLSX' })).toBeVisible();
  });

  it("no 'Consultar no fornecedor' without vpo-buy", async () => {
    start('/report-vpo/12/show', ['vpo-list', 'vpo-show'], { vpo: purchase({ status: 'unknown' }) });
    await expect.element(page.getByText('Situação desconhecida', { exact: true })).toBeVisible();
    expect(page.getByRole('button', { name: 'Consultar no fornecedor' }).elements()).toHaveLength(0);
  });
});
