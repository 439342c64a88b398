import type { LocationSuggestionItem } from '@freight/core';

/** One place found by a geocoder: the SPEC §3 location suggestion plus its position and a display label. */
export interface GeocodeHit extends LocationSuggestionItem {
  /** Display text, e.g. `Curitiba, PR` or `Avenida Paulista, 1000 - São Paulo, SP`. */
  label: string;
  lat: number;
  lng: number;
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
