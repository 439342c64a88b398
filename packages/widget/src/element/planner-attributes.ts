import type { Basemap } from '../map/basemaps.ts';

/**
 * The attributes of `<freight-route-planner>` (each also a property of the same name in camelCase).
 * An attribute removed after the element started keeps its last value; set a new value instead.
 */
export interface PlannerAttributes {
  /**
   * `api-base`: prefix of every API path. Default `''`, the page's own site.
   * @example <freight-route-planner api-base="https://frete.example.com">
   */
  apiBase?: string;
  /**
   * `token`: bearer token for the API. Default: the page's localStorage `token` (SPEC §7).
   * @example <freight-route-planner token="eyJhbGciOi...">
   */
  token?: string;
  /**
   * `embedded`: `true` or `1` when the planner runs in the embedded mode; a 401 then asks the host for
   * its in-app login page instead of single sign-on (the `login` event says so). Default off.
   * @example <freight-route-planner embedded="1">
   */
  embedded?: boolean;
  /**
   * `route-id`: id of a saved route to open. Default none.
   * @example <freight-route-planner route-id="42">
   */
  routeId?: string;
  /**
   * `data`: the encrypted route of a share or embed link (the `data` parameter). Default none.
   * @example <freight-route-planner data="b64:...">
   */
  data?: string;
  /**
   * `mode`: `create` (default), `view` (read-only waypoints, categories disabled, plate shown) or
   * `manual` (plate shown).
   * @example <freight-route-planner mode="view">
   */
  mode?: string;
  /**
   * `primary-color`: primary colour of buttons and highlights. Default `#fdc941`.
   * @example <freight-route-planner primary-color="#0b5fff">
   */
  primaryColor?: string;
  /**
   * `map-style`: address of a MapLibre style JSON. Default: OpenStreetMap raster tiles.
   * @example <freight-route-planner map-style="https://tiles.example.com/style.json">
   */
  mapStyle?: string;
  /**
   * `basemaps` (best set as a property; as an attribute, JSON): the map's basemap switcher list, each
   * `{ id, name, tiles, tileSize?, attribution?, maxZoom? }` (raster tile URL templates) or
   * `{ id, name, style }` (a MapLibre style address), after the `map-style` style when set. Default:
   * OpenStreetMap raster tiles. Entries that are not basemaps are left out.
   * @example planner.basemaps = [{ id: 'osm', name: 'OpenStreetMap', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], maxZoom: 18 }]
   */
  basemaps?: readonly Basemap[];
}

/** How r2wc reads each attribute (explicit types, house style). */
export const PLANNER_ATTRIBUTE_TYPES = {
  apiBase: 'string',
  token: 'string',
  embedded: 'boolean',
  routeId: 'string',
  data: 'string',
  mode: 'string',
  primaryColor: 'string',
  mapStyle: 'string',
  basemaps: 'json',
} as const satisfies Record<keyof PlannerAttributes, 'string' | 'boolean' | 'json'>;
