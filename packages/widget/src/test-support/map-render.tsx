import type { Map as MaplibreMap } from 'maplibre-gl';
import { expect } from 'vitest';
import { MapView } from '../components/MapView.tsx';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import type { PlannerConfig } from '../stores/config-store.ts';
import { renderPlannerPart } from './render-planner-part.tsx';
import type { PartRender } from './render-planner-part.tsx';

/** A map style with one background layer: no tiles, nothing fetched from the internet. */
export function backgroundStyle(color = '#cfe8ff', layerId = 'bg'): string {
  return `data:application/json,${encodeURIComponent(
    JSON.stringify({
      version: 8,
      sources: {},
      layers: [{ id: layerId, type: 'background', paint: { 'background-color': color } }],
    }),
  )}`;
}

/** The map view rendered over fresh stores, once its map is ready. */
export interface MapRender extends PartRender {
  readonly map: MaplibreMap;
}

/**
 * Renders {@link MapView} (520 px high, `width` wide) in a shadow root with new stores and waits for its
 * map; the style is a background-only style unless `config` names one.
 */
export async function renderMapView(
  environment: Partial<PlannerEnvironment> = {},
  config: Partial<PlannerConfig> = {},
  width = 900,
): Promise<MapRender> {
  let map: MaplibreMap | undefined;
  const part = renderPlannerPart(
    <div style={{ height: 520 }}>
      <MapView onMapReady={(ready) => (map = ready)} />
    </div>,
    environment,
    { mapStyle: backgroundStyle(), ...config },
    width,
  );
  await expect.poll(() => map, { timeout: 20_000 }).toBeDefined();
  if (!map) throw new Error('no map');
  return { ...part, map };
}

/** Resolves at the map's next `idle`. */
export function nextIdle(map: MaplibreMap): Promise<void> {
  return new Promise((resolve) => map.once('idle', () => resolve()));
}
