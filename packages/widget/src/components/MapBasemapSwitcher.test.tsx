import type { GeoJSONSource, RasterSourceSpecification } from 'maplibre-gl';
import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { defineFreightRoutePlanner, ELEMENT_TAG } from '../define.ts';
import { ROUTE_LAYER_IDS } from '../map/route-layers.ts';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { backgroundStyle, nextIdle, renderMapView } from '../test-support/map-render.tsx';
import type { MapRender } from '../test-support/map-render.tsx';
import { all, findButton } from '../test-support/queries.ts';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';

/** A 1×1 PNG: a "tile server" that needs no network. */
const LOCAL_TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const BASEMAPS = [
  { id: 'local', name: 'Imagem local', tiles: [LOCAL_TILE], maxZoom: 17, attribution: '© Teste' },
  { id: 'green', name: 'Fundo verde', style: backgroundStyle('#c8e6c9', 'bg-green') },
];

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

async function routedMap(): Promise<MapRender> {
  const server = createFakeServer().on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()));
  const view = await renderMapView({ fetch: server.fetch });
  cleanups.push(() => view.unmount());
  view.stores.map.setBasemaps(BASEMAPS);
  view.stores.waypoints.set([SAO_PAULO, CURITIBA]);
  const idle = nextIdle(view.map);
  await view.stores.route.calculate();
  await idle;
  return view;
}

async function choose(view: MapRender, name: string): Promise<void> {
  await userEvent.click(await findButton(view.shadow, 'Mapa base'));
  await expect.poll(() => all(view.shadow, '[role="menuitem"]').length).toBe(3);
  const item = all(view.shadow, '[role="menuitem"]').find((element) => element.textContent === name);
  if (!item) throw new Error(`no basemap '${name}'`);
  await userEvent.click(item);
}

async function routeFeatures(view: MapRender): Promise<number> {
  const data = (await view.map.getSource<GeoJSONSource>(ROUTE_LAYER_IDS.routesSource)?.getData()) as
    { features?: unknown[] } | undefined;
  return data?.features?.length ?? 0;
}

describe('the basemap switcher (SPEC §2 Map)', () => {
  it('lists the map-style style first, then the configured basemaps, and marks the one shown', async () => {
    const view = await routedMap();
    await userEvent.click(await findButton(view.shadow, 'Mapa base'));
    await expect
      .poll(() => all(view.shadow, '[role="menuitem"]').map((item) => item.textContent))
      .toEqual(['Padrão', 'Imagem local', 'Fundo verde']);
    expect(all(view.shadow, '[role="menuitem"]').map((item) => item.getAttribute('aria-current'))).toEqual([
      'true',
      null,
      null,
    ]);
  });

  it('switches to raster tiles and to another style, keeping the route drawn', async () => {
    const view = await routedMap();
    const { map } = view;

    await choose(view, 'Imagem local');
    await expect
      .poll(() => (map.getStyle().sources.basemap as RasterSourceSpecification | undefined)?.tiles)
      .toEqual([LOCAL_TILE]);
    expect(map.getStyle().sources.basemap).toMatchObject({ maxzoom: 17, attribution: '© Teste' });
    expect(map.getMaxZoom()).toBe(17);
    expect(map.getLayer('bg')).toBeUndefined();
    expect(map.getLayer(ROUTE_LAYER_IDS.selectedLayer)?.type).toBe('line');
    await expect.poll(() => routeFeatures(view)).toBe(2);

    await choose(view, 'Fundo verde');
    await expect.poll(() => map.getLayer('bg-green')?.type).toBe('background');
    expect(map.getSource('basemap')).toBeUndefined();
    expect(map.getMaxZoom()).toBe(22);
    expect(map.getStyle().layers.at(-1)?.id).toBe(ROUTE_LAYER_IDS.stationsLayer);
    expect(map.getLayoutProperty(ROUTE_LAYER_IDS.stationsLayer, 'visibility')).toBe('none');
    await expect.poll(() => routeFeatures(view)).toBe(2);

    // The alternatives stay clickable after a switch.
    view.stores.selection.select(1);
    await expect
      .poll(async () => {
        const data = (await map.getSource<GeoJSONSource>(ROUTE_LAYER_IDS.routesSource)?.getData()) as
          { features?: { properties: { index: number } }[] } | undefined;
        return data?.features?.at(-1)?.properties.index;
      })
      .toBe(1);
  });

  it('keeps working when the markers change while a new basemap is still loading', async () => {
    const server = createFakeServer().on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()));
    const view = await renderMapView({ fetch: server.fetch });
    cleanups.push(() => view.unmount());
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => void errors.push(event.error);
    window.addEventListener('error', onError);
    cleanups.push(() => window.removeEventListener('error', onError));
    view.stores.map.setBasemaps(BASEMAPS);
    await findButton(view.shadow, 'Mapa base');
    // One render: the style switches and, before it has loaded, the weighing stations are asked for.
    view.stores.map.selectBasemap('green');
    view.stores.map.setMarkers('stations', true);
    await nextIdle(view.map);
    await expect
      .poll(() => view.map.getLayoutProperty(ROUTE_LAYER_IDS.stationsLayer, 'visibility'))
      .toBe('visible');
    expect(view.map.getLayer('bg-green')).toBeDefined();
    expect(errors).toEqual([]);
    expect(view.shadow.querySelector('[data-testid="map-basemaps"]')).not.toBeNull();
  });

  it('leaves out entries that are not basemaps', async () => {
    const view = await renderMapView();
    cleanups.push(() => view.unmount());
    view.stores.map.setBasemaps([BASEMAPS[0], { id: 'broken' }, 'osm']);
    await userEvent.click(await findButton(view.shadow, 'Mapa base'));
    await expect
      .poll(() => all(view.shadow, '[role="menuitem"]').map((item) => item.textContent))
      .toEqual(['Padrão', 'Imagem local']);
  });

  it('reads the basemaps property of <freight-route-planner>', async () => {
    defineFreightRoutePlanner();
    const element = document.createElement(ELEMENT_TAG);
    element.setAttribute('map-style', backgroundStyle());
    element.style.cssText = 'display:block;width:1100px;height:640px';
    element.environment = { fetch: createFakeServer().fetch };
    // `basemaps` is an r2wc property of the element (planner-attributes.ts).
    (element as HTMLElement & { basemaps?: unknown }).basemaps = BASEMAPS;
    document.body.append(element);
    cleanups.push(() => element.remove());
    const shadow = element.shadowRoot;
    if (!shadow) throw new Error('no shadow root');
    await userEvent.click(await findButton(shadow, 'Mapa base'));
    await expect
      .poll(() => all(shadow, '[role="menuitem"]').map((item) => item.textContent))
      .toEqual(['Padrão', 'Imagem local', 'Fundo verde']);
  });
});
