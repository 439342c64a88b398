import { geocodeResultSchema } from '@freight/core';
import type { ApiClient, LatLng } from '@freight/core';

/** Path of the server's reverse geocoder: the nearest street (300 m) or else the town of a point. */
export const REVERSE_GEOCODE_PATH = '/api/geocode/reverse';

/**
 * `GET /api/geocode/reverse?lat=&lng=`: the address text of a position (the answer's `label`, checked
 * with core's geocode schema), or `null` when there is none. Failures give `null` too: SPEC §8 swallows
 * address-search errors, and the waypoint keeps its `'lat,lng'` text.
 */
export async function reverseGeocodeLabel(
  api: ApiClient,
  position: LatLng,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const response = await api.http.request(REVERSE_GEOCODE_PATH, {
      query: { lat: position.lat, lng: position.lng },
      schema: geocodeResultSchema,
      signal,
    });
    if (!response.success) return null;
    const label: unknown = response.data.label;
    return typeof label === 'string' && label.trim() !== '' ? label : null;
  } catch {
    return null;
  }
}
