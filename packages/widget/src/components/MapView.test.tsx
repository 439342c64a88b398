import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_LAYER_IDS } from '../map/route-layers.ts';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { renderPlannerPart } from '../test-support/render-planner-part.tsx';
import type { PartRender } from '../test-support/render-planner-part.tsx';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
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
