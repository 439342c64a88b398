import type { Vpo, VpoQuoteLine, VpoReconciliation, VpoStatementLine } from '@freight/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { failure, pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeAnswer, FakeHandler, TestApp } from '../test-support/fake-app.ts';

const line = (name: string, fare: number | null): VpoQuoteLine => ({
  plaza_id: `id-${name}`,
  codigo_antt: null,
  codigo_semparar: null,
  name,
  road: 'BR-116',
  km: 444,
  direction: 'Sul',
  uf: 'SP',
  concessionaire: null,
  fare,
});

/** One row of the report (the actions show above a list that has rows). */
const ROW: Vpo = {
  id: 12,
  company_id: 1,
  company_name: 'Acme Transportes',
  company_cnpj: '11222333000181',
  route_id: 3,
  route_slug: 'SP-CWB',
  route_waypoints: ['São Paulo, SP', 'Curitiba, PR'],
  distance_km: 408.4,
  status: 'issued',
  supplier: 'builtin',
  tag_operator: null,
  vehicle: { plate: 'ABC1D23', category: 'truck', axis: 6, suspended_axles: 0, rear_wheel_type: 'Dupla' },
  plate_id: 7,
  shipper_id: 4,
  shipper_name: 'Embarcadora Sul',
  shipper_document: '11444777000161',
  cost_center_id: null,
  cost_center_name: null,
  code: '',
  remarks: '',
  origin_document: '',
  destination_document: '',
  expiration_date: '2026-12-01',
  operation_type: 'VendaCliente',
  transport_taker: 'CIF',
  lines: [line('Praça Registro', 20.4)],
  quoted_value: 20.4,
  purchased_value: 20.4,
  priced_on: '2026-11-26',
  client_reference: 'acme-12-abc',
  trip_number: 'VIA-778899',
  receipt_number: null,
  purchase_id: null,
  antt_vpo_id: null,
  status_message: null,
  cancel_reason: null,
  created_by: 'ana@acme.com.br',
  created_at: '2026-11-26T13:04:05Z',
  updated_at: '2026-11-26T13:04:09Z',
  issued_at: '2026-11-26T13:04:09Z',
  cancelled_at: null,
};

const passage = (plaza: string, value: number, plate = 'ABC1D23'): VpoStatementLine => ({
  passed_at: '2026-11-27T08:15:00',
  plaza,
  plaza_code: null,
  road: 'BR-116',
  plate,
  tag: null,
  value,
  trip_number: null,
});

const entry = (overrides: Partial<VpoReconciliation>): VpoReconciliation => ({
  vpo_id: 12,
  plate: 'ABC1D23',
  trip_number: 'VIA-778899',
  bought_not_passed: [],
  charged_not_bought: [],
  matched: 2,
  ...overrides,
});

const CSV = 'data_passagem;praca;placa;valor\n27/11/2026 08:15;Praça Guararema;ABC1D23;9,90\n';

interface Fake {
  readonly permissions: readonly string[];
  readonly suppliers?: readonly string[];
  /** The report's rows ([ROW] unless given). */
  readonly rows?: readonly Vpo[];
  readonly csvAnswer?: FakeAnswer;
  readonly semPararAnswer?: FakeAnswer;
  /** What the page sent: each CSV file (name and text) and each Sem Parar body. */
  readonly sent: unknown[];
}

function server(fake: Fake): Record<string, FakeHandler> {
  const auth = {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: {
      roles: ['admin'],
      permissions: fake.permissions,
      companies: [{ id: 1, name: 'Acme Transportes' }],
    },
  };
  return {
    'GET /api/auth/validate': () => wrap(auth),
    'GET /api/me/list/companies': () => wrap(auth.settings.companies),
    'GET /api/me/list/shippers': () => wrap([]),
    'GET /api/me/list/cost-centers': () => wrap([]),
    'GET /api/vpo': (request) => pageOf(new URL(request.url).searchParams, fake.rows ?? [ROW]),
    'GET /api/vpo/totals': () => wrap({ count: 0, quoted_value: 0, purchased_value: 0, unknown_values: 0 }),
    // the link opens this VPO's page; without it the page would go back to the list
    'GET /api/vpo/12': () => wrap(ROW),
    'GET /api/vpo/suppliers': () =>
      wrap((fake.suppliers ?? ['builtin']).map((kind) => ({ kind, label: kind, notice: null }))),
    'POST /api/vpo/reconciliation': async (request) => {
      const file = (await request.formData()).get('file');
      fake.sent.push(file instanceof File ? { name: file.name, text: await file.text() } : file);
      return fake.csvAnswer ?? wrap([]);
    },
    'POST /api/vpo/reconciliation/semparar': async (request) => {
      fake.sent.push(await request.json());
      return fake.semPararAnswer ?? wrap([]);
    },
  };
}

const ALL = ['vpo-list', 'vpo-show', 'vpo-export', 'vpo-buy'];

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(fake: Fake): TestApp {
  app = startTestApp('/report-vpo', server(fake), { token: 'tok-1' }, PAGES);
  return app;
}

/** Opens 'Conciliar extrato' and uploads a CSV of passages. */
async function reconcileCsv(name = 'extrato.csv') {
  await page.getByRole('button', { name: 'Conciliar extrato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conciliar extrato' });
  await dialog.getByLabelText('Arquivo CSV de passagens').upload(new File([CSV], name, { type: 'text/csv' }));
  await dialog.getByRole('button', { name: 'Conciliar arquivo' }).click();
  return dialog;
}

describe("admin: VPO report's statement reconciliation", () => {
  it("offers 'Conciliar extrato' only with vpo-export", async () => {
    start({ permissions: ['vpo-list', 'vpo-show'], sent: [] });
    await expect.element(page.getByRole('row', { name: /SP-CWB/ })).toBeVisible();
    expect(page.getByRole('button', { name: 'Conciliar extrato' }).elements()).toHaveLength(0);
    app?.stop();
    start({ permissions: ALL, sent: [] });
    await expect.element(page.getByRole('button', { name: 'Conciliar extrato' })).toBeVisible();
  });

  it("offers 'Conciliar extrato' on a report without any purchase yet", async () => {
    start({ permissions: ALL, sent: [], rows: [] });
    await expect.element(page.getByRole('button', { name: 'Conciliar extrato' })).toBeVisible();
    await expect.element(page.getByRole('main').getByText('Nenhum resultado encontrado')).toBeVisible();
  });

  it('sends the CSV file and shows per VPO the plazas not passed and the passages not bought, with links', async () => {
    const fake: Fake = {
      permissions: ALL,
      sent: [],
      csvAnswer: wrap([
        entry({
          bought_not_passed: [line('Praça Registro', 20.4), line('Praça Miracatu', null)],
          charged_not_bought: [passage('Praça Guararema', 9.9)],
        }),
        entry({ vpo_id: 13, plate: 'BRA2E19', trip_number: null, matched: 3 }),
        entry({
          vpo_id: null,
          plate: 'XYZ9A87',
          trip_number: null,
          matched: 0,
          charged_not_bought: [passage('Praça Jacareí', 5.1, 'XYZ9A87')],
        }),
      ]),
    };
    start(fake);
    const dialog = await reconcileCsv();
    const summary = dialog.getByTestId('vpo-reconciliation-summary');
    await expect.element(summary).toHaveTextContent('VPOs conferidos: 2');
    await expect.element(summary).toHaveTextContent('praças compradas e não passadas: 2');
    await expect.element(summary).toHaveTextContent('passagens cobradas e não compradas: 2');
    await expect.element(summary).toHaveTextContent('valor das passagens não compradas: R$ 15,00');
    expect(fake.sent).toEqual([{ name: 'extrato.csv', text: CSV }]);

    const block = dialog.getByRole('region', { name: 'Placa ABC1D23, viagem VIA-778899' });
    const notPassed = block.getByRole('table', { name: 'Praças compradas e não passadas' });
    const registro = notPassed.getByRole('row', { name: /Praça Registro/ });
    await expect.element(registro.getByText('BR-116')).toBeVisible();
    await expect.element(registro.getByText('km 444')).toBeVisible();
    await expect.element(registro.getByText('R$ 20,40')).toBeVisible();
    const miracatu = notPassed.getByRole('row', { name: /Praça Miracatu/ });
    await expect.element(miracatu.getByText('Valor desconhecido')).toBeVisible();
    expect(miracatu.getByText('R$ 0,00').elements()).toHaveLength(0);
    const notBought = block.getByRole('table', { name: 'Passagens cobradas e não compradas' });
    const guararema = notBought.getByRole('row', { name: /Praça Guararema/ });
    await expect.element(guararema.getByText('27/11/2026 08:15:00')).toBeVisible();
    await expect.element(guararema.getByText('ABC1D23')).toBeVisible();
    await expect.element(guararema.getByText('R$ 9,90')).toBeVisible();

    // the VPO whose plazas all matched has no block; the passages of no VPO have theirs
    expect(dialog.getByText(/BRA2E19/).elements()).toHaveLength(0);
    const outside = dialog.getByText('Passagens fora de qualquer VPO — placa XYZ9A87');
    await expect.element(outside).toBeVisible();
    await expect
      .element(dialog.getByRole('row', { name: /Praça Jacareí/ }).getByText('R$ 5,10'))
      .toBeVisible();
    expect(dialog.getByText('Nenhuma diferença encontrada.').elements()).toHaveLength(0);

    await block.getByRole('link', { name: 'VPO 12: Placa ABC1D23, viagem VIA-778899' }).click();
    await expect.poll(() => app?.router.state.location.pathname).toBe('/report-vpo/12/show');
    await expect.element(page.getByText('VIA-778899').first()).toBeVisible();
    expect(app?.router.state.location.pathname).toBe('/report-vpo/12/show');
  });

  it("reads 'Nenhuma diferença encontrada.' when every plaza bought was passed and nothing else was charged", async () => {
    start({ permissions: ALL, sent: [], csvAnswer: wrap([entry({}), entry({ vpo_id: 13 })]) });
    const dialog = await reconcileCsv();
    await expect.element(dialog.getByText('Nenhuma diferença encontrada.')).toBeVisible();
    await expect
      .element(dialog.getByTestId('vpo-reconciliation-summary'))
      .toHaveTextContent(
        'VPOs conferidos: 2; praças compradas e não passadas: 0; passagens cobradas e não compradas: 0; valor das passagens não compradas: R$ 0,00',
      );
  });

  it("a bad file shows the server's message and its line errors; the chosen file is kept", async () => {
    const message =
      'O arquivo extrato.csv tem erros; nada foi conciliado. Corrija as linhas indicadas e envie de novo.';
    const fake: Fake = {
      permissions: ALL,
      sent: [],
      csvAnswer: {
        status: 422,
        body: {
          success: false,
          statusCode: 422,
          message,
          details: { 'linha 2': 'placa: placa inválida', 'linha 3': 'valor inválido (use 12,34 ou 12.34)' },
        },
      },
    };
    start(fake);
    const dialog = await reconcileCsv();
    const alert = dialog.getByRole('alert');
    await expect.element(alert.getByText('Erro')).toBeVisible();
    await expect.element(alert.getByText(message, { exact: false })).toBeVisible();
    await expect.element(alert.getByText('linha 2: placa: placa inválida')).toBeVisible();
    await expect.element(alert.getByText('linha 3: valor inválido (use 12,34 ou 12.34)')).toBeVisible();
    // the same file is sent again without choosing it anew
    await dialog.getByRole('button', { name: 'Conciliar arquivo' }).click();
    await expect.poll(() => fake.sent).toHaveLength(2);
    expect(fake.sent[1]).toEqual({ name: 'extrato.csv', text: CSV });
  });

  it("offers Sem Parar's period only when the company's Sem Parar is offered; its failure reads 'Erro'", async () => {
    const started = start({ permissions: ALL, sent: [] });
    await page.getByRole('button', { name: 'Conciliar extrato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conciliar extrato' });
    await expect.element(dialog.getByLabelText('Arquivo CSV de passagens')).toBeVisible();
    await expect.poll(() => started.calls).toContain('GET /api/vpo/suppliers?company_id=1');
    expect(dialog.getByRole('button', { name: 'Buscar extrato do Sem Parar' }).elements()).toHaveLength(0);
    app?.stop();

    const message = 'O fornecedor não respondeu: tempo esgotado.';
    const fake: Fake = {
      permissions: ALL,
      sent: [],
      suppliers: ['builtin', 'semparar'],
      semPararAnswer: failure(503, message),
    };
    start(fake);
    await page.getByRole('button', { name: 'Conciliar extrato' }).click();
    const offered = page.getByRole('dialog', { name: 'Conciliar extrato' });
    await offered.getByLabelText('Início').fill('2026-11-01');
    await offered.getByLabelText('Fim').fill('2026-11-20');
    await offered.getByRole('button', { name: 'Buscar extrato do Sem Parar' }).click();
    await expect.element(offered.getByRole('alert').getByText(message, { exact: false })).toBeVisible();
    expect(fake.sent).toEqual([{ company_id: 1, start: '2026-11-01', end: '2026-11-20' }]);
    await expect.element(offered.getByLabelText('Início')).toHaveValue('2026-11-01');
  });
});
