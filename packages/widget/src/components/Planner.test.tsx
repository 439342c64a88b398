import { authSchema, STORAGE_KEYS } from '@freight/core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { isolatedEnvironment } from '../environment/isolated-environment.ts';
import { createMemoryKeyValueStorage } from '../environment/memory-key-value-storage.ts';
import type { LoginDetail, RouteSavedDetail } from '../events/planner-events.ts';
import type { PlannerConfig } from '../stores/config-store.ts';
import { createPlannerStores } from '../stores/planner-stores.ts';
import type { PlannerStores } from '../stores/planner-stores.ts';
import { createFakeServer, deferred, json, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO, SAVED_SP_CWB } from '../test-support/fixtures.ts';
import { all, find, findButton } from '../test-support/queries.ts';
import { renderInShadowRoot } from '../test-support/render-in-shadow-root.tsx';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { Planner } from './Planner.tsx';

const BLANK_STYLE = `data:application/json,${encodeURIComponent(
  JSON.stringify({ version: 8, sources: {}, layers: [{ id: 'bg', type: 'background' }] }),
)}`;

const cleanups: (() => void)[] = [];

afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

interface Mounted {
  readonly shadow: ShadowRoot;
  readonly stores: PlannerStores;
  readonly storage: ReturnType<typeof createMemoryKeyValueStorage>;
  readonly saved: RouteSavedDetail[];
  readonly logins: LoginDetail[];
}

function mount(server: FakeServer, config: Partial<PlannerConfig> = {}): Mounted {
  const storage = createMemoryKeyValueStorage();
  const stores = createPlannerStores(isolatedEnvironment({ fetch: server.fetch, storage }), {
    mapStyle: BLANK_STYLE,
    ...config,
  });
  const saved: RouteSavedDetail[] = [];
  const logins: LoginDetail[] = [];
  const rendered = renderInShadowRoot(
    <Planner
      stores={stores}
      onRouteSaved={(detail) => void saved.push(detail)}
      onLogin={(detail) => void logins.push(detail)}
    />,
    1100,
  );
  rendered.host.style.height = '700px';
  cleanups.push(() => {
    rendered.unmount();
    stores.dispose();
  });
  return { shadow: rendered.shadow, stores, storage, saved, logins };
}

function inputs(shadow: ShadowRoot): string[] {
  return all<HTMLInputElement>(shadow, '[data-testid="waypoint-input"]').map((input) => input.value);
}

function hasButton(shadow: ShadowRoot, name: string): boolean {
  return all(shadow, 'button').some((candidate) => candidate.textContent?.trim() === name);
}

/** The answer of a shared route: the route, with the request that made it (a 3-axle bus, shortest, return, date). */
function sharedAnswer(): Record<string, unknown> {
  return {
    ...twoAlternativesResponse(),
    config: {
      waypoints: [
        { name: SAO_PAULO.searchText, ...SAO_PAULO.coordinates },
        { name: CURITIBA.searchText, ...CURITIBA.coordinates },
      ],
      type_route: 'shortest',
      mc: 'mc',
      config_rota: { volta: true, costing: 'bus', costing_options: {} },
      config_veiculo: { categoria: 'bus', eixos: 3 },
      config_pedagio: { prices_from_date: '2026-08-05' },
    },
  };
}

const SAVED_ROUTE = { ...SAVED_SP_CWB, company_id: 9 };

const POSITIONS: Record<string, { lat: number; lng: number }> = {
  [SAO_PAULO.searchText]: SAO_PAULO.coordinates,
  [CURITIBA.searchText]: CURITIBA.coordinates,
};

function auth(permissions: string[]) {
  return { token: 'tk-1', email: 'ana@acme.com.br', settings: { roles: ['operator'], permissions } };
}

describe('a shared route (data attribute)', () => {
  it('loads the encrypted route without login and shows it read-only, without calculating', async () => {
    const answer = deferred<Response>();
    const server = createFakeServer().on('GET', '/api/routes/encrypted', () => answer.promise);
    const { shadow, stores } = mount(server, { data: 'b64:abc' });
    await expect
      .poll(() => shadow.querySelector('[data-testid="opening-route"]')?.textContent)
      .toBe('Carregando rota...');
    expect(server.requestsTo('/api/routes/encrypted')[0]?.query.get('json')).toBe('b64:abc');
    expect(server.requestsTo('/api/routes/encrypted')[0]?.headers.has('authorization')).toBe(false);
    answer.resolve(ok(sharedAnswer()));

    await find(shadow, '[data-testid="route-options"]');
    expect(inputs(shadow)).toEqual([SAO_PAULO.searchText, CURITIBA.searchText]);
    const settings = await find(shadow, '[data-testid="shared-route-settings"]');
    expect(settings.textContent).toContain('Veículo: Ônibus, 3 eixos');
    expect(settings.textContent).toContain('Tipo de rota: Mais curta');
    expect(settings.textContent).toContain('Com retorno');
    expect(settings.textContent).toContain('Data retroativa: 05/08/2026');
    expect(shadow.querySelector('[data-testid="opening-route"]')).toBeNull();
    for (const name of ['Calcular', 'Limpar campos', 'Salvar rota'])
      expect(hasButton(shadow, name)).toBe(false);

    await userEvent.click(all(shadow, '[data-testid="waypoint-input"]')[0] as HTMLElement);
    expect(shadow.querySelector('[data-testid="search-input"]')).toBeNull();
    expect(shadow.querySelector('[data-testid="saved-routes-dialog"]')).toBeNull();
    await stores.route.calculate();
    expect(server.requestsTo('/api/routes/route')).toEqual([]);
  });

  it('shows the pt-BR error of a refused token', async () => {
    const server = createFakeServer().on('GET', '/api/routes/encrypted', () =>
      json({ success: false, statusCode: 400, message: 'Link de rota inválido ou expirado.' }, 400),
    );
    const { shadow } = mount(server, { data: 'b64:broken' });
    await expect
      .poll(() => shadow.querySelector('[data-testid="opening-error"]')?.textContent)
      .toBe('Link de rota inválido ou expirado.');
    expect(shadow.querySelector('[data-testid="route-options"]')).toBeNull();
  });
});

describe('a saved route (route-id attribute)', () => {
  function savedRouteServer(): FakeServer {
    return createFakeServer()
      .on('GET', '/api/routes/4', () => ok(SAVED_ROUTE))
      .on('GET', '/api/geocode', (request) => ok({ coords: POSITIONS[request.query.get('q') ?? ''] }))
      .on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()))
      .on('GET', '/api/me/list/companies', () =>
        ok([
          { id: 7, name: 'Transportes Sul' },
          { id: 9, name: 'Frete Norte' },
        ]),
      )
      .on('PUT', '/api/routes/4', () => ok({ id: 4 }))
      .on('POST', '/api/routes', () => ok({ id: 12 }, 201));
  }

  it("opens and calculates it; 'Salvar' updates it with its nickname, then 'Sucesso' and the fields reset", async () => {
    const server = savedRouteServer();
    const { shadow, saved } = mount(server, { routeId: '4', token: 'tk-1' });
    await find(shadow, '[data-testid="route-options"]');
    expect(inputs(shadow)).toEqual([SAO_PAULO.searchText, CURITIBA.searchText]);
    expect(server.requestsTo('/api/routes/route')).toHaveLength(1);

    await userEvent.click(await findButton(shadow, 'Salvar rota'));
    const slug = await find<HTMLInputElement>(shadow, '[data-testid="save-route-dialog"] input[name="slug"]');
    await expect.poll(() => slug.value).toBe('SP-CWB');
    await expect
      .poll(() => shadow.querySelector<HTMLSelectElement>('select[name="company_id"]')?.value)
      .toBe('9');
    await userEvent.click(await findButton(shadow, 'Salvar'));
    await expect.poll(() => saved).toEqual([{ id: 4, slug: 'SP-CWB' }]);
    const [update] = server.requestsTo('/api/routes/4').filter((request) => request.method === 'PUT');
    expect(update?.body).toMatchObject({ id: 4, slug: 'SP-CWB', company_id: 9, type: 'efficient' });
    expect(
      server.requests.some((request) => request.method === 'POST' && request.path === '/api/routes'),
    ).toBe(false);

    const success = await find(shadow, '[data-testid="save-route-success"]');
    expect(success.textContent).toContain('Sucesso');
    await userEvent.click(await findButton(shadow, 'OK'));
    await expect.poll(() => inputs(shadow)).toEqual(['', '']);
    expect(shadow.querySelector('[data-testid="route-options"]')).toBeNull();
  });

  it("'Salvar como nova' creates another route from an opened one", async () => {
    const server = savedRouteServer();
    const { shadow, saved } = mount(server, { routeId: '4', token: 'tk-1' });
    await find(shadow, '[data-testid="route-options"]');
    await userEvent.click(await findButton(shadow, 'Salvar rota'));
    const again = await find<HTMLInputElement>(
      shadow,
      '[data-testid="save-route-dialog"] input[name="slug"]',
    );
    await expect.poll(() => again.value).toBe('SP-CWB');
    await userEvent.clear(again);
    await userEvent.type(again, 'SP-CWB 2');
    await userEvent.click(await findButton(shadow, 'Salvar como nova'));
    await expect.poll(() => saved).toEqual([{ id: 12, slug: 'SP-CWB 2' }]);
    const created = server.requests.find(
      (request) => request.method === 'POST' && request.path === '/api/routes',
    );
    expect(created?.body).toMatchObject({ slug: 'SP-CWB 2' });
    expect(created?.body).not.toHaveProperty('id');
    expect(server.requestsTo('/api/routes/4').some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows the error of a route that cannot be opened', async () => {
    const server = createFakeServer().on('GET', '/api/routes/99', () =>
      json({ success: false, statusCode: 404, message: 'Rota não encontrada.' }, 404),
    );
    const { shadow } = mount(server, { routeId: '99', token: 'tk-1' });
    await expect
      .poll(() => shadow.querySelector('[data-testid="opening-error"]')?.textContent)
      .toBe('Rota não encontrada.');
  });
});

describe('the embedded login', () => {
  it("shows 'E-mail', 'Senha' and 'Entrar' instead of the planner, checks both fields and shows a refusal", async () => {
    const server = createFakeServer().on('POST', '/api/auth/login', () =>
      json({ success: false, statusCode: 422, message: 'E-mail ou senha inválidos.' }, 422),
    );
    const { shadow } = mount(server, { embedded: true });
    const form = await find(shadow, '[data-testid="login-form"]');
    expect(shadow.querySelector('[data-testid="route-settings-panel"]')).toBeNull();
    expect(form.textContent).toContain('E-mail');
    expect(form.textContent).toContain('Senha');
    await userEvent.click(await findButton(shadow, 'Entrar'));
    await expect
      .poll(() => [...form.querySelectorAll('.MuiFormHelperText-root')].map((node) => node.textContent))
      .toEqual(['Esse campo é obrigatório', 'Esse campo é obrigatório']);
    expect(server.requests).toEqual([]);

    await userEvent.type(await find(shadow, 'input[name="email"]'), 'ana@acme.com.br');
    await userEvent.type(await find(shadow, 'input[name="password"]'), 'errada');
    await userEvent.click(await findButton(shadow, 'Entrar'));
    await expect
      .poll(() => shadow.querySelector('[data-testid="login-error"]')?.textContent)
      .toBe('E-mail ou senha inválidos.');
  });

  it('logs in, keeps the token and shows the planner', async () => {
    const server = createFakeServer()
      .on('POST', '/api/auth/login', () => ok(auth(['route-calculate', 'route-create'])))
      .on('GET', '/api/auth/validate', () => ok(auth(['route-calculate', 'route-create'])));
    const { shadow, storage } = mount(server, { embedded: true });
    await userEvent.type(await find(shadow, 'input[name="email"]'), 'ana@acme.com.br');
    await userEvent.type(await find(shadow, 'input[name="password"]'), 's3cret');
    await userEvent.click(await findButton(shadow, 'Entrar'));
    await find(shadow, '[data-testid="route-settings-panel"]');
    expect(shadow.querySelector('[data-testid="login-form"]')).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tk-1');
    expect(server.requestsTo('/api/auth/login')[0]?.body).toEqual({
      email: 'ana@acme.com.br',
      password: 's3cret',
    });
  });

  it("reads 'Login Inválido' when the login is answered 401", async () => {
    const server = createFakeServer().on('POST', '/api/auth/login', () =>
      json({ success: false, statusCode: 401, message: 'Não autenticado.' }, 401),
    );
    const { shadow } = mount(server, { embedded: true });
    await userEvent.type(await find(shadow, 'input[name="email"]'), 'ana@acme.com.br');
    await userEvent.type(await find(shadow, 'input[name="password"]'), 's3cret');
    await userEvent.click(await findButton(shadow, 'Entrar'));
    await expect
      .poll(() => shadow.querySelector('[data-testid="login-error"]')?.textContent)
      .toBe('Login Inválido');
  });

  it('is not shown without embedded, nor for a shared route', async () => {
    const plain = mount(createFakeServer());
    await find(plain.shadow, '[data-testid="route-settings-panel"]');
    expect(plain.shadow.querySelector('[data-testid="login-form"]')).toBeNull();
    const shared = mount(
      createFakeServer().on('GET', '/api/routes/encrypted', () => ok(sharedAnswer())),
      {
        embedded: true,
        data: 'b64:abc',
      },
    );
    await find(shared.shadow, '[data-testid="shared-route-settings"]');
    expect(shared.shadow.querySelector('[data-testid="login-form"]')).toBeNull();
  });

  it("after a 401 shows 'Login Inválido', then the form once it is dismissed, and tells the host", async () => {
    const server = createFakeServer().on('POST', '/api/routes/route', () =>
      json({ success: false, statusCode: 401, message: 'Não autenticado.' }, 401),
    );
    const { shadow, stores, logins } = mount(server, { embedded: true, token: 'tk-1' });
    await find(shadow, '[data-testid="route-settings-panel"]');
    stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await stores.route.calculate();
    const dialog = await find(shadow, '[data-testid="route-error-dialog"]');
    expect(dialog.textContent).toContain('Login Inválido');
    expect(dialog.textContent).toContain('Sua sessão foi encerrada');
    expect(shadow.querySelector('[data-testid="login-form"]')).toBeNull();
    expect(logins[0]).toEqual({ reason: 'unauthorized', embedded: true });
    await userEvent.click(await findButton(shadow, 'OK'));
    await find(shadow, '[data-testid="login-form"]');
    expect(logins[1]).toEqual({ reason: 'invalid-login', embedded: true });
  });
});

describe('permissions (SPEC §6)', () => {
  it("without 'route-calculate' Calcular shows the permission message and calls nothing", async () => {
    const server = createFakeServer().on('GET', '/api/auth/validate', () => ok(auth(['route-list'])));
    const { shadow, stores } = mount(server, { token: 'tk-1' });
    await expect.poll(() => stores.session.$auth.get()?.email).toBe('ana@acme.com.br');
    stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await userEvent.click(await findButton(shadow, 'Calcular'));
    await expect
      .poll(() => shadow.querySelector('[data-testid="route-error-dialog"]')?.textContent)
      .toContain('Você não tem permissão para acessar este recurso.');
    expect(server.requestsTo('/api/routes/route')).toEqual([]);
  });

  it("view mode: the waypoint area opens 'Minhas rotas' ('Clique para carregar uma rota'); 'Adicionar Rota' needs 'route-create'", async () => {
    const server = createFakeServer()
      .on('GET', '/api/auth/validate', () => ok(auth(['route-calculate', 'route-list'])))
      .on('GET', '/api/routes', () => ok({ data: [SAVED_ROUTE], total: 1, current_page: 1, per_page: 10 }));
    const { shadow, stores } = mount(server, { token: 'tk-1', mode: 'view' });
    await expect.poll(() => stores.session.$auth.get()).not.toBeNull();
    const area = await find(shadow, '[data-testid="view-mode-waypoints"]');
    expect(area.getAttribute('aria-label')).toBe('Clique para carregar uma rota');
    await userEvent.hover(area);
    await expect
      .poll(() => shadow.querySelector('[role="tooltip"]')?.textContent)
      .toBe('Clique para carregar uma rota');
    await userEvent.click(area);
    await expect.poll(() => shadow.querySelectorAll('[data-testid="saved-route-row"]').length).toBe(1);
    expect(hasButton(shadow, 'Adicionar Rota')).toBe(false);

    stores.session.setAuth(authSchema.parse(auth(['route-calculate', 'route-list', 'route-create'])));
    await expect.poll(() => hasButton(shadow, 'Adicionar Rota')).toBe(true);
    await userEvent.click(await findButton(shadow, 'Adicionar Rota'));
    await expect.poll(() => stores.config.$config.get().mode).toBe('create');
    await expect.poll(() => shadow.querySelector('[data-testid="saved-routes-dialog"]')).toBeNull();
  });

  it("manual mode without 'route-create' keeps the waypoints read-only", async () => {
    const server = createFakeServer().on('GET', '/api/auth/validate', () => ok(auth(['route-calculate'])));
    const { shadow, stores } = mount(server, { token: 'tk-1', mode: 'manual' });
    await expect.poll(() => stores.config.$viewMode.get()).toBe(true);
    await userEvent.click(all(shadow, '[data-testid="waypoint-input"]')[0] as HTMLElement);
    expect(shadow.querySelector('[data-testid="search-input"]')).toBeNull();
  });
});
