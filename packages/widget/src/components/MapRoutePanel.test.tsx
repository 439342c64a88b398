import type { GeoJSONSource } from 'maplibre-gl';
import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_LAYER_IDS } from '../map/route-layers.ts';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { renderMapView } from '../test-support/map-render.tsx';
import type { MapRender } from '../test-support/map-render.tsx';
import { all, find, findButton } from '../test-support/queries.ts';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';

const rendered: MapRender[] = [];
afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

async function routedMap(width = 900): Promise<MapRender> {
  const server = createFakeServer().on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()));
  const view = await renderMapView({ fetch: server.fetch }, {}, width);
  rendered.push(view);
  view.stores.waypoints.set([SAO_PAULO, CURITIBA]);
  await view.stores.route.calculate();
  return view;
}

const choices = (panel: Element) =>
  all(panel, 'button[aria-pressed]').map((button) => ({
    text: button.textContent,
    pressed: button.getAttribute('aria-pressed'),
  }));

describe("the 'Rota n' panel on the map (SPEC §2 Map)", () => {
  it('is not there before a calculation', async () => {
    const view = await renderMapView();
    rendered.push(view);
    expect(view.shadow.querySelector('[data-testid="map-route-panel"]')).toBeNull();
  });

  it('lists every alternative with distance, time and net tolls; a click selects one', async () => {
    const { shadow, stores, map } = await routedMap();
    const panel = await find(shadow, '[data-testid="map-route-panel"]');
    expect(panel.querySelector('h2')?.textContent).toBe('Rotas (2)');
    expect(choices(panel)).toEqual([
      { text: 'Rota 1408,7 km · 5 h 30 min · R$ 38,40', pressed: 'true' },
      { text: 'Rota 2520,3 km · 6 h 30 min · R$ 69,60', pressed: 'false' },
    ]);

    await userEvent.click(all(panel, 'button[aria-pressed]')[1]!);

    expect(stores.selection.$selectedIndex.get()).toBe(1);
    await expect.poll(() => choices(panel).map((choice) => choice.pressed)).toEqual(['false', 'true']);
    await expect
      .poll(async () => {
        const data = (await map.getSource<GeoJSONSource>(ROUTE_LAYER_IDS.routesSource)?.getData()) as
          { features?: { properties: { index: number; selected: boolean } }[] } | undefined;
        return data?.features?.map((feature) => feature.properties);
      })
      .toEqual([
        { index: 0, selected: false },
        { index: 1, selected: true },
      ]);
  });

  it('can be hidden and shown again', async () => {
    const { shadow } = await routedMap();
    await userEvent.click(await findButton(shadow, 'Ocultar rotas'));
    const hidden = await find(shadow, '[data-testid="map-route-panel"][data-hidden]');
    expect(all(hidden, 'button[aria-pressed]')).toHaveLength(0);
    await userEvent.click(await findButton(shadow, 'Mostrar rotas'));
    await expect
      .poll(() => all(shadow, '[data-testid="map-route-panel"] button[aria-pressed]').length)
      .toBe(2);
  });

  it('is collapsed to its title on a map 640 px wide or narrower, and expands', async () => {
    const { shadow } = await routedMap(600);
    const panel = await find(shadow, '[data-testid="map-route-panel"][data-collapsed]');
    expect(panel.querySelector('h2')?.textContent).toBe('Rotas (2)');
    expect(all(panel, 'button[aria-pressed]')).toHaveLength(0);
    await userEvent.click(await findButton(shadow, 'Expandir rotas'));
    await expect
      .poll(() => all(shadow, '[data-testid="map-route-panel"] button[aria-pressed]').length)
      .toBe(2);
    await userEvent.click(await findButton(shadow, 'Recolher rotas'));
    await find(shadow, '[data-testid="map-route-panel"][data-collapsed]');
  });

  it('is not collapsible on a wider map', async () => {
    const { shadow } = await routedMap(700);
    const panel = await find(shadow, '[data-testid="map-route-panel"]');
    expect(panel.hasAttribute('data-collapsed')).toBe(false);
    expect(
      all(panel, 'button').some((button) => button.getAttribute('aria-label') === 'Expandir rotas'),
    ).toBe(false);
  });
});
