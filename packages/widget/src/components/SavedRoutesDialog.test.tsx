import { authSchema } from '@freight/core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createFakeServer, deferred, json, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO, SAVED_SP_CWB } from '../test-support/fixtures.ts';
import { chosenText, find, findButton, findSelect, optionTexts } from '../test-support/queries.ts';
import { renderPlannerPart } from '../test-support/render-planner-part.tsx';
import type { PartRender } from '../test-support/render-planner-part.tsx';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { SavedRoutesDialog } from './SavedRoutesDialog.tsx';

const rendered: PartRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

const ROUTES = [
  SAVED_SP_CWB,
  {
    id: 5,
    slug: 'Volta',
    company_id: 7,
    distance: 408.7,
    time: 19_800,
    type: 'shortest',
    waypoints: JSON.stringify([CURITIBA.searchText, SAO_PAULO.searchText]),
  },
];

function paged(rows: readonly object[]) {
  return ok({ data: rows, total: rows.length, current_page: 1, per_page: 10 });
}

function open(fake: FakeServer): PartRender & { closed: number[] } {
  const closed: number[] = [];
  const part = renderPlannerPart(
    <SavedRoutesDialog open onClose={() => void closed.push(1)} />,
    { fetch: fake.fetch },
    {},
    900,
  );
  rendered.push(part);
  return { ...part, closed };
}

function dialogText(shadow: ShadowRoot): string {
  return shadow.querySelector('[data-testid="saved-routes-dialog"]')?.textContent ?? '';
}

describe("'Minhas rotas (n)' dialog", () => {
  it("shows 'Carregando...' and then the routes of the first page of 10", async () => {
    const answer = deferred<Response>();
    const fake = createFakeServer().on('GET', '/api/routes', () => answer.promise);
    const { shadow } = open(fake);
    await find(shadow, '[data-testid="saved-routes-dialog"]');
    await expect.poll(() => dialogText(shadow)).toContain('Carregando...');
    answer.resolve(paged(ROUTES));
    await expect.poll(() => shadow.querySelectorAll('[data-testid="saved-route-row"]').length).toBe(2);
    const text = dialogText(shadow);
    expect(text).toContain('Minhas rotas (2)');
    expect(text).toContain('SP-CWB');
    expect(text).toContain('São Paulo, SP → Curitiba, PR');
    for (const label of ['Todos', 'Apelido', 'Pontos', 'Tipo']) expect(text).toContain(label);
    const query = fake.requestsTo('/api/routes')[0]?.query;
    expect(query?.get('page')).toBe('1');
    expect(query?.get('per_page')).toBe('10');
    expect(query?.has('name')).toBe(false);
  });

  it("reads 'Você não possui nenhuma rota salva.' without routes", async () => {
    const fake = createFakeServer().on('GET', '/api/routes', () => paged([]));
    const { shadow } = open(fake);
    await expect.poll(() => dialogText(shadow)).toContain('Você não possui nenhuma rota salva.');
    expect(dialogText(shadow)).toContain('Minhas rotas (0)');
  });

  it("shows 'Ocorreu um erro ao carregas as rotas salvas.' when the list fails", async () => {
    const fake = createFakeServer().on('GET', '/api/routes', () => json({}, 500));
    const { shadow } = open(fake);
    await expect
      .poll(() => shadow.querySelector('[data-testid="saved-routes-error"]')?.textContent)
      .toBe('Ocorreu um erro ao carregas as rotas salvas.');
  });

  it('searches 400 ms after the last key in the checked filters', async () => {
    const fake = createFakeServer().on('GET', '/api/routes', () => paged(ROUTES));
    const { shadow } = open(fake);
    await expect.poll(() => fake.requestsTo('/api/routes').length).toBe(1);
    await userEvent.click(await find(shadow, 'input[type="checkbox"][data-indeterminate="false"]'));
    await expect.poll(() => fake.requestsTo('/api/routes').length).toBe(2);
    const labels = [...shadow.querySelectorAll('label')];
    const name = labels.find((label) => label.textContent === 'Apelido')?.querySelector('input');
    if (name) await userEvent.click(name);
    await expect.poll(() => fake.requestsTo('/api/routes').length).toBe(3);
    const input = await find<HTMLInputElement>(shadow, 'input[name="search"]');
    const started = performance.now();
    await userEvent.type(input, 'SP');
    expect(fake.requestsTo('/api/routes').length).toBe(3);
    await expect.poll(() => fake.requestsTo('/api/routes').length, { timeout: 2000 }).toBe(4);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    const query = fake.requestsTo('/api/routes')[3]?.query;
    expect(query?.get('name')).toBe('SP');
    expect(query?.has('waypoints')).toBe(false);
    expect(query?.get('page')).toBe('1');
  });

  it('offers the page sizes 5, 7, 10, 15, 20, 25, 50 and all, and asks for all with -1', async () => {
    const fake = createFakeServer().on('GET', '/api/routes', () => paged(ROUTES));
    const { shadow } = open(fake);
    await expect.poll(() => fake.requestsTo('/api/routes').length).toBe(1);
    const select = await findSelect(shadow, 'Rotas por página');
    expect(chosenText(select)).toBe('10');
    expect(optionTexts(select)).toEqual(['5', '7', '10', '15', '20', '25', '50', 'Todos']);
    await userEvent.selectOptions(select, 'Todos');
    await expect.poll(() => fake.requestsTo('/api/routes').length).toBe(2);
    expect(fake.requestsTo('/api/routes')[1]?.query.get('per_page')).toBe('-1');
  });

  it("'Carregar rota' fills the waypoints from the saved addresses and calculates the route", async () => {
    const positions: Record<string, { lat: number; lng: number }> = {
      [SAO_PAULO.searchText]: SAO_PAULO.coordinates,
      [CURITIBA.searchText]: CURITIBA.coordinates,
    };
    const fake = createFakeServer()
      .on('GET', '/api/routes', () => paged(ROUTES))
      .on('GET', '/api/geocode', (request) => ok({ coords: positions[request.query.get('q') ?? ''] }))
      .on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()));
    const { shadow, stores, closed } = open(fake);
    await expect.poll(() => shadow.querySelectorAll('[data-testid="saved-route-row"]').length).toBe(2);
    stores.options.setRouteType('shortest');
    await userEvent.click(await findButton(shadow, 'Carregar rota'));
    expect(closed).toEqual([1]);
    await expect.poll(() => stores.route.$route.get().status).toBe('done');
    expect(stores.waypoints.$waypoints.get()).toEqual([SAO_PAULO, CURITIBA]);
    expect(stores.options.$options.get().type_route).toBe('efficient');
    expect(fake.requestsTo('/api/routes/route')).toHaveLength(1);
    // The next 'Salvar rota' updates this route, with its nickname.
    expect(stores.savedRoute.$current.get()).toEqual({ id: 4, slug: 'SP-CWB', companyId: 7 });
    stores.clearFields();
    expect(stores.savedRoute.$current.get()).toBeNull();
  });

  it("shows 'Adicionar Rota' only to a user with 'route-create'", async () => {
    const fake = createFakeServer().on('GET', '/api/routes', () => paged(ROUTES));
    const { shadow, stores } = open(fake);
    await expect.poll(() => shadow.querySelectorAll('[data-testid="saved-route-row"]').length).toBe(2);
    // Unknown user (not validated yet): the server decides, the button is offered.
    expect(dialogText(shadow)).toContain('Adicionar Rota');
    stores.session.setAuth(
      authSchema.parse({ token: 't', email: 'a@b.c', settings: { permissions: ['route-list'] } }),
    );
    await expect.poll(() => dialogText(shadow)).not.toContain('Adicionar Rota');
  });
});
