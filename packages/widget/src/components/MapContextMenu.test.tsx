import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTEXT_MENU_WIDTH } from '../map/map-defaults.ts';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { clientPointOf, rightClick } from '../test-support/map-pointer.ts';
import { renderMapView } from '../test-support/map-render.tsx';
import type { MapRender } from '../test-support/map-render.tsx';
import { all, find } from '../test-support/queries.ts';

const ADDRESS = 'Avenida Paulista, São Paulo, SP';
// A point near Campinas, away from the default centre (São Paulo).
const CLICKED = { lat: -23.5, lng: -46.7 };

const rendered: MapRender[] = [];
afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
  vi.restoreAllMocks();
});

async function openMenu(config = {}) {
  const server = createFakeServer().on('GET', '/api/geocode/reverse', () =>
    ok({ coords: CLICKED, label: ADDRESS }),
  );
  const view = await renderMapView({ fetch: server.fetch }, config);
  rendered.push(view);
  const point = clientPointOf(view.map, [CLICKED.lng, CLICKED.lat]);
  rightClick(view.map, point);
  const menu = await find(view.shadow, '[data-testid="map-context-menu"]');
  // Where maplibre says the click was (within a pixel of CLICKED).
  const clicked = view.stores.map.$menu.get()?.position;
  if (!clicked) throw new Error('no menu position');
  expect(clicked.lat).toBeCloseTo(CLICKED.lat, 2);
  expect(clicked.lng).toBeCloseTo(CLICKED.lng, 2);
  return { ...view, server, menu, clicked };
}

const item = (menu: HTMLElement, text: string) => {
  const found = all(menu, '[role="menuitem"]').find((element) => element.textContent === text);
  if (!found) throw new Error(`no menu item '${text}'`);
  return found;
};

describe('the map right-click menu (SPEC §2 Map)', () => {
  it('offers the four actions, 140 px wide, inside the shadow root', async () => {
    const { menu } = await openMenu();
    expect(all(menu, '[role="menuitem"]').map((element) => element.textContent)).toEqual([
      'Definir como Origem',
      'Adicionar Destino',
      'Ver coordenadas',
      'Centralizar mapa',
    ]);
    expect(menu.offsetWidth).toBe(CONTEXT_MENU_WIDTH); // offsetWidth: the opening transition scales it
    expect(document.querySelector('[data-testid="map-context-menu"]')).toBeNull();
  });

  it("'Definir como Origem' puts the origin there, named by the address found", async () => {
    const { menu, stores, server, clicked, shadow } = await openMenu();
    await userEvent.click(item(menu, 'Definir como Origem'));
    const origin = stores.waypoints.$waypoints.get()[0];
    expect(origin?.coordinates.lat).toBeCloseTo(clicked.lat, 6);
    expect(origin?.coordinates.lng).toBeCloseTo(clicked.lng, 6);
    await expect.poll(() => stores.waypoints.$waypoints.get()[0]?.searchText).toBe(ADDRESS);
    expect(server.requestsTo('/api/geocode/reverse')).toHaveLength(1);
    await expect.poll(() => shadow.querySelector('[data-testid="map-context-menu"]')).toBeNull();
  });

  it("'Adicionar Destino' fills the empty destination, then appends", async () => {
    const first = await openMenu();
    first.stores.waypoints.set([SAO_PAULO]);
    await userEvent.click(item(first.menu, 'Adicionar Destino'));
    await expect
      .poll(() => first.stores.waypoints.$waypoints.get().map((waypoint) => waypoint.searchText))
      .toEqual([SAO_PAULO.searchText, ADDRESS]);

    first.stores.waypoints.set([SAO_PAULO, CURITIBA]);
    const point = clientPointOf(first.map, [CLICKED.lng, CLICKED.lat]);
    rightClick(first.map, point);
    const again = await find(first.shadow, '[data-testid="map-context-menu"]');
    await userEvent.click(item(again, 'Adicionar Destino'));
    await expect
      .poll(() => first.stores.waypoints.$waypoints.get().map((waypoint) => waypoint.searchText))
      .toEqual([SAO_PAULO.searchText, CURITIBA.searchText, ADDRESS]);
  });

  it("'Ver coordenadas' shows latitude, longitude and a pair to copy", async () => {
    const { menu, shadow, clicked } = await openMenu();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(item(menu, 'Ver coordenadas'));
    const dialog = await find(shadow, '[data-testid="map-coordinates"]');
    const round = (value: number) => String(Number(value.toFixed(6)));
    expect(dialog.querySelector('[data-coordinate="latitude"]')?.textContent).toBe(
      `Latitude: ${round(clicked.lat)}`,
    );
    expect(dialog.querySelector('[data-coordinate="longitude"]')?.textContent).toBe(
      `Longitude: ${round(clicked.lng)}`,
    );
    const pair = dialog.querySelector<HTMLInputElement>('[data-testid="coordinate-pair"]');
    expect(pair?.value).toBe(`${round(clicked.lat)}, ${round(clicked.lng)}`);
    expect(pair?.readOnly).toBe(true);
    expect(dialog.textContent).not.toContain('Copiado!');
    await userEvent.click(all(dialog, 'button').find((button) => button.textContent === 'Copiar')!);
    expect(writeText).toHaveBeenCalledWith(pair?.value);
    await expect.poll(() => dialog.textContent).toContain('Copiado!');
  });

  it("'Centralizar mapa' centres the map there and keeps the zoom", async () => {
    const { menu, map, clicked } = await openMenu();
    const zoom = map.getZoom();
    await userEvent.click(item(menu, 'Centralizar mapa'));
    await expect.poll(() => map.getCenter().lat, { timeout: 5000 }).toBeCloseTo(clicked.lat, 4);
    expect(map.getCenter().lng).toBeCloseTo(clicked.lng, 4);
    expect(map.getZoom()).toBeCloseTo(zoom, 6);
  });

  it('turns the waypoint actions off for a user who may not edit (view mode without route-create)', async () => {
    const { menu, stores } = await openMenu({ mode: 'view' });
    stores.session.setAuth({
      token: 't',
      email: 'leitor@example.com',
      settings: { roles: [], permissions: [], companies: [] },
    });
    stores.map.closeMenu();
    stores.map.openMenu({ position: CLICKED, left: 200, top: 200 });
    await expect.poll(() => item(menu, 'Definir como Origem').getAttribute('aria-disabled')).toBe('true');
    expect(item(menu, 'Adicionar Destino').getAttribute('aria-disabled')).toBe('true');
    expect(item(menu, 'Ver coordenadas').getAttribute('aria-disabled')).toBeNull();
  });
});
