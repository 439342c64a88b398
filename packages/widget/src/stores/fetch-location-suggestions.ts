import { locationSuggestionResponseSchema } from '@freight/core';
import type { ApiClient, LocationSuggestion } from '@freight/core';

/** Path of the location-search provider of the planner (the server's geocoder). */
export const LOCATION_SUGGESTIONS_PATH = '/api/geocode/suggestions';

/** Suggestions asked for per search. */
export const LOCATION_SUGGESTIONS_LIMIT = 8;

/**
 * `GET /api/geocode/suggestions?q=&limit=`: the location suggestions for `query` (answer
 * `data.suggestions`, SPEC §3 Location-suggestion response). Any failure gives `[]` (SPEC §7); an
 * abort too, so the caller only has to ignore superseded answers.
 */
export async function fetchLocationSuggestions(
  api: ApiClient,
  query: string,
  signal?: AbortSignal,
  limit = LOCATION_SUGGESTIONS_LIMIT,
): Promise<LocationSuggestion[]> {
  try {
    const response = await api.http.request(LOCATION_SUGGESTIONS_PATH, {
      query: { q: query, limit },
      schema: locationSuggestionResponseSchema,
      signal,
    });
    return response.success ? response.data.suggestions : [];
  } catch {
    return [];
  }
}
