import type { StyleSpecification } from 'maplibre-gl';
import { basemapStyle, OSM_BASEMAP } from './basemaps.ts';

export { OSM_TILE_URL } from './basemaps.ts';

/**
 * The map style used without a `map-style` attribute: OpenStreetMap raster tiles (256 px, zoom ≤ 18,
 * SPEC §9) with their attribution — the default basemap's style.
 */
export function defaultMapStyle(): StyleSpecification {
  return basemapStyle(OSM_BASEMAP) as StyleSpecification;
}
