import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientOf, createFakeServer, deferred, ok } from '../test-support/fake-server.ts';
import type { FakeServer } from '../test-support/fake-server.ts';
import { CURITIBA_SUGGESTIONS } from '../test-support/fixtures.ts';
import { createSearchStore } from './search-store.ts';

const SUGGESTIONS = '/api/geocode/suggestions';

function setup(server: FakeServer) {
  const api = apiClientOf(server);
  return createSearchStore({ $api: atom(api), $recent: atom([{ label: 'Curitiba, PR', usage: 2 }]) });
}

describe('search store: debounced suggestions (SPEC §9: 300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once, 300 ms after the last change', async () => {
    const server = createFakeServer().on('GET', SUGGESTIONS, () => ok({ suggestions: CURITIBA_SUGGESTIONS }));
    const search = setup(server);
    search.setQuery('C');
    await vi.advanceTimersByTimeAsync(200);
    search.setQuery('Cu');
    await vi.advanceTimersByTimeAsync(299);
    expect(server.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() =>
      expect(server.requestsTo(SUGGESTIONS).map((r) => r.query.get('q'))).toEqual(['Cu']),
    );
    await vi.waitFor(() => expect(search.$suggestions.get().query).toBe('Cu'));
    expect(search.$results.get().map((row) => row.label)).toEqual([
      'Curitiba, PR',
      'Curitibanos, SC (Cidade)',
      'Cu',
    ]);
  });

  it.each([
    ['blank text', '   '],
    ['coordinate-like text', '-23.5, -46.6'],
  ])('makes no text search for %s', async (_name, text) => {
    const server = createFakeServer().on('GET', SUGGESTIONS, () => ok({ suggestions: CURITIBA_SUGGESTIONS }));
    const search = setup(server);
    search.setQuery(text);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.requests).toHaveLength(0);
  });

  it('keeps only the answer of the latest query', async () => {
    const late = deferred<Response>();
    const server = createFakeServer().on('GET', SUGGESTIONS, (request) =>
      request.query.get('q') === 'Cur' ? late.promise : ok({ suggestions: [] }),
    );
    const search = setup(server);
    search.setQuery('Cur');
    await vi.advanceTimersByTimeAsync(300);
    search.setQuery('Curx');
    await vi.advanceTimersByTimeAsync(300);
    await vi.waitFor(() => expect(search.$suggestions.get().query).toBe('Curx'));
    late.resolve(ok({ suggestions: CURITIBA_SUGGESTIONS }));
    await vi.advanceTimersByTimeAsync(50);
    expect(search.$suggestions.get()).toEqual({ query: 'Curx', items: [] });
  });

  it('moves the highlight within the results, never past either end', () => {
    const search = setup(createFakeServer());
    search.setQuery('');
    expect(search.$results.get().map((row) => row.label)).toEqual(['Sua Localização', 'Curitiba, PR']);
    search.moveHighlight(-1);
    expect(search.$highlight.get()).toBe(0);
    search.moveHighlight(1);
    search.moveHighlight(1);
    expect(search.$highlight.get()).toBe(1);
    expect(search.highlighted()?.caption).toBe('Busca Recente');
    search.setQuery('x');
    expect(search.$highlight.get()).toBe(-1);
  });
});
