import { CURRENT_LOCATION_DENIED_CAPTION, EDITING_SCREEN } from '@freight/core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { GeolocationLike } from '../environment/planner-environment.ts';
import { createFakeServer, json, ok } from '../test-support/fake-server.ts';
import { CURITIBA_SUGGESTIONS } from '../test-support/fixtures.ts';
import { all, find, findButton } from '../test-support/queries.ts';
import { renderPanel } from '../test-support/render-panel.tsx';
import type { PanelRender } from '../test-support/render-panel.tsx';

const SUGGESTIONS = '/api/geocode/suggestions';
const rendered: PanelRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

function geocoderServer() {
  return createFakeServer()
    .on('GET', SUGGESTIONS, (request) =>
      ok({ suggestions: request.query.get('q') === 'Curi' ? CURITIBA_SUGGESTIONS : [] }),
    )
    .on('GET', '/api/geocode', (request) =>
      request.query.get('q') === 'Joinville'
        ? ok({ coords: { lat: -26.3045, lng: -48.8487 } })
        : json({ success: false, statusCode: 404, message: 'Endereço não encontrado.' }, 404),
    );
}

async function open(environment: Parameters<typeof renderPanel>[0] = {}): Promise<PanelRender> {
  const panel = await renderPanel(environment);
  rendered.push(panel);
  await userEvent.click(await find(panel.shadow, '[data-testid="waypoint-input"]'));
  await find(panel.shadow, '[data-testid="search-input"]');
  return panel;
}

function rows(shadow: ShadowRoot): string[] {
  return all(shadow, '[data-testid="search-result"]').map((row) => row.textContent ?? '');
}

function highlighted(shadow: ShadowRoot): string | null {
  return shadow.querySelector('[data-testid="search-result"][aria-selected="true"]')?.textContent ?? null;
}

describe('search screen of a waypoint', () => {
  it('shows "Sua Localização" for an empty query, then the debounced suggestions and the literal row', async () => {
    const server = geocoderServer();
    const { shadow } = await open({ fetch: server.fetch });
    expect(rows(shadow)).toEqual(['Sua LocalizaçãoPermitir usar sua Localização']);
    expect((shadow.querySelector('[role="listbox"]') as HTMLElement).getBoundingClientRect().height).toBe(
      200,
    );

    await userEvent.type(await find(shadow, '[data-testid="search-input"]'), 'Curi');
    await expect
      .poll(() => rows(shadow))
      .toEqual(['Curitiba, PR (Cidade)', 'Curitibanos, SC (Cidade)', 'CuriBusca Literal']);
    const requests = server.requestsTo(SUGGESTIONS);
    expect(requests.map((request) => [request.query.get('q'), request.query.get('limit')])).toEqual([
      ['Curi', '8'],
    ]);
  });

  it('ArrowDown and Enter pick a suggestion; the destination search opens next', async () => {
    const server = geocoderServer();
    const { shadow, stores } = await open({ fetch: server.fetch });
    await userEvent.type(await find(shadow, '[data-testid="search-input"]'), 'Curi');
    await expect.poll(() => rows(shadow).length).toBe(3);

    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted(shadow)).toBe('Curitiba, PR (Cidade)');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted(shadow)).toBe('CuriBusca Literal');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(highlighted(shadow)).toBe('Curitiba, PR (Cidade)');
    await userEvent.keyboard('{Enter}');

    expect(stores.waypoints.$waypoints.get()[0]).toEqual({
      searchText: 'Curitiba, PR',
      coordinates: { lat: -25.4284, lng: -49.2733 },
    });
    await expect
      .poll(() => stores.editor.$editing.get())
      .toEqual({ screen: EDITING_SCREEN.SEARCH, searchIndex: 1 });
    expect((await find<HTMLInputElement>(shadow, '[data-testid="search-input"]')).placeholder).toBe(
      'Destino',
    );
  });

  it('Escape clears the text, then closes the search without changing the waypoint', async () => {
    const { shadow, stores } = await open({ fetch: geocoderServer().fetch });
    const input = await find<HTMLInputElement>(shadow, '[data-testid="search-input"]');
    await userEvent.type(input, 'Curi');
    await userEvent.keyboard('{Escape}');
    expect(input.value).toBe('');
    expect(stores.editor.$editing.get().screen).toBe(EDITING_SCREEN.SEARCH);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => shadow.querySelector('[data-testid="search-input"]')).toBeNull();
    expect(stores.editor.$editing.get()).toEqual({ screen: EDITING_SCREEN.LIST, searchIndex: null });
    expect(stores.waypoints.$waypoints.get()[0]?.searchText).toBe('');
  });

  it("'Limpar' empties the text and 'Cancelar' closes the search", async () => {
    const { shadow, stores } = await open({ fetch: geocoderServer().fetch });
    const input = await find<HTMLInputElement>(shadow, '[data-testid="search-input"]');
    await userEvent.type(input, 'Curi');
    await userEvent.click(await findButton(shadow, 'Limpar'));
    expect(input.value).toBe('');
    await userEvent.click(await findButton(shadow, 'Cancelar'));
    await expect.poll(() => stores.editor.$editing.get().screen).toBe(EDITING_SCREEN.LIST);
  });

  it('any failure of the suggestions gives an empty list; the literal row is geocoded when chosen', async () => {
    const server = createFakeServer()
      .on('GET', SUGGESTIONS, () => json({ success: false, statusCode: 500, message: 'Falhou' }, 500))
      .on('GET', '/api/geocode', () => ok({ coords: { lat: -26.3045, lng: -48.8487 } }));
    const { shadow, stores } = await open({ fetch: server.fetch });
    await userEvent.type(await find(shadow, '[data-testid="search-input"]'), 'Joinville');
    await expect.poll(() => server.requestsTo(SUGGESTIONS).length).toBe(1);
    expect(rows(shadow)).toEqual(['JoinvilleBusca Literal']);

    await userEvent.click(all(shadow, '[data-testid="search-result"]')[0] as HTMLElement);
    await expect
      .poll(() => stores.waypoints.$waypoints.get()[0])
      .toEqual({
        searchText: 'Joinville',
        coordinates: { lat: -26.3045, lng: -48.8487 },
      });
    expect(server.requestsTo('/api/geocode')[0]?.query.get('q')).toBe('Joinville');
  });

  it('coordinate text gives "Busca como coordenada" and no text search', async () => {
    const server = geocoderServer();
    const { shadow, stores } = await open({ fetch: server.fetch });
    await userEvent.type(await find(shadow, '[data-testid="search-input"]'), '-23.5489, -46.6388');
    await expect.poll(() => rows(shadow)).toEqual(['-23.5489,-46.6388Busca como coordenada']);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(stores.waypoints.$waypoints.get()[0]).toEqual({
      searchText: '-23.5489,-46.6388',
      coordinates: { lat: -23.5489, lng: -46.6388 },
    });
    expect(server.requestsTo(SUGGESTIONS)).toEqual([]);
  });

  it("'Sua Localização' takes the browser position and asks the map to fly there", async () => {
    const geolocation: GeolocationLike = {
      getCurrentPosition: (success) => success({ coords: { latitude: -22.9068, longitude: -43.1729 } }),
    };
    const { shadow, stores } = await open({ geolocation });
    await userEvent.click(all(shadow, '[data-testid="search-result"]')[0] as HTMLElement);
    expect(stores.waypoints.$waypoints.get()[0]).toEqual({
      searchText: '-22.9068,-43.1729',
      coordinates: { lat: -22.9068, lng: -43.1729 },
    });
    expect(stores.map.$focus.get()?.center).toEqual({ lat: -22.9068, lng: -43.1729 });
  });

  it("a denied geolocation changes the caption to 'Você não permitiu o uso da sua localização!'", async () => {
    const geolocation: GeolocationLike = {
      getCurrentPosition: (_success, failure) => failure?.({ code: 1 }),
    };
    const { shadow, stores } = await open({ geolocation });
    await userEvent.click(all(shadow, '[data-testid="search-result"]')[0] as HTMLElement);
    await expect.poll(() => rows(shadow)).toEqual([`Sua Localização${CURRENT_LOCATION_DENIED_CAPTION}`]);
    expect(stores.waypoints.$waypoints.get()[0]?.searchText).toBe('');
  });
});
