import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { GESTURE_WARNING_MS } from '../map/map-defaults.ts';
import { ROUTE_DRAWN_MARK, ROUTE_LAYER_IDS } from '../map/route-layers.ts';
import { clientPointOf } from '../test-support/map-pointer.ts';
import { nextIdle, renderMapView } from '../test-support/map-render.tsx';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { find } from '../test-support/queries.ts';
import { renderPlannerPart } from '../test-support/render-planner-part.tsx';
import type { PartRender } from '../test-support/render-planner-part.tsx';
import { twoAlternativesResponse, unpricedPlazasResponse } from '../test-support/route-fixtures.ts';
import { MapView } from './MapView.tsx';

const BACKGROUND_ONLY_STYLE = `data:application/json,${encodeURIComponent(
  JSON.stringify({
    version: 8,
    sources: {},
    layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#cfe8ff' } }],
  }),
)}`;

const rendered: PartRender[] = [];

afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

describe('MapView with a calculated route', () => {
  it('draws the route layers, shows toll markers, hides weighing stations and fits the route', async () => {
    const server = createFakeServer().on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()));
    let map: MaplibreMap | undefined;
    const part = renderPlannerPart(
      <div style={{ height: 480 }}>
        <MapView onMapReady={(ready) => (map = ready)} />
      </div>,
      { fetch: server.fetch },
      { mapStyle: BACKGROUND_ONLY_STYLE },
    );
    rendered.push(part);
    await expect.poll(() => map, { timeout: 20_000 }).toBeDefined();
    if (!map) throw new Error('no map');
    const ready = map;
    part.stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await part.stores.route.calculate();

    expect(ready.getLayer(ROUTE_LAYER_IDS.selectedLayer)?.type).toBe('line');
    expect(ready.getLayer(ROUTE_LAYER_IDS.alternativesLayer)?.type).toBe('line');
    const source = ready.getSource<GeoJSONSource>(ROUTE_LAYER_IDS.routesSource);
    await expect
      .poll(async () => {
        const data = (await source?.getData()) as { features?: { properties: unknown }[] } | undefined;
        return data?.features?.map((feature) => feature.properties);
      })
      .toEqual([
        { index: 1, selected: false },
        { index: 0, selected: true },
      ]);
    expect(ready.getLayoutProperty(ROUTE_LAYER_IDS.tollsLayer, 'visibility')).not.toBe('none');
    expect(ready.getLayoutProperty(ROUTE_LAYER_IDS.stationsLayer, 'visibility')).toBe('none');
    await expect.poll(() => ready.getBounds().contains([-48, -24.5])).toBe(true);

    part.stores.selection.select(1);
    await expect
      .poll(async () => {
        const data = (await source?.getData()) as
          { features?: { properties: { index: number } }[] } | undefined;
        return data?.features?.at(-1)?.properties.index;
      })
      .toBe(1);
    part.stores.map.setMarkers('stations', true);
    await expect
      .poll(() => ready.getLayoutProperty(ROUTE_LAYER_IDS.stationsLayer, 'visibility'))
      .toBe('visible');
  });
});

describe('MapView extras', () => {
  const routeServer = () =>
    createFakeServer().on('POST', '/api/routes/route', () => ok(twoAlternativesResponse()));

  async function connectorFeatures(map: MaplibreMap) {
    const data = (await map.getSource<GeoJSONSource>(ROUTE_LAYER_IDS.connectorsSource)?.getData()) as
      | { features?: { properties: { waypoint: number }; geometry: { coordinates: number[][] } }[] }
      | undefined;
    return data?.features ?? [];
  }

  it('draws a dashed connector to a waypoint the route misses by more than 10 m', async () => {
    const view = await renderMapView({ fetch: routeServer().fetch });
    rendered.push(view);
    view.stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await view.stores.route.calculate();
    const layer = view.map.getLayer(ROUTE_LAYER_IDS.connectorsLayer);
    expect(layer?.type).toBe('line');
    expect(view.map.getPaintProperty(ROUTE_LAYER_IDS.connectorsLayer, 'line-dasharray')).toEqual([2, 2]);
    // The route starts and ends on both waypoints: nothing to connect.
    await nextIdle(view.map);
    expect(await connectorFeatures(view.map)).toEqual([]);

    // About 1.1 km north of the route's start.
    const off = { lat: SAO_PAULO.coordinates.lat + 0.01, lng: SAO_PAULO.coordinates.lng };
    view.stores.waypoints.update(0, { coordinates: off });
    await expect.poll(async () => (await connectorFeatures(view.map)).length).toBe(1);
    const [connector] = await connectorFeatures(view.map);
    expect(connector?.properties.waypoint).toBe(0);
    expect(connector?.geometry.coordinates[0]).toEqual([off.lng, off.lat]);
  });

  it("draws the way back ('Calcular retorno') dashed beside the selected route", async () => {
    const withReturn = () => {
      const answer = twoAlternativesResponse() as { rotas: Record<string, unknown>[] };
      const [first, second] = answer.rotas;
      return { ...answer, rotas: [{ ...first, volta: second }, second] };
    };
    const server = createFakeServer().on('POST', '/api/routes/route', () => ok(withReturn()));
    const view = await renderMapView({ fetch: server.fetch });
    rendered.push(view);
    view.stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await view.stores.route.calculate();
    expect(view.map.getPaintProperty(ROUTE_LAYER_IDS.returnLayer, 'line-dasharray')).toEqual([1.5, 1.5]);
    const source = view.map.getSource<GeoJSONSource>(ROUTE_LAYER_IDS.returnSource);
    const returnFeatures = async () =>
      ((await source?.getData()) as { features?: unknown[] } | undefined)?.features?.length;
    await expect.poll(returnFeatures).toBe(1);
    // The second alternative has no way back of its own.
    view.stores.selection.select(1);
    await expect.poll(returnFeatures).toBe(0);
  });

  it("opens a toll plaza's pop-up on a click on its marker, and closes it with a new answer", async () => {
    const view = await renderMapView({ fetch: routeServer().fetch });
    rendered.push(view);
    view.stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await view.stores.route.calculate();
    await nextIdle(view.map);
    // Juquitiba, the first plaza of the selected alternative.
    const { x, y } = view.map.project([-47.0665, -23.9308]);
    await userEvent.click(view.map.getCanvas(), { position: { x, y } });
    const popup = await find(view.shadow, '[data-testid="marker-popup"]');
    expect(popup.textContent).toContain('Praça de pedágio');
    expect(popup.textContent).toContain('Juquitiba');
    expect(popup.textContent).toContain('R$ 19,20');
    expect(view.shadow.querySelector('.maplibregl-popup-close-button')?.getAttribute('aria-label')).toBe(
      'Fechar',
    );

    view.stores.vehicle.incrementAxis();
    await view.stores.route.calculate();
    await expect.poll(() => view.shadow.querySelector('[data-testid="marker-popup"]')).toBeNull();
  });

  it("says 'Tarifa indisponível' in the pop-up of a plaza without a fare, and that it is not in the totals", async () => {
    const server = createFakeServer().on('POST', '/api/routes/route', () => ok(unpricedPlazasResponse()));
    const view = await renderMapView({ fetch: server.fetch });
    rendered.push(view);
    view.stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await view.stores.route.calculate();
    await nextIdle(view.map);
    // Cajati, the second plaza of the way out.
    const { x, y } = view.map.project([-48.25, -24.8]);
    await userEvent.click(view.map.getCanvas(), { position: { x, y } });
    const popup = await find(view.shadow, '[data-testid="marker-popup"]');
    expect(popup.textContent).toContain('Cajati');
    expect(popup.textContent).toContain('TarifaTarifa indisponível');
    expect(popup.textContent).toContain('Esta praça não está incluída nos totais.');
    expect(popup.textContent).not.toContain('R$');
  });

  it('marks the route drawn once per new answer, after its layers render', async () => {
    performance.clearMarks(ROUTE_DRAWN_MARK);
    const view = await renderMapView({ fetch: routeServer().fetch });
    rendered.push(view);
    const marks = () => performance.getEntriesByName(ROUTE_DRAWN_MARK, 'mark').length;
    expect(marks()).toBe(0);
    view.stores.waypoints.set([SAO_PAULO, CURITIBA]);
    await view.stores.route.calculate();
    await expect.poll(marks).toBe(1);
    expect(view.map.isSourceLoaded(ROUTE_LAYER_IDS.routesSource)).toBe(true);

    view.stores.selection.select(1);
    await nextIdle(view.map);
    expect(marks()).toBe(1);

    view.stores.waypoints.update(1, { coordinates: { lat: -25.43, lng: -49.27 } });
    await view.stores.route.calculate();
    await expect.poll(marks).toBe(2);
  });

  it('shows the gesture warning for 1000 ms when the wheel is used without Ctrl', async () => {
    const view = await renderMapView();
    rendered.push(view);
    const zoom = view.map.getZoom();
    const canvas = view.map.getCanvas();
    const point = clientPointOf(view.map, [-46.6388, -23.5489]);
    const warningShown = (): boolean =>
      view.shadow.querySelector('[data-testid="map-gesture-warning"]') !== null;
    // The warning's clock is faked, so a loaded machine cannot stretch the 1000 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      canvas.dispatchEvent(
        new WheelEvent('wheel', {
          bubbles: true,
          cancelable: true,
          composed: true,
          clientX: point.x,
          clientY: point.y,
          deltaY: -120,
        }),
      );
      const warning = await find(view.shadow, '[data-testid="map-gesture-warning"]');
      expect(warning.textContent).toMatch(/^Use (Ctrl|⌘) \+ rolagem para aproximar o mapa$/);
      vi.advanceTimersByTime(GESTURE_WARNING_MS - 1);
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      expect(warningShown()).toBe(true);
      vi.advanceTimersByTime(1);
      await expect.poll(warningShown).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(view.map.getZoom()).toBe(zoom);
  });
});
