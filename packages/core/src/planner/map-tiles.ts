/**
 * Raster tiles of the OpenStreetMap tile servers: the planner's default basemap, and so the tile server
 * the server's pages allow when no map style is configured.
 */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
