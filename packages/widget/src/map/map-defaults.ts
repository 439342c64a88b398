import type { LatLng } from '@freight/core';

/** Default centre of the map: São Paulo (SPEC §2 Map). */
export const DEFAULT_MAP_CENTER: Readonly<LatLng> = Object.freeze({ lat: -23.5489, lng: -46.6388 });

/** Default zoom of the map, also the fly-to zoom (SPEC §2 Map). */
export const DEFAULT_MAP_ZOOM = 11;

/** Tile size of the raster tiles, px (SPEC §9). */
export const TILE_SIZE = 256;

/** Highest zoom of the open tile servers (SPEC §9). */
export const TILE_MAX_ZOOM = 18;

/** Padding around the route when the map fits it, px (SPEC §2 Map). */
export const ROUTE_FIT_PADDING = 60;

/** Colour of the selected route line (SPEC §9: route lines blue). */
export const ROUTE_COLOR = '#1e63d6';

/** Colour of the alternative route lines (SPEC §9: alternatives grey). */
export const ALTERNATIVE_ROUTE_COLOR = '#8a8a8a';

/** Colour of the toll plaza markers. */
export const TOLL_MARKER_COLOR = '#f2a900';

/** Colour of the weighing station markers. */
export const STATION_MARKER_COLOR = '#6a1b9a';
