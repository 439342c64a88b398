import polyline from '@mapbox/polyline';

/** A position as a `[lat, lng]` pair. */
export type LatLngTuple = [lat: number, lng: number];

/** Precision of the routing service's shapes: 6 decimals (Valhalla `polyline6`). */
export const POLYLINE_PRECISION = 6;

/**
 * Encodes `[lat, lng]` pairs as a Google encoded polyline; precision 6 by default.
 *
 * @example encodePolyline([[38.5, -120.2], [40.7, -120.95]], 5) // '_p~iF~ps|U_ulLnnqC'
 */
export function encodePolyline(coordinates: readonly LatLngTuple[], precision = POLYLINE_PRECISION): string {
  return polyline.encode(
    coordinates.map(([lat, lng]) => [lat, lng]),
    precision,
  );
}

/**
 * Decodes an encoded polyline into `[lat, lng]` pairs; precision 6 by default. An empty text gives `[]`.
 *
 * @example decodePolyline('_p~iF~ps|U', 5) // [[38.5, -120.2]]
 */
export function decodePolyline(encoded: string, precision = POLYLINE_PRECISION): LatLngTuple[] {
  return polyline.decode(encoded, precision);
}
