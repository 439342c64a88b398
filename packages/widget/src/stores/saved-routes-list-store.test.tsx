import type { SavedRoute } from '@freight/core';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientOf, createFakeServer, deferred, json, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { SAVED_SP_CWB } from '../test-support/fixtures.ts';
import { createSavedRoutesListStore } from './saved-routes-list-store.ts';

const ROUTES_PATH = '/api/routes';

const SP_CWB = SAVED_SP_CWB;

const VOLTA = { ...SP_CWB, id: 5, slug: 'Volta', type: 'shortest' };

function paged(rows: readonly object[]): Response {
  return ok({ data: rows, total: rows.length, current_page: 1, per_page: 10 });
}

function setup(server: FakeServer) {
  const api = apiClientOf(server);
  const loaded: SavedRoute[] = [];
  const list = createSavedRoutesListStore({
    $api: atom(api),
    savedRoute: {
      load: (route) => {
        loaded.push(route);
        return Promise.resolve();
      },
    },
  });
  return { list, loaded };
}

function queries(server: FakeServer): Record<string, string>[] {
  return server.requestsTo(ROUTES_PATH).map((request) => Object.fromEntries(request.query));
}

describe("'Minhas rotas (n)' store (SPEC §2 user-routes, §8, §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the first page of 10 on opening, with every filter checked', async () => {
    const server = createFakeServer().on('GET', ROUTES_PATH, () => paged([SP_CWB, VOLTA]));
    const { list } = setup(server);
    expect(list.$list.get().status).toBe('idle');
    list.open();
    expect(list.$list.get().status).toBe('loading');
    await vi.waitFor(() => expect(list.$list.get().status).toBe('loaded'));
    expect(list.$list.get()).toMatchObject({ total: 2, error: null });
    expect(list.$list.get().rows.map((route) => route.slug)).toEqual(['SP-CWB', 'Volta']);
    expect(list.$allFilters.get()).toBe(true);
    expect(queries(server)).toEqual([{ page: '1', per_page: '10' }]);
  });

  it('asks once, 400 ms after the last key, from page 1', async () => {
    const server = createFakeServer().on('GET', ROUTES_PATH, () => paged([SP_CWB]));
    const { list } = setup(server);
    list.open();
    await vi.waitFor(() => expect(list.$list.get().status).toBe('loaded'));
    list.setPage(1);
    list.setText('S');
    await vi.advanceTimersByTimeAsync(200);
    list.setText('SP');
    expect(list.$text.get()).toBe('SP');
    await vi.advanceTimersByTimeAsync(399);
    expect(queries(server)).toHaveLength(2);
    expect(list.$search.get()).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(list.$search.get()).toBe('SP');
    expect(list.$page.get()).toBe(0);
    await vi.waitFor(() => expect(queries(server)).toHaveLength(3));
    expect(queries(server)[2]).toEqual({
      page: '1',
      per_page: '10',
      name: 'SP',
      waypoints: 'SP',
      match: 'any',
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries(server)).toHaveLength(3);
  });

  it('shows only the answer of the latest request, not a slower older one', async () => {
    const slow = deferred<Response>();
    const server = createFakeServer().on('GET', ROUTES_PATH, (request) =>
      request.query.has('name') ? paged([VOLTA]) : slow.promise,
    );
    const { list } = setup(server);
    list.open();
    list.setText('Volta');
    await vi.advanceTimersByTimeAsync(400);
    await vi.waitFor(() => expect(list.$list.get().status).toBe('loaded'));
    slow.resolve(paged([SP_CWB, VOLTA]));
    await vi.advanceTimersByTimeAsync(50);
    expect(queries(server)).toHaveLength(2);
    expect(list.$list.get().total).toBe(1);
    expect(list.$list.get().rows.map((route) => route.slug)).toEqual(['Volta']);
  });

  it('goes back to page 1 when the page size changes, and asks for all with -1', async () => {
    const server = createFakeServer().on('GET', ROUTES_PATH, () => paged([SP_CWB]));
    const { list } = setup(server);
    list.open();
    list.setPage(2);
    expect(list.$page.get()).toBe(2);
    list.setPageSize(5);
    expect(list.$page.get()).toBe(0);
    expect(list.$pageSize.get()).toBe(5);
    list.setPageSize(3);
    expect(list.$pageSize.get()).toBe(5);
    list.setPage(1);
    list.setPageSize(-1);
    await vi.waitFor(() => expect(queries(server)).toHaveLength(5));
    expect(queries(server).map((query) => [query.page, query.per_page])).toEqual([
      ['1', '10'],
      ['3', '10'],
      ['1', '5'],
      ['2', '5'],
      ['1', '-1'],
    ]);
  });

  it("'Todos' checks the three filters, or unchecks them when all are checked", async () => {
    const server = createFakeServer().on('GET', ROUTES_PATH, () => paged([SP_CWB]));
    const { list } = setup(server);
    list.open();
    list.setText('mais curta');
    await vi.advanceTimersByTimeAsync(400);
    list.setPage(1);
    list.toggleFilter('all');
    expect(list.$filters.get()).toEqual({ name: false, waypoints: false, type: false });
    expect(list.$allFilters.get()).toBe(false);
    expect(list.$page.get()).toBe(0);
    list.toggleFilter('type');
    expect(list.$filters.get()).toEqual({ name: false, waypoints: false, type: true });
    list.toggleFilter('all');
    expect(list.$allFilters.get()).toBe(true);
    await vi.waitFor(() => expect(queries(server)).toHaveLength(6));
    expect(queries(server).slice(3)).toEqual([
      { page: '1', per_page: '10' },
      { page: '1', per_page: '10', type: 'shortest' },
      {
        page: '1',
        per_page: '10',
        name: 'mais curta',
        waypoints: 'mais curta',
        type: 'shortest',
        match: 'any',
      },
    ]);
  });

  it.each([
    ['a failing server (500)', () => json({}, 500), 'Ocorreu um erro ao carregas as rotas salvas.'],
    [
      'a lost connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Ocorreu um erro ao carregas as rotas salvas.',
    ],
    [
      'a refusal, with the server message',
      () => json({ success: false, statusCode: 422, message: 'Filtro inválido.' }, 422),
      'Filtro inválido.',
    ],
  ])('shows the §8 list error for %s, without rows', async (_name, handler, message) => {
    const server = createFakeServer().on('GET', ROUTES_PATH, handler);
    const { list } = setup(server);
    list.open();
    await vi.waitFor(() => expect(list.$list.get().status).toBe('failed'));
    expect(list.$list.get()).toEqual({ status: 'failed', rows: [], total: 0, error: message });
  });

  it('drops the pending debounce on closing and uses the typed text on the next opening', async () => {
    const server = createFakeServer().on('GET', ROUTES_PATH, () => paged([SP_CWB]));
    const { list } = setup(server);
    list.open();
    await vi.waitFor(() => expect(queries(server)).toHaveLength(1));
    list.setText('SP');
    await vi.advanceTimersByTimeAsync(200);
    list.close();
    expect(list.$open.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries(server)).toHaveLength(1);
    expect(list.$search.get()).toBe('');
    list.open();
    await vi.waitFor(() => expect(queries(server)).toHaveLength(2));
    expect(queries(server)[1]).toMatchObject({ page: '1', name: 'SP' });
  });

  it('ignores an answer that arrives after closing, and asks nothing while closed', async () => {
    const late = deferred<Response>();
    const server = createFakeServer().on('GET', ROUTES_PATH, () => late.promise);
    const { list } = setup(server);
    list.open();
    list.close();
    late.resolve(paged([SP_CWB]));
    await vi.advanceTimersByTimeAsync(50);
    expect(list.$list.get().rows).toEqual([]);
    list.setPage(1);
    list.toggleFilter('name');
    list.setPageSize(5);
    list.setText('SP');
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries(server)).toHaveLength(1);
  });

  it("'Carregar rota' closes the list and opens the route", async () => {
    const server = createFakeServer().on('GET', ROUTES_PATH, () => paged([SP_CWB]));
    const { list, loaded } = setup(server);
    list.open();
    await vi.waitFor(() => expect(list.$list.get().status).toBe('loaded'));
    const [route] = list.$list.get().rows;
    if (!route) throw new Error('no row');
    await list.load(route);
    expect(list.$open.get()).toBe(false);
    expect(loaded.map((opened) => opened.id)).toEqual([4]);
  });
});
