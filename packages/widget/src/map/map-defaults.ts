import type { LatLng } from '@freight/core';

/** Default centre of the map: São Paulo (SPEC §2 Map). */
export const DEFAULT_MAP_CENTER: Readonly<LatLng> = Object.freeze({ lat: -23.5489, lng: -46.6388 });

/** Default zoom of the map, also the fly-to zoom (SPEC §2 Map). */
export const DEFAULT_MAP_ZOOM = 11;

/** Tile size of the raster tiles, px (SPEC §9). */
export const TILE_SIZE = 256;

/** Highest zoom of the open tile servers (SPEC §9). */
export const TILE_MAX_ZOOM = 18;
