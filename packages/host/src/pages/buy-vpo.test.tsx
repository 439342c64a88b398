import { BUILTIN_SUPPLIER_NOTICE, VPO_MESSAGES } from '@freight/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PAGES } from './page-registry.ts';
import { failure, pageOf, startTestApp, wrap } from '../test-support/fake-app.ts';
import type { FakeAnswer, FakeHandler, TestApp } from '../test-support/fake-app.ts';

const ROUTES = [
  {
    id: 7,
    slug: 'SP-CWB',
    company_id: 1,
    distance: 408.7,
    time: 19_800,
    type: 'efficient',
    waypoints: JSON.stringify(['São Paulo, SP', 'Cliente 11.222.333/0001-81']),
  },
  {
    id: 8,
    slug: 'SP-RIO',
    company_id: 1,
    distance: 430,
    time: 21_000,
    type: 'shortest',
    waypoints: JSON.stringify(['São Paulo, SP', 'Rio de Janeiro, RJ']),
  },
];

const PLATES = [
  { id: 3, plate: 'ABC1D23', company_id: 1, category: 'truck', axis: 6, rear_wheel_type: 'Dupla' },
  { id: 4, plate: 'XYZ9A88', company_id: 1, category: 'truck', axis: 3, rear_wheel_type: 'Dupla' },
];

const LINE = {
  codigo_antt: null,
  codigo_semparar: null,
  uf: 'PR',
  concessionaire: 'Arteris',
};

const QUOTE = {
  route_id: 7,
  plate_id: 3,
  vehicle: { plate: 'ABC1D23', category: 'truck', axis: 6, suspended_axles: 0, rear_wheel_type: 'Dupla' },
  lines: [
    {
      ...LINE,
      plaza_id: 'p1',
      name: 'Praça Registro',
      road: 'BR-116',
      km: 426.5,
      direction: 'Sul',
      fare: 37.8,
    },
    { ...LINE, plaza_id: 'p2', name: 'Praça Juquiá', road: 'BR-116', km: 370, direction: 'Sul', fare: 37.8 },
  ],
  total: 75.6,
  unpriced: [],
  priced_on: '2026-11-26',
  distance_km: 408.7,
  blocked: null,
};

const PURCHASE = {
  id: 55,
  company_id: 1,
  company_name: 'Acme Transportes',
  company_cnpj: '11222333000181',
  route_id: 7,
  route_slug: 'SP-CWB',
  route_waypoints: ['São Paulo, SP', 'Curitiba, PR'],
  distance_km: 408.7,
  status: 'issued',
  supplier: 'builtin',
  tag_operator: null,
  vehicle: QUOTE.vehicle,
  plate_id: 3,
  shipper_id: 9,
  shipper_name: 'Embarcadora',
  shipper_document: '11222333000181',
  cost_center_id: null,
  cost_center_name: null,
  code: '',
  remarks: '',
  origin_document: '',
  destination_document: '',
  expiration_date: '2026-12-01',
  operation_type: '',
  transport_taker: 'FOB',
  lines: QUOTE.lines,
  quoted_value: 75.6,
  purchased_value: 75.6,
  priced_on: '2026-11-26',
  client_reference: 'ref-1',
  trip_number: null,
  receipt_number: 'PP-1',
  purchase_id: null,
  antt_vpo_id: null,
  status_message: null,
  cancel_reason: null,
  created_by: 'ana@acme.com.br',
  created_at: '2026-11-26T10:00:00Z',
  updated_at: '2026-11-26T10:00:00Z',
  issued_at: '2026-11-26T10:00:00Z',
  cancelled_at: null,
};

const ALL = ['route-list', 'route-create', 'vpo-buy', 'vpo-show', 'plate-create', 'cost-center-create'];

function auth(permissions: string[], vpoAllowSelectTag: boolean) {
  return {
    token: 'tok-1',
    email: 'ana@acme.com.br',
    settings: {
      roles: ['operator'],
      permissions,
      companies: [{ id: 1, name: 'Acme Transportes', settings: { vpo_allow_select_tag: vpoAllowSelectTag } }],
    },
  };
}

interface Options {
  permissions?: string[];
  selectTag?: boolean;
  quote?: (body: { plate_id: number; suspended_axles: number }) => FakeAnswer;
  purchase?: FakeHandler;
  more?: Record<string, FakeHandler>;
}

function server({
  permissions = ALL,
  selectTag = false,
  quote = () => wrap(QUOTE),
  purchase = () => wrap(PURCHASE, 201),
  more = {},
}: Options = {}): Record<string, FakeHandler> {
  return {
    'GET /api/auth/validate': () => wrap(auth(permissions, selectTag)),
    'GET /api/me/list/companies': () => wrap(auth(permissions, selectTag).settings.companies),
    'GET /api/me/list/plates': () => wrap(PLATES),
    'GET /api/me/list/shippers': () =>
      wrap([{ id: 9, company_id: 1, document: '11222333000181', name: 'Embarcadora' }]),
    'GET /api/me/list/cost-centers': () => wrap([{ id: 2, company_id: 1, name: 'Filial Sul' }]),
    'GET /api/vpo/suppliers': () =>
      wrap([{ kind: 'builtin', label: 'Pagamento próprio', notice: BUILTIN_SUPPLIER_NOTICE }]),
    'GET /api/routes': (request) => {
      const query = new URL(request.url).searchParams;
      const name = (query.get('name') ?? '').toLowerCase();
      return pageOf(
        query,
        ROUTES.filter((route) => route.slug.toLowerCase().includes(name)),
      );
    },
    'GET /api/routes/7': () => wrap(ROUTES[0]),
    'POST /api/plates/3': () => wrap(['Sem Parar']),
    'POST /api/plates/4': () => wrap(['Sem Parar', 'Veloe']),
    'POST /api/vpo/quote': async (request) =>
      quote((await request.json()) as { plate_id: number; suspended_axles: number }),
    'POST /api/vpo': purchase,
    // the purchase's page, where 'Sucesso' and 'Situação desconhecida' lead
    'GET /api/vpo/55': () => wrap(PURCHASE),
    ...more,
  };
}

let app: TestApp | null = null;

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  app?.stop();
  app = null;
});

function start(path: string, options: Options = {}): TestApp {
  app = startTestApp(path, server(options), { token: 'tok-1' }, PAGES);
  return app;
}

/** Picks `option` in the select labelled `label`. */
async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills what a purchase needs: the plate (quoted) and the shipper. */
async function fillRequired() {
  await choose('Placa', 'ABC1D23');
  await choose('Embarcador', 'Embarcadora');
  await expect.element(page.getByTestId('vpo-total')).toHaveTextContent('R$ 75,60');
}

const buyButton = () => page.getByRole('button', { name: 'Comprar', exact: true });

describe('buy-vpo: the saved routes to buy a VPO for', () => {
  it("lists the saved routes newest first, searches by nickname, and 'Comprar VPO' opens the purchase", async () => {
    const started = start('/vpo');
    const rows = page.getByTestId('vpo-route');
    await expect.element(rows.first()).toHaveTextContent('SP-CWB');
    await expect.element(rows.first()).toHaveTextContent('São Paulo, SP → Cliente 11.222.333/0001-81');
    expect(rows.elements()).toHaveLength(2);
    expect(started.calls).toContain('GET /api/routes?page=1&per_page=10&sort=created_at&order=desc');

    await page.getByRole('searchbox', { name: 'Buscar pelo apelido' }).fill('rio');
    await expect.poll(() => rows.elements().length).toBe(1);
    await expect.element(rows.first()).toHaveTextContent('SP-RIO');
    expect(started.calls.some((call) => call.includes('name=rio'))).toBe(true);

    await page.getByRole('searchbox', { name: 'Buscar pelo apelido' }).fill('cwb');
    await expect.element(rows.first()).toHaveTextContent('SP-CWB');
    await rows.first().getByRole('link', { name: 'Comprar VPO' }).click();
    await expect.element(page.getByRole('heading', { name: 'Comprar VPO: SP-CWB' })).toBeVisible();
    expect(started.router.state.location.pathname).toBe('/vpo/7');
  });

  it("'Adicionar Rota' opens the planner with from=vpo, only with route-create", async () => {
    start('/vpo');
    const add = page.getByRole('link', { name: 'Adicionar Rota' });
    await expect.element(add).toHaveAttribute('href', '/routes/create?from=vpo');
    app?.stop();
    start('/vpo', { permissions: ['route-list', 'vpo-buy'] });
    await expect.element(page.getByTestId('vpo-route').first()).toBeVisible();
    expect(add.elements()).toHaveLength(0);
  });

  it('says when there are no saved routes, and shows the server message when the list fails', async () => {
    start('/vpo', {
      more: { 'GET /api/routes': (request) => pageOf(new URL(request.url).searchParams, []) },
    });
    await expect.element(page.getByText('Você não possui nenhuma rota salva.')).toBeVisible();
    app?.stop();
    start('/vpo', { more: { 'GET /api/routes': () => failure(422, 'Filtro inválido.') } });
    await expect.element(page.getByRole('alert').getByText('Filtro inválido.')).toBeVisible();
  });
});

describe('buy-vpo-route: the purchase of a VPO for a saved route', () => {
  it('shows the route, quotes it for the chosen plate with its plazas and total, again when axles are suspended', async () => {
    const bodies: unknown[] = [];
    start('/vpo/7', {
      quote: (body) => {
        bodies.push(body);
        return wrap(body.suspended_axles > 0 ? { ...QUOTE, total: 50 } : QUOTE);
      },
    });
    await expect
      .element(page.getByTestId('vpo-waypoints'))
      .toHaveTextContent('São Paulo, SP → Cliente 11.222.333/0001-81');
    await expect.element(page.getByText(BUILTIN_SUPPLIER_NOTICE)).toBeVisible();
    await choose('Placa', 'ABC1D23');
    const plazas = page.getByTestId('vpo-plaza');
    await expect.element(plazas.first()).toHaveTextContent('Praça Registro');
    await expect.element(plazas.first()).toHaveTextContent('BR-116');
    await expect.element(plazas.first()).toHaveTextContent('R$ 37,80');
    await expect.element(page.getByTestId('vpo-total')).toHaveTextContent('R$ 75,60');
    await choose('Eixos suspensos', '2');
    await expect.element(page.getByTestId('vpo-total')).toHaveTextContent('R$ 50,00');
    expect(bodies).toEqual([
      { route_id: 7, plate_id: 3, suspended_axles: 0 },
      { route_id: 7, plate_id: 3, suspended_axles: 2 },
    ]);
  });

  it("a quote with plazas without fare shows why and keeps 'Comprar' disabled", async () => {
    const blocked = VPO_MESSAGES.unpricedPlazas(['Praça Juquiá']);
    start('/vpo/7', {
      quote: () =>
        wrap({
          ...QUOTE,
          lines: [QUOTE.lines[0], { ...QUOTE.lines[1], fare: null }],
          total: null,
          unpriced: ['Praça Juquiá'],
          blocked,
        }),
    });
    await choose('Placa', 'ABC1D23');
    await choose('Embarcador', 'Embarcadora');
    await expect.element(page.getByTestId('vpo-blocked')).toHaveTextContent(blocked);
    await expect.element(page.getByTestId('vpo-plaza').last()).toHaveTextContent('Tarifa desconhecida');
    await expect.element(page.getByTestId('vpo-total')).toHaveTextContent('Valor desconhecido');
    await expect.element(buyButton()).toBeDisabled();
  });

  it("buys once with an idempotency key; a retry after a failure sends the same key; 'Sucesso' leads to the purchase", async () => {
    const keys: string[] = [];
    let fail = true;
    const started = start('/vpo/7', {
      purchase: async (request) => {
        const body = (await request.json()) as { idempotency_key: string };
        keys.push(body.idempotency_key);
        if (fail) return failure(503, 'Fornecedor indisponível.');
        return { status: 201, body: { ...wrap(PURCHASE, 201).body, message: 'VPO comprado com sucesso.' } };
      },
    });
    await fillRequired();
    await buyButton().click();
    const error = page.getByRole('dialog', { name: 'Erro' });
    await expect.element(error).toBeVisible();
    await error.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Embarcador' })).toHaveTextContent('Embarcadora');

    fail = false;
    await buyButton().click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await expect.element(success.getByText('VPO comprado com sucesso.')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]?.length).toBeGreaterThanOrEqual(8);
    expect(keys[1]).toBe(keys[0]);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => started.router.state.location.pathname).toBe('/report-vpo/55/show');
  });

  it("a double click buys once, the button reads 'Comprando...' meanwhile", async () => {
    const keys: string[] = [];
    let release = () => {};
    start('/vpo/7', {
      purchase: async (request) => {
        keys.push(((await request.json()) as { idempotency_key: string }).idempotency_key);
        await new Promise<void>((resolve) => (release = resolve));
        return wrap(PURCHASE, 201);
      },
    });
    await fillRequired();
    await buyButton().click();
    const busy = page.getByRole('button', { name: 'Comprando...' });
    await expect.element(busy).toBeDisabled();
    await busy.click({ force: true });
    release();
    await expect.element(page.getByRole('dialog', { name: 'Sucesso' })).toBeVisible();
    expect(keys).toHaveLength(1);
  });

  it('a purchase of unknown outcome says so and leads to the purchase', async () => {
    const started = start('/vpo/7', { purchase: () => wrap({ ...PURCHASE, status: 'unknown' }, 201) });
    await fillRequired();
    await buyButton().click();
    const dialog = page.getByRole('dialog', { name: 'Situação desconhecida' });
    await expect.element(dialog.getByText(VPO_MESSAGES.unknown)).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => started.router.state.location.pathname).toBe('/report-vpo/55/show');
  });

  it("a refusal shows 'Erro', keeps what was typed and puts field errors under their fields; the next try is a new purchase", async () => {
    const keys: string[] = [];
    const started = start('/vpo/7', {
      purchase: async (request) => {
        keys.push(((await request.json()) as { idempotency_key: string }).idempotency_key);
        return refusal();
      },
    });
    function refusal(): FakeAnswer {
      return {
        status: 422,
        body: {
          success: false,
          statusCode: 422,
          message: 'Dados inválidos',
          details: { code: 'Código recusado pelo fornecedor.' },
        },
      };
    }
    await fillRequired();
    await page.getByRole('textbox', { name: 'Código' }).fill('X-1');
    await page.getByRole('textbox', { name: 'Observações' }).fill('Carga frágil');
    await buyButton().click();
    const error = page.getByRole('dialog', { name: 'Erro' });
    await expect.element(error.getByText('Dados inválidos')).toBeVisible();
    await error.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByText('Código recusado pelo fornecedor.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Código' })).toHaveValue('X-1');
    await expect.element(page.getByRole('textbox', { name: 'Observações' })).toHaveValue('Carga frágil');
    expect(started.router.state.location.pathname).toBe('/vpo/7');
    await page.getByRole('textbox', { name: 'Código' }).fill('X-2');
    await buyButton().click();
    await expect.element(page.getByRole('dialog', { name: 'Erro' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('checks the form before buying: required shipper, CPF/CNPJ', async () => {
    const started = start('/vpo/7');
    await choose('Placa', 'ABC1D23');
    await expect.element(page.getByTestId('vpo-total')).toHaveTextContent('R$ 75,60');
    await page.getByRole('textbox', { name: 'CPF/CNPJ de origem' }).fill('12345678900');
    await expect
      .element(page.getByRole('textbox', { name: 'CPF/CNPJ de origem' }))
      .toHaveValue('123.456.789-00');
    await buyButton().click();
    await expect.element(page.getByText('Esse campo é obrigatório')).toBeVisible();
    await expect.element(page.getByText(/CPF.*[Ii]nválido/)).toBeVisible();
    expect(started.calls.filter((call) => call === 'POST /api/vpo')).toHaveLength(0);
  });

  it('VendaCliente makes the taker CIF and takes the destination document from the last waypoint', async () => {
    let sent: Record<string, unknown> = {};
    start('/vpo/7', {
      purchase: async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return wrap(PURCHASE, 201);
      },
    });
    await expect.element(page.getByRole('combobox', { name: 'Tomador' })).toHaveTextContent('FOB');
    await page.getByRole('combobox', { name: 'Tipo de operação' }).fill('Venda');
    await page.getByRole('option', { name: 'VendaCliente' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Tomador' })).toHaveTextContent('CIF');
    await expect
      .element(page.getByRole('textbox', { name: 'CPF/CNPJ de destino' }))
      .toHaveValue('11.222.333/0001-81');
    await fillRequired();
    await buyButton().click();
    await expect.element(page.getByRole('dialog', { name: 'Sucesso' })).toBeVisible();
    expect(sent).toMatchObject({
      operation_type: 'VendaCliente',
      transport_taker: 'CIF',
      destination_document: '11222333000181',
      route_id: 7,
      plate_id: 3,
      shipper_id: 9,
      supplier: 'builtin',
      tag: null,
    });
  });

  it('offers a tag select only when the company lets users choose the tag', async () => {
    start('/vpo/7');
    await choose('Placa', 'XYZ9A88');
    await expect.element(page.getByTestId('vpo-plate-tag')).toHaveTextContent('Sem Parar, Veloe');
    expect(page.getByRole('combobox', { name: 'Tag' }).elements()).toHaveLength(0);
    app?.stop();

    let sent: Record<string, unknown> = {};
    start('/vpo/7', {
      selectTag: true,
      quote: () => wrap({ ...QUOTE, plate_id: 4 }),
      purchase: async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return wrap(PURCHASE, 201);
      },
    });
    await choose('Placa', 'XYZ9A88');
    await choose('Tag', 'Veloe');
    await choose('Embarcador', 'Embarcadora');
    await buyButton().click();
    await expect.element(page.getByRole('dialog', { name: 'Sucesso' })).toBeVisible();
    expect(sent).toMatchObject({ plate_id: 4, tag: 'Veloe' });
  });

  it(
    "'Adicionar placa' opens the create-plate dialog and the plate it adds is chosen and quoted",
    { timeout: 90_000 },
    async () => {
      const NEW_PLATE = {
        id: 41,
        company_id: 1,
        plate: 'BRA2E19',
        brand: 'Volvo',
        model: 'FH 540',
        vehicle_type_pepsico: 6,
        category: 'truck',
        axis: 6,
        rear_wheel_type: 'Dupla',
      };
      const TRUCK = {
        id: 6,
        name: 'Carreta 6 eixos',
        numberAxlesPepsico: 6,
        pepsicoVehicleType: 'Caminhao',
        wheelTypePepsico: 'Dupla',
      };
      const quoted: number[] = [];
      const started = start('/vpo/7', {
        quote: (body) => {
          quoted.push(body.plate_id);
          return wrap({ ...QUOTE, plate_id: body.plate_id });
        },
        more: {
          'GET /api/vehicles/types': () => wrap([TRUCK]),
          'POST /api/plates': () => ({
            status: 201,
            body: { ...wrap(NEW_PLATE, 201).body, message: 'Placa adicionada com sucesso.' },
          }),
          'POST /api/plates/41': () => wrap(['TAG-41']),
        },
      });
      await page.getByRole('button', { name: 'Adicionar placa' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar placa' });
      await expect.element(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Placa', exact: true }).fill('bra2e19');
      await dialog.getByRole('combobox', { name: 'Tipo do veículo' }).fill('6 eix');
      await page.getByRole('option', { name: 'Carreta 6 eixos' }).click();
      await dialog.getByRole('textbox', { name: 'Marca' }).fill('Volvo');
      await dialog.getByRole('textbox', { name: 'Modelo' }).fill('FH 540');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      const success = page.getByRole('dialog', { name: 'Sucesso' });
      await expect.element(success.getByText('Placa adicionada com sucesso.')).toBeVisible();
      await success.getByRole('button', { name: 'OK' }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.element(page.getByRole('combobox', { name: 'Placa' })).toHaveTextContent('BRA2E19');
      await expect.element(page.getByTestId('vpo-plate-tag')).toHaveTextContent('TAG-41');
      await expect.poll(() => quoted).toEqual([41]);
      expect(started.router.state.location.pathname).toBe('/vpo/7');
    },
  );

  it("'Limpar campos' asks first, then puts everything back to the defaults", async () => {
    start('/vpo/7');
    await fillRequired();
    await page.getByRole('textbox', { name: 'Código' }).fill('X-1');
    await page.getByRole('button', { name: 'Limpar campos' }).click();
    const alert = page.getByRole('dialog', { name: 'Alerta' });
    await expect.element(alert.getByText('Você tem certeza que deseja limpar os campos?')).toBeVisible();
    await alert.getByRole('button', { name: 'Limpar campos' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Código' })).toHaveValue('');
    await expect
      .element(page.getByText('Escolha a placa para ver as praças e o valor do VPO.'))
      .toBeVisible();
    await expect.element(buyButton()).toBeDisabled();
  });

  it('a route that does not exist shows the server message', async () => {
    start('/vpo/99');
    await expect.element(page.getByRole('alert').getByText('Recurso não encontrado.')).toBeVisible();
  });

  it('without vpo-buy the 403 message shows in its place', async () => {
    const started = start('/vpo/7', { permissions: ['route-list'] });
    await expect
      .element(page.getByRole('alert').getByText('Você não tem permissão para acessar este recurso.'))
      .toBeVisible();
    expect(started.calls).not.toContain('GET /api/routes/7');
  });
});
