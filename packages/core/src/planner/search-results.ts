import { isBlankQuery, isCoordinateLikeText } from './coordinate-text.ts';
import type { LocationSuggestion } from './location-suggestion.ts';
import { suggestionResult } from './location-suggestion.ts';
import type { RecentSearch } from './recent-searches.ts';
import { filterRecentSearches } from './recent-searches.ts';
import type { SearchResult } from './search-result.ts';
import {
  coordinateSearchResult,
  currentLocationResult,
  literalSearchResult,
  recentSearchResult,
} from './search-result.ts';
import { searchTextKey } from './search-text-key.ts';

/** Inputs of {@link buildSearchResults}. */
export interface SearchResultsInput {
  /** The text in the search input. */
  readonly query: string;
  /** Recent searches in insertion order (as stored). */
  readonly recent?: readonly RecentSearch[];
  /** Suggestions of the location-search provider for this query. */
  readonly suggestions?: readonly LocationSuggestion[];
  /** Whether the user denied geolocation (changes the 'Sua Localização' caption). Default `false`. */
  readonly locationDenied?: boolean;
}

/**
 * The result list of the waypoint search, in this order:
 * - blank query: 'Sua Localização', then every recent search;
 * - coordinate-like query (only digits, commas, dots, spaces, hyphens): the 'Busca como coordenada' row
 *   when it parses as `'lat,lng'`, then matching recent searches; no literal row and no suggestions, as
 *   no text search is made;
 * - any other query: matching recent searches, then the location suggestions, then 'Busca Literal' as
 *   the last resort.
 * Rows whose search text repeats an earlier row (ignoring case and accents) are dropped.
 */
export function buildSearchResults(input: SearchResultsInput): SearchResult[] {
  const { query, recent = [], suggestions = [], locationDenied = false } = input;
  if (isBlankQuery(query)) {
    return unique([currentLocationResult(locationDenied), ...orderedRecent(recent, '')]);
  }
  const recentRows = orderedRecent(recent, query);
  if (isCoordinateLikeText(query)) {
    const coordinate = coordinateSearchResult(query);
    return unique([...(coordinate ? [coordinate] : []), ...recentRows]);
  }
  return unique([...recentRows, ...suggestions.map(suggestionResult), literalSearchResult(query)]);
}

function orderedRecent(recent: readonly RecentSearch[], query: string): SearchResult[] {
  return filterRecentSearches(recent, query).map((entry) => recentSearchResult(entry.label));
}

function unique(rows: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (row.searchText === '') return true;
    const key = searchTextKey(row.searchText);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
