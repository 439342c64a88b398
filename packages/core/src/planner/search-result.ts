import { formatCoordinateText, parseCoordinateText } from './coordinate-text.ts';
import type { LatLng, Waypoint } from './waypoint.ts';
import { updateWaypoint } from './waypoint-list.ts';

/** Caption of a result taken from the recent searches. */
export const RECENT_SEARCH_CAPTION = 'Busca Recente';
/** Caption of the result that reads the query as `'lat,lng'`. */
export const COORDINATE_SEARCH_CAPTION = 'Busca como coordenada';
/** Caption of the result that searches the typed text as it is. */
export const LITERAL_SEARCH_CAPTION = 'Busca Literal';
/** Label of the special result that uses the browser's geolocation. */
export const CURRENT_LOCATION_LABEL = 'Sua Localização';
/** Caption of {@link CURRENT_LOCATION_LABEL} while geolocation may still be asked for. */
export const CURRENT_LOCATION_CAPTION = 'Permitir usar sua Localização';
/** Caption of {@link CURRENT_LOCATION_LABEL} after the user denied geolocation (SPEC §4). */
export const CURRENT_LOCATION_DENIED_CAPTION = 'Você não permitiu o uso da sua localização!';

export type { SearchResult, SearchResultIcon } from '../schemas/search-result.ts';
import type { SearchResult } from '../schemas/search-result.ts';

const NO_POSITION: LatLng = { lat: 0, lng: 0 };

/** A recent search as a result row; a recent `'lat,lng'` text keeps its position. */
export function recentSearchResult(label: string): SearchResult {
  return {
    icon: 'recent',
    label,
    caption: RECENT_SEARCH_CAPTION,
    searchText: label,
    coordinates: parseCoordinateText(label) ?? NO_POSITION,
  };
}

/**
 * The 'Busca como coordenada' row for a query that parses as `'lat,lng'`, else `null`.
 *
 * @example coordinateSearchResult('-23.5489, -46.6388')?.searchText // '-23.5489,-46.6388'
 */
export function coordinateSearchResult(query: string): SearchResult | null {
  const position = parseCoordinateText(query);
  if (position == null) return null;
  const text = formatCoordinateText(position.lat, position.lng);
  return {
    icon: 'coordinates',
    label: text,
    caption: COORDINATE_SEARCH_CAPTION,
    searchText: text,
    coordinates: position,
  };
}

/** The 'Busca Literal' row: the trimmed query as typed, to be geocoded when chosen. */
export function literalSearchResult(query: string): SearchResult {
  const text = query.trim();
  return {
    icon: 'literal',
    label: text,
    caption: LITERAL_SEARCH_CAPTION,
    searchText: text,
    coordinates: NO_POSITION,
  };
}

/**
 * The 'Sua Localização' row, shown when the query is empty. Its caption becomes
 * {@link CURRENT_LOCATION_DENIED_CAPTION} once geolocation was denied. Choosing it asks for geolocation,
 * so it carries no text and no position.
 */
export function currentLocationResult(denied = false): SearchResult {
  return {
    icon: 'current-location',
    label: CURRENT_LOCATION_LABEL,
    caption: denied ? CURRENT_LOCATION_DENIED_CAPTION : CURRENT_LOCATION_CAPTION,
    searchText: '',
    coordinates: NO_POSITION,
  };
}

/** Puts a chosen result into the waypoint at `index`: its search text and its position. */
export function applySearchResult(
  list: readonly Waypoint[],
  index: number,
  result: SearchResult,
): Waypoint[] {
  return updateWaypoint(list, index, { searchText: result.searchText, coordinates: result.coordinates });
}
