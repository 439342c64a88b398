import { describe, it, expect, vi } from 'vitest';
import type { ApiClient } from './create-api-client.ts';
import { createApiClient } from './create-api-client.ts';
import {
  companyWire,
  plateWire,
  routeRequest,
  routeResponseWire,
  savedRouteWire,
} from './test-support/fixtures.ts';
import { createFakeServer, createMemoryStorage, json, ok } from './test-support/fake-server.ts';

function setup() {
  const server = createFakeServer();
  const onServerError = vi.fn();
  const api = createApiClient({
    fetch: server.fetch,
    storage: createMemoryStorage({ token: 'abc' }),
    onUnauthorized: vi.fn(),
    onSubscriptionStatus: vi.fn(),
    onServerError,
  });
  return { server, api, onServerError };
}

const page = (items: unknown[]) => ({ data: items, total: items.length, current_page: 1, per_page: 10 });
const shipper = { id: 3, company_id: 2, document: '11222333000181', name: 'Embarcadora' };
const costCenter = { id: 5, name: 'Logística', company_id: 2 };
const vehicleType = {
  id: 4,
  numberAxlesPepsico: 6,
  pepsicoVehicleType: 'Caminhao',
  wheelTypePepsico: 'Dupla',
};
const appPlate = {
  id: 7,
  plate: 'ABC1D23',
  company_id: 2,
  brand: 'Volvo',
  model: 'FH 540',
  category: 'truck',
  axis: 6,
  rear_wheel_type: 'Dupla',
  vehicleTypePepsico: 4,
};
const plateBody = {
  company_id: 2,
  plate: 'ABC1D23',
  brand: 'Volvo',
  model: 'FH 540',
  vehicle_type_pepsico: 4,
  category: 'truck' as const,
  axis: 6,
  rear_wheel_type: 'Dupla' as const,
};
const routeBody = {
  company_id: 2,
  slug: 'SP-CWB',
  distance: 411.1,
  time: 16980,
  type: 'efficient' as const,
  waypoints: ['São Paulo, SP', 'Curitiba, PR'],
};

interface Row {
  name: string;
  call: (api: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  answer: unknown;
  status?: number;
  result: unknown;
}

const plateCheckRecord = {
  id: 1,
  company_id: 1,
  kind: 'batch',
  description: 'Frota sul',
  status: 'done',
  status_label: 'Concluída',
  source: 'builtin',
  total: 2,
  processed: 2,
  created_by: 'Ana',
  created_at: '2026-11-26T13:04:05.000Z',
  updated_at: '2026-11-26T13:04:09.000Z',
};

const rows: Row[] = [
  {
    name: 'auth.logout',
    call: (api) => api.auth.logout(),
    method: 'POST',
    path: '/api/auth/logout',
    answer: null,
    result: null,
  },
  {
    name: 'auth.logoutAll',
    call: (api) => api.auth.logoutAll(),
    method: 'POST',
    path: '/api/auth/logout-all',
    answer: null,
    result: null,
  },
  {
    name: 'shippers.list',
    call: (api) =>
      api.shippers.list({ page: 2, per_page: 10, name: 'Emb', cnpj: '', sort: 'name', order: 'desc' }),
    method: 'GET',
    path: '/api/shippers',
    query: { page: '2', per_page: '10', name: 'Emb', sort: 'name', order: 'desc' },
    answer: page([shipper]),
    result: page([shipper]),
  },
  {
    name: 'shippers.meList',
    call: (api) => api.shippers.meList(),
    method: 'GET',
    path: '/api/me/list/shippers',
    answer: [shipper],
    result: [shipper],
  },
  {
    name: 'shippers.get',
    call: (api) => api.shippers.get(3),
    method: 'GET',
    path: '/api/shippers/3',
    answer: shipper,
    result: shipper,
  },
  {
    name: 'shippers.create',
    call: (api) => api.shippers.create({ company_id: 2, document: '11222333000181', name: 'Embarcadora' }),
    method: 'POST',
    path: '/api/shippers',
    body: { company_id: 2, document: '11222333000181', name: 'Embarcadora' },
    answer: shipper,
    status: 201,
    result: shipper,
  },
  {
    name: 'shippers.update',
    call: (api) => api.shippers.update(3, { name: 'Nova' }),
    method: 'PUT',
    path: '/api/shippers/3',
    body: { name: 'Nova' },
    answer: shipper,
    result: shipper,
  },
  {
    name: 'shippers.delete',
    call: (api) => api.shippers.delete(3),
    method: 'DELETE',
    path: '/api/shippers/3',
    answer: { deleted: true },
    result: { deleted: true },
  },
  {
    name: 'companies.list',
    call: (api) => api.companies.list({ legal_name: 'Acme Ltda', per_page: -1 }),
    method: 'GET',
    path: '/api/companies',
    query: { legal_name: 'Acme Ltda', per_page: '-1' },
    answer: page([companyWire]),
    result: {
      total: 1,
      data: [{ id: 2, settings: { primary_color: '#123456', allow_create_route: false } }],
    },
  },
  {
    name: 'companies.meList',
    call: (api) => api.companies.meList(),
    method: 'GET',
    path: '/api/me/list/companies',
    answer: [companyWire],
    result: [{ id: 2, name: 'Acme' }],
  },
  {
    name: 'companies.get',
    call: (api) => api.companies.get('2'),
    method: 'GET',
    path: '/api/companies/2',
    answer: companyWire,
    result: { id: 2 },
  },
  {
    name: 'companies.delete',
    call: (api) => api.companies.delete(2),
    method: 'DELETE',
    path: '/api/companies/2',
    answer: null,
    result: null,
  },
  {
    name: 'routes.list with every filter',
    call: (api) =>
      api.routes.list({
        page: 1,
        per_page: 10,
        name: 'SP',
        waypoints: 'Curitiba',
        type: 'shortest',
        created_at_start: '2026-01-01',
        created_at_end: '2026-12-31',
        updated_at_start: '2026-02-01',
        updated_at_end: undefined,
      }),
    method: 'GET',
    path: '/api/routes',
    query: {
      page: '1',
      per_page: '10',
      name: 'SP',
      waypoints: 'Curitiba',
      type: 'shortest',
      created_at_start: '2026-01-01',
      created_at_end: '2026-12-31',
      updated_at_start: '2026-02-01',
    },
    answer: page([savedRouteWire]),
    result: page([savedRouteWire]),
  },
  {
    name: 'routes.get',
    call: (api) => api.routes.get(11),
    method: 'GET',
    path: '/api/routes/11',
    answer: savedRouteWire,
    result: savedRouteWire,
  },
  {
    name: 'routes.create',
    call: (api) => api.routes.create(routeBody),
    method: 'POST',
    path: '/api/routes',
    body: routeBody,
    answer: { id: 11, alert: 'Rota salva.' },
    status: 201,
    result: { id: 11, alert: 'Rota salva.' },
  },
  {
    name: 'routes.update sends the id in the body',
    call: (api) => api.routes.update(11, routeBody),
    method: 'PUT',
    path: '/api/routes/11',
    body: { ...routeBody, id: 11 },
    answer: { id: 11 },
    result: { id: 11 },
  },
  {
    name: 'routes.delete',
    call: (api) => api.routes.delete(11),
    method: 'DELETE',
    path: '/api/routes/11',
    answer: 1,
    result: 1,
  },
  {
    name: 'routes.calculate',
    call: (api) => api.routes.calculate(routeRequest('Curitiba, PR')),
    method: 'POST',
    path: '/api/routes/route',
    body: {
      waypoints: [{ name: 'São Paulo, SP', lat: -23.5489, lng: -46.6388 }, { name: 'Curitiba, PR' }],
      type_route: 'efficient',
      mc: 'mc',
    },
    answer: routeResponseWire(),
    result: { selected: 0, rotas: [{ rota: { trip: { summary: { length: 411.1 } } } }] },
  },
  {
    name: 'geocode',
    call: (api) => api.geocode('Curitiba, PR'),
    method: 'GET',
    path: '/api/geocode',
    query: { q: 'Curitiba, PR' },
    answer: { coords: { lat: -25.4284, lng: -49.2733 } },
    result: { coords: { lat: -25.4284, lng: -49.2733 } },
  },
  {
    name: 'routes.encrypted',
    call: (api) => api.routes.encrypted('v1.abc'),
    method: 'GET',
    path: '/api/routes/encrypted',
    query: { json: 'v1.abc' },
    answer: routeResponseWire(),
    result: { selected: 0, rotas: [{ rota: { trip: { summary: { length: 411.1 } } } }] },
  },
  {
    name: 'shortLink with category 4',
    call: (api) => api.shortLink('https://example.com/app/?data=x'),
    method: 'GET',
    path: '/api/short-links',
    query: { category_id: '4', redirect_to: 'https://example.com/app/?data=x' },
    answer: { full_url: 'https://example.com/s/Ab3dE9' },
    result: { full_url: 'https://example.com/s/Ab3dE9' },
  },
  {
    name: 'plates.list maps the vehicle type',
    call: (api) => api.plates.list({ plate: 'ABC', sort: 'brand', order: 'asc' }),
    method: 'GET',
    path: '/api/plates',
    query: { plate: 'ABC', sort: 'brand', order: 'asc' },
    answer: page([plateWire]),
    result: page([appPlate]),
  },
  {
    name: 'plates.meList maps the vehicle type',
    call: (api) => api.plates.meList(),
    method: 'GET',
    path: '/api/me/list/plates',
    answer: [plateWire, { ...plateWire, id: 8, vehicle_type_pepsico: null }],
    result: [appPlate, { ...appPlate, id: 8, vehicleTypePepsico: null }],
  },
  {
    name: 'plates.get',
    call: (api) => api.plates.get(7),
    method: 'GET',
    path: '/api/plates/7',
    answer: plateWire,
    result: appPlate,
  },
  {
    name: 'plates.create sends the wire shape',
    call: (api) => api.plates.create(plateBody),
    method: 'POST',
    path: '/api/plates',
    body: plateBody,
    answer: plateWire,
    status: 201,
    result: appPlate,
  },
  {
    name: 'plates.update',
    call: (api) => api.plates.update(7, { brand: 'Scania' }),
    method: 'PUT',
    path: '/api/plates/7',
    body: { brand: 'Scania' },
    answer: { ...plateWire, brand: 'Scania' },
    result: { ...appPlate, brand: 'Scania' },
  },
  {
    name: 'plates.delete',
    call: (api) => api.plates.delete(7),
    method: 'DELETE',
    path: '/api/plates/7',
    answer: null,
    result: null,
  },
  {
    name: 'vehicleTypes.list',
    call: (api) => api.vehicleTypes.list(),
    method: 'GET',
    path: '/api/vehicles/types',
    answer: [vehicleType],
    result: [vehicleType],
  },
  {
    name: 'costCenters.list',
    call: (api) => api.costCenters.list({ name: 'Log' }),
    method: 'GET',
    path: '/api/cost-centers',
    query: { name: 'Log' },
    answer: page([costCenter]),
    result: page([costCenter]),
  },
  {
    name: 'costCenters.meList',
    call: (api) => api.costCenters.meList(),
    method: 'GET',
    path: '/api/me/list/cost-centers',
    answer: [costCenter],
    result: [costCenter],
  },
  {
    name: 'costCenters.create',
    call: (api) => api.costCenters.create({ company_id: 2, name: 'Logística' }),
    method: 'POST',
    path: '/api/cost-centers',
    body: { company_id: 2, name: 'Logística' },
    answer: costCenter,
    status: 201,
    result: costCenter,
  },
  {
    name: 'costCenters.update',
    call: (api) => api.costCenters.update(5, { name: 'Frota' }),
    method: 'PUT',
    path: '/api/cost-centers/5',
    body: { name: 'Frota' },
    answer: { ...costCenter, name: 'Frota' },
    result: { ...costCenter, name: 'Frota' },
  },
  {
    name: 'plateChecks.list',
    call: (api) => api.plateChecks.list({ date_start: '2026-01-01', status: 'done', description: '' }),
    method: 'GET',
    path: '/api/plates-osa',
    query: { date_start: '2026-01-01', status: 'done' },
    answer: page([plateCheckRecord]),
    result: page([plateCheckRecord]),
  },
  {
    name: 'plateChecks.get',
    call: (api) => api.plateChecks.get(1),
    method: 'GET',
    path: '/api/plates-osa/1',
    answer: { ...plateCheckRecord, items: [] },
    result: { ...plateCheckRecord, items: [] },
  },
  {
    name: 'plateChecks.delete',
    call: (api) => api.plateChecks.delete(1),
    method: 'DELETE',
    path: '/api/plates-osa/1',
    answer: null,
    result: null,
  },
  {
    name: 'plateChecks.cancel',
    call: (api) => api.plateChecks.cancel(1),
    method: 'GET',
    path: '/api/plates-osa/1/cancel',
    answer: { cancelled: true },
    result: { cancelled: true },
  },
  {
    name: 'plateChecks.checkOne',
    call: (api) => api.plateChecks.checkOne('ABC1D23'),
    method: 'POST',
    path: '/api/plates-osa/check-one',
    body: { plate: 'ABC1D23' },
    answer: { conectcar: true, movemais: false, semparar: true, veloe: false },
    result: { conectcar: true, movemais: false, semparar: true, veloe: false },
  },
  ...(['users', 'roles'] as const).flatMap((name): Row[] => [
    {
      name: `${name}.list`,
      call: (api) => api[name].list({ page: 1, name: 'Ana' }),
      method: 'GET',
      path: `/api/${name}`,
      query: { page: '1', name: 'Ana' },
      answer: page([{ id: 1, name: 'Ana' }]),
      result: page([{ id: 1, name: 'Ana' }]),
    },
    {
      name: `${name}.get`,
      call: (api) => api[name].get(1),
      method: 'GET',
      path: `/api/${name}/1`,
      answer: { id: 1, name: 'Ana' },
      result: { id: 1, name: 'Ana' },
    },
    {
      name: `${name}.create`,
      call: (api) => api[name].create({ name: 'Ana' }),
      method: 'POST',
      path: `/api/${name}`,
      body: { name: 'Ana' },
      answer: { id: 1, name: 'Ana' },
      status: 201,
      result: { id: 1, name: 'Ana' },
    },
    {
      name: `${name}.update`,
      call: (api) => api[name].update(1, { name: 'Bia' }),
      method: 'PUT',
      path: `/api/${name}/1`,
      body: { name: 'Bia' },
      answer: { id: 1, name: 'Bia' },
      result: { id: 1, name: 'Bia' },
    },
    {
      name: `${name}.delete`,
      call: (api) => api[name].delete(1),
      method: 'DELETE',
      path: `/api/${name}/1`,
      answer: null,
      result: null,
    },
  ]),
  {
    name: 'roles.permissions',
    call: (api) => api.roles.permissions(),
    method: 'GET',
    path: '/api/permissions',
    answer: [{ name: 'route-create', description: 'Criar e salvar rotas' }],
    result: [{ name: 'route-create', description: 'Criar e salvar rotas' }],
  },
];

describe('endpoints of SPEC §7', () => {
  it.each(rows)(
    '$name → $method $path',
    async ({ call, method, path, query, body, answer, status, result }) => {
      const { server, api } = setup();
      server.on(method, path, () => ok(answer, status ?? 200));
      const response = await call(api);
      expect(response).toMatchObject({ success: true, statusCode: status ?? 200, data: result });
      expect(server.requests).toHaveLength(1);
      const request = server.requests[0];
      expect(Object.fromEntries(request?.query ?? [])).toEqual(query ?? {});
      if (body === undefined) expect(request?.body).toBeUndefined();
      else expect(request?.body).toMatchObject(body);
      expect(request?.headers.get('authorization')).toBe('Bearer abc');
    },
  );

  it('a record that does not match its schema rejects with the generic error', async () => {
    const { server, api, onServerError } = setup();
    server.on('GET', '/api/plates/7', () => ok({ ...plateWire, category: 'nave' }));
    await expect(api.plates.get(7)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'Ocorreu um erro.',
      response: { title: 'Erro!', details: 'Contate o suporte caso o erro persista.' },
    });
    expect(onServerError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'invalid-response', path: '/api/plates/7' }),
    );
  });

  it('a list answered without paging rejects with the generic error', async () => {
    const { server, api } = setup();
    server.on('GET', '/api/shippers', () => ok([shipper]));
    await expect(api.shippers.list()).rejects.toMatchObject({ message: 'Ocorreu um erro.' });
  });

  it('encodes record ids in paths', async () => {
    const { server, api } = setup();
    server.on('GET', '/api/roles/:id', (request) => ok({ id: 1, asked: request.params['id'] }));
    expect(await api.roles.get('a/b')).toMatchObject({ data: { asked: 'a/b' } });
    expect(server.requests[0]?.path).toBe('/api/roles/a%2Fb');
  });
});

describe('company logo', () => {
  it('companies.uploadLogo posts the image as form field logo and gives the new settings', async () => {
    const { server, api } = setup();
    const settings = {
      allow_create_route: true,
      vpo_allow_select_tag: false,
      primary_color: '#112233',
      primary_color_is_dark: false,
      logo: '/api/companies/3/logo/0123456789abcdef',
    };
    server.on('POST', '/api/companies/3/logo', () => ok(settings));
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const response = await api.companies.uploadLogo(3, image);
    expect(response).toMatchObject({ success: true, data: settings });
    const form = server.requests[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    const sent = (form as FormData).get('logo');
    expect(sent).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer abc');
  });

  it('companies.removeLogo deletes the stored logo and gives the settings with the default logo', async () => {
    const { server, api } = setup();
    server.on('DELETE', '/api/companies/3/logo', () => ok({ logo: null }));
    const response = await api.companies.removeLogo(3);
    expect(response).toMatchObject({ success: true, data: { logo: '/app/logo.svg' } });
  });

  it('a refused logo resolves with the pt-BR message of the field', async () => {
    const { server, api } = setup();
    server.on('POST', '/api/companies/3/logo', () =>
      json(
        {
          success: false,
          statusCode: 422,
          message: 'Dados inválidos',
          details: { logo: 'O logo deve ser uma imagem PNG, JPEG ou WebP.' },
        },
        422,
      ),
    );
    const response = await api.companies.uploadLogo(3, new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(response).toMatchObject({
      success: false,
      statusCode: 422,
      details: { logo: 'O logo deve ser uma imagem PNG, JPEG ou WebP.' },
    });
  });
});

describe('downloads', () => {
  it('routes.export sends the list filters and returns the file', async () => {
    const { server, api } = setup();
    server.on(
      'GET',
      '/api/routes/export',
      () =>
        new Response(new Blob(['x']), {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename=rotas.csv' },
        }),
    );
    const response = await api.routes.export({ type: 'shortest', name: '', sort: 'distance', order: 'desc' });
    expect(response).toMatchObject({
      success: true,
      data: { filename: 'rotas.csv', contentType: 'text/csv' },
    });
    expect(server.requests[0]?.query.toString()).toBe('type=shortest&sort=distance&order=desc');
  });

  it('plateChecks.export returns the file, or the error read from the blob', async () => {
    const { server, api } = setup();
    server.on(
      'GET',
      '/api/plates-osa/1/export',
      () => new Response(new Blob(['%PDF'], { type: 'application/pdf' })),
    );
    server.on('GET', '/api/plates-osa/2/export', () =>
      json({ success: false, statusCode: 404, message: 'Sem arquivo.' }, 404),
    );
    const file = await api.plateChecks.export(1);
    expect(file.success && (await file.data.blob.text())).toBe('%PDF');
    expect(await api.plateChecks.export(2)).toMatchObject({ success: false, message: 'Sem arquivo.' });
  });
});

describe('calls whose failure is only logged', () => {
  it('plates.tags posts plate_id and returns the tags', async () => {
    const { server, api } = setup();
    server.on('POST', '/api/plates/7', () => ok(['Sem Parar', 'Veloe']));
    expect(await api.plates.tags(7)).toEqual(['Sem Parar', 'Veloe']);
    expect(server.requests[0]?.body).toEqual({ plate_id: 7 });
  });

  it('plates.tagsAnswer passes a failure on (the admin shows the tags as unknown, not as none)', async () => {
    const { server, api } = setup();
    server.on('POST', '/api/plates/7', () => ok(['Veloe']));
    server.on('POST', '/api/plates/8', () =>
      json({ success: false, statusCode: 404, message: 'Sem placa' }, 404),
    );
    server.on('POST', '/api/plates/9', () => json({ success: false, statusCode: 502, message: 'x' }, 502));
    expect(await api.plates.tagsAnswer(7)).toMatchObject({ success: true, data: ['Veloe'] });
    expect(server.requests[0]?.body).toEqual({ plate_id: 7 });
    expect(await api.plates.tagsAnswer(8)).toMatchObject({ success: false, message: 'Sem placa' });
    await expect(api.plates.tagsAnswer(9)).rejects.toMatchObject({ kind: 'server' });
  });

  it.each([
    {
      name: 'an error response',
      answer: () => json({ success: false, statusCode: 404, message: 'Sem tags' }, 404),
      kind: 'ignored',
    },
    { name: 'a server error', answer: () => json({ message: 'x' }, 500), kind: 'server' },
    { name: 'invalid data', answer: () => ok({ tags: 1 }), kind: 'invalid-response' },
  ])('plates.tags gives [] on $name, logged', async ({ answer, kind }) => {
    const { server, api, onServerError } = setup();
    server.on('POST', '/api/plates/7', answer);
    expect(await api.plates.tags(7)).toEqual([]);
    expect(onServerError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ kind, path: '/api/plates/7' }),
    );
  });

  it('costCenters.get gives the record', async () => {
    const { server, api } = setup();
    server.on('GET', '/api/cost-centers/5', () => ok(costCenter));
    expect(await api.costCenters.get(5)).toEqual(costCenter);
  });

  it.each([
    {
      name: 'an error response',
      answer: () => json({ success: false, statusCode: 404, message: 'Não há' }, 404),
      kind: 'ignored',
    },
    {
      name: 'a network failure',
      answer: () => {
        throw new TypeError('fetch failed');
      },
      kind: 'network',
    },
  ])('costCenters.get gives null on $name, logged', async ({ answer, kind }) => {
    const { server, api, onServerError } = setup();
    server.on('GET', '/api/cost-centers/5', answer);
    expect(await api.costCenters.get(5)).toBeNull();
    expect(onServerError).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ kind }));
  });

  it('costCenters.show gives the whole answer, the server message of a failure included', async () => {
    const { server, api } = setup();
    server.on('GET', '/api/cost-centers/5', () => ok(costCenter));
    server.on('GET', '/api/cost-centers/6', () =>
      json({ success: false, statusCode: 404, message: 'Registro não encontrado.' }, 404),
    );
    expect(await api.costCenters.show(5)).toMatchObject({ success: true, data: costCenter });
    expect(await api.costCenters.show(6)).toMatchObject({
      success: false,
      statusCode: 404,
      message: 'Registro não encontrado.',
    });
  });

  it.each([
    { name: 'plates.tags', call: (api: ApiClient, signal: AbortSignal) => api.plates.tags(7, { signal }) },
    {
      name: 'costCenters.get',
      call: (api: ApiClient, signal: AbortSignal) => api.costCenters.get(5, { signal }),
    },
  ])('$name still rejects when aborted', async ({ call }) => {
    const { server, api } = setup();
    server.on('POST', '/api/plates/7', () => new Promise<Response>(() => undefined));
    server.on('GET', '/api/cost-centers/5', () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = call(api, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('plate-check upload', () => {
  it('plateChecks.uploadBatch posts the file and sends description and company in the query too', async () => {
    const { server, api } = setup();
    server.on('POST', '/api/plates-osa/upload', () => ok(plateCheckRecord, 201));
    const form = new FormData();
    form.append('file', new Blob(['placa\nBRA2E19'], { type: 'text/csv' }), 'frota.csv');
    form.append('description', 'Frota sul');
    form.append('company_id', '3');
    const response = await api.plateChecks.uploadBatch(form);
    expect(response).toMatchObject({ success: true, data: plateCheckRecord });
    const request = server.requests[0];
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ description: 'Frota sul', company_id: '3' });
    expect((request?.body as FormData).get('file')).toBeInstanceOf(Blob);
  });
});
