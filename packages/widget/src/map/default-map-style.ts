import type { StyleSpecification } from 'maplibre-gl';
import { TILE_MAX_ZOOM, TILE_SIZE } from './map-defaults.ts';

/** Raster tiles of the OpenStreetMap tile servers. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The map style used without a `map-style` attribute: OpenStreetMap raster tiles (256 px, zoom ≤ 18,
 * SPEC §9) with their attribution.
 */
export function defaultMapStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      osm: {
        type: 'raster',
        tiles: [OSM_TILE_URL],
        tileSize: TILE_SIZE,
        maxzoom: TILE_MAX_ZOOM,
        attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      },
    },
    layers: [{ id: 'osm', type: 'raster', source: 'osm' }],
  };
}
