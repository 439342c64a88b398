import { geocodeResultSchema } from '../schemas/index.ts';
import type { GeocodeResult } from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';

/** `GET /api/geocode?q=`: the position of an address text, `data.coords` `{ lat, lng }` (SPEC §7). */
export type GeocodeEndpoint = (q: string, options?: CallOptions) => Promise<ApiResponse<GeocodeResult>>;

/** Builds the geocode call on `http`. */
export function createGeocodeEndpoint(http: HttpClient): GeocodeEndpoint {
  return (q, options = {}) =>
    http.request('/api/geocode', { ...options, query: { q }, schema: geocodeResultSchema });
}
