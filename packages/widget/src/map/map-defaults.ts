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

/** Colour of the way back ('Calcular retorno'), dashed beside the selected route. */
export const RETURN_ROUTE_COLOR = '#0b3d91';

/** Colour of the toll plaza markers. */
export const TOLL_MARKER_COLOR = '#f2a900';

/** Colour of the weighing station markers. */
export const STATION_MARKER_COLOR = '#6a1b9a';

/** Colour of the dashed connector between a waypoint and the route that misses it. */
export const CONNECTOR_COLOR = '#455a64';

/** At most one re-route per this many ms while a waypoint is dragged (SPEC §9 route drag interval). */
export const ROUTE_DRAG_INTERVAL_MS = 500;

/** How long the gesture warning stays, ms (SPEC §2 Map). */
export const GESTURE_WARNING_MS = 1000;

/** Width of the map's right-click menu, px (SPEC §2 Map). */
export const CONTEXT_MENU_WIDTH = 140;

/** The route panel on the map is collapsible on maps this wide or narrower, px (SPEC §2 Map). */
export const ROUTE_PANEL_COLLAPSE_WIDTH = 640;

/** Pointer movement, px, after which pressing on the route line becomes a drag (maplibre's click tolerance). */
export const ROUTE_DRAG_TOLERANCE_PX = 3;
