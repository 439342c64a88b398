import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { OSM_TILE_URL } from '@freight/core';
import { TILE_MAX_ZOOM, TILE_SIZE } from './map-defaults.ts';

/** What every basemap has: an id, the name the switcher shows, its attribution and highest zoom. */
interface BasemapBase {
  /** Unique within the list. */
  readonly id: string;
  /** Name in the basemap switcher. */
  readonly name: string;
  /** Attribution shown in the map's corner (HTML allowed, as maplibre's). Raster basemaps only. */
  readonly attribution?: string;
  /** Highest zoom of the tiles; the map does not zoom past it. Default: 18 for raster tiles, 22 otherwise. */
  readonly maxZoom?: number;
}

/** Raster tiles from URL templates (`{z}`, `{x}`, `{y}`). */
export interface RasterBasemap extends BasemapBase {
  readonly tiles: readonly string[];
  /** Tile size, px. Default 256 (SPEC §9). */
  readonly tileSize?: number;
}

/** A MapLibre style JSON by address. */
export interface StyleBasemap extends BasemapBase {
  readonly style: string;
}

/**
 * A basemap of the switcher (SPEC §2 Map "Basemap switcher"): raster tiles or a style address.
 *
 * @example { id: 'topo', name: 'Topográfico', tiles: ['https://tiles.example.com/{z}/{x}/{y}.png'], maxZoom: 17 }
 */
export type Basemap = RasterBasemap | StyleBasemap;

export { OSM_TILE_URL };

/** The default basemap: OpenStreetMap raster tiles (256 px, zoom ≤ 18, SPEC §9) with their attribution. */
export const OSM_BASEMAP: RasterBasemap = Object.freeze({
  id: 'osm',
  name: 'OpenStreetMap',
  tiles: Object.freeze([OSM_TILE_URL]),
  tileSize: TILE_SIZE,
  maxZoom: TILE_MAX_ZOOM,
  attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
});

/** Id of the entry the `map-style` attribute adds in front of the list. */
export const MAP_STYLE_BASEMAP_ID = 'map-style';

/** Highest zoom of a style basemap without `maxZoom` (maplibre's default). */
const STYLE_MAX_ZOOM = 22;

/** Id of the raster source and layer of a raster basemap's style. */
export const BASEMAP_SOURCE_ID = 'basemap';

/** Whether `basemap` is raster tiles. */
export function isRasterBasemap(basemap: Basemap): basemap is RasterBasemap {
  return 'tiles' in basemap;
}

/** The map's highest zoom under `basemap`. */
export function basemapMaxZoom(basemap: Basemap): number {
  return basemap.maxZoom ?? (isRasterBasemap(basemap) ? TILE_MAX_ZOOM : STYLE_MAX_ZOOM);
}

/** What `map.setStyle` gets for `basemap`: a one-layer raster style, or the style's address. */
export function basemapStyle(basemap: Basemap): StyleSpecification | string {
  if (!isRasterBasemap(basemap)) return basemap.style;
  return {
    version: 8,
    sources: {
      [BASEMAP_SOURCE_ID]: {
        type: 'raster',
        tiles: [...basemap.tiles],
        tileSize: basemap.tileSize ?? TILE_SIZE,
        maxzoom: basemapMaxZoom(basemap),
        ...(basemap.attribution ? { attribution: basemap.attribution } : {}),
      },
    },
    layers: [{ id: BASEMAP_SOURCE_ID, type: 'raster', source: BASEMAP_SOURCE_ID }],
  };
}

/**
 * The switcher's list: the `map-style` attribute's style first (named `defaultName`) when set, then the
 * host's `basemaps`, or OpenStreetMap when the host gave none. Later entries with a repeated id are dropped.
 */
export function basemapChoices(
  mapStyle: string | null,
  configured: readonly Basemap[],
  defaultName: string,
): Basemap[] {
  const list: Basemap[] = [
    ...(mapStyle ? [{ id: MAP_STYLE_BASEMAP_ID, name: defaultName, style: mapStyle }] : []),
    ...(configured.length > 0 ? configured : [OSM_BASEMAP]),
  ];
  return list.filter((basemap, index) => list.findIndex((other) => other.id === basemap.id) === index);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** One entry given by the host page, or `null` when it is not a basemap. */
function parseBasemap(value: unknown): Basemap | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const id = text(entry.id);
  const name = text(entry.name);
  if (!id || !name) return null;
  const attribution = text(entry.attribution);
  const maxZoom = positive(entry.maxZoom);
  const common = { id, name, ...(attribution ? { attribution } : {}), ...(maxZoom ? { maxZoom } : {}) };
  const style = text(entry.style);
  if (style) return { ...common, style };
  const rawTiles = Array.isArray(entry.tiles) ? (entry.tiles as unknown[]) : [entry.tiles];
  const tiles = rawTiles.map(text).filter((tile): tile is string => tile !== undefined);
  if (tiles.length === 0) return null;
  const tileSize = positive(entry.tileSize);
  return { ...common, tiles, ...(tileSize ? { tileSize } : {}) };
}

/**
 * Reads the `basemaps` property of the element (host input): an array of `{ id, name, style }` or
 * `{ id, name, tiles, tileSize?, attribution?, maxZoom? }` (`tiles` a URL template or a list of them).
 * Entries that are not basemaps are left out, so bad input never breaks the map; anything but an
 * array gives `[]` (the default list).
 */
export function parseBasemaps(value: unknown): Basemap[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseBasemap).filter((basemap): basemap is Basemap => basemap !== null);
}

/**
 * `transformStyle` of a basemap switch: the new basemap's style with the planner's own sources
 * (`overlaySources`: route lines, markers, connectors) and their layers of `previous` kept on top, so
 * switching the basemap keeps the route drawn.
 */
export function keepOverlays(
  previous: StyleSpecification | undefined,
  next: StyleSpecification,
  overlaySources: readonly string[],
): StyleSpecification {
  if (!previous) return next;
  const sources: Record<string, SourceSpecification> = { ...next.sources };
  for (const id of overlaySources) {
    const source = previous.sources[id];
    if (source) sources[id] = source;
  }
  const isOverlay = (layer: LayerSpecification) =>
    'source' in layer && typeof layer.source === 'string' && overlaySources.includes(layer.source);
  const kept = previous.layers.filter(isOverlay);
  const keptIds = new Set(kept.map((layer) => layer.id));
  return {
    ...next,
    sources,
    layers: [...next.layers.filter((layer) => !keptIds.has(layer.id)), ...kept],
  };
}
