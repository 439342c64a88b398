import type { LocationSuggestionItem } from '@freight/core';

/** One place found by a geocoder: the SPEC §3 location suggestion plus its position and a display label. */
export interface GeocodeHit extends LocationSuggestionItem {
  /** Display text, e.g. `Curitiba, PR` or `Avenida Paulista, 1000 - São Paulo, SP`. */
  label: string;
  lat: number;
  lng: number;
  /** `true` when the house number's position was estimated between tagged numbers of the street. */
  interpolated?: boolean;
  /** `true` when the query was coordinate text (SPEC §5): the position is the typed one. */
  fromCoordinates?: boolean;
}

/** Options of a geocoder call. */
export interface GeocodeOptions {
  /** Most hits to return (suggestions). */
  limit?: number;
  signal?: AbortSignal;
}

/**
 * Address search: the embedded gazetteer (`GEOCODER=embedded`) or an external Photon / Nominatim service.
 * Coordinate text ('-23.55,-46.63', SPEC §5) answers a coordinate hit.
 */
export interface Geocoder {
  /** Ranked suggestions for what the user typed; blank text gives `[]`. */
  suggest(query: string, options?: GeocodeOptions): Promise<GeocodeHit[]>;
  /** The best hit for a complete address, or `null` when nothing matches. */
  geocode(query: string, options?: GeocodeOptions): Promise<GeocodeHit | null>;
  /** The nearest street (or municipality) to a point, or `null` when nothing is near. */
  reverse(lat: number, lng: number, options?: GeocodeOptions): Promise<GeocodeHit | null>;
  close?(): Promise<void>;
}

/** Why a geocoder call failed (an external service that timed out, answered an error or nonsense). */
export type GeocoderFailure = 'timeout' | 'unavailable' | 'bad-answer';

/**
 * A geocoder that could not answer: the external service timed out, failed or answered something that is
 * not its format. The API turns it into a clean 502/504 with a pt-BR message; callers that can do
 * without (route waypoints) fall back to the municipality names.
 */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
  constructor(
    readonly failure: GeocoderFailure,
    message: string,
  ) {
    super(message);
  }
}
