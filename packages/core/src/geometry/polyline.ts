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

/** An encoded polyline decoded into coordinate columns: point `i` is `[lat[i], lng[i]]`. */
export interface PolylineColumns {
  lat: Float64Array;
  lng: Float64Array;
  count: number;
}

/**
 * {@link decodePolyline} into two typed columns instead of one array per point: the same coordinates, for
 * long shapes read in a loop (a country-length route has tens of thousands of points). A value cut short at
 * the end of the text is dropped with its point.
 *
 * @example decodePolylineColumns('_p~iF~ps|U', 5).lat[0] // 38.5
 */
export function decodePolylineColumns(encoded: string, precision = POLYLINE_PRECISION): PolylineColumns {
  // every encoded value ends with a character below 0x20 + 63; two values make a point
  let values = 0;
  for (let i = 0; i < encoded.length; i++) if (encoded.charCodeAt(i) - 63 < 0x20) values++;
  const count = values >> 1;
  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  const factor = 10 ** precision;
  let index = 0;
  let latitude = 0;
  let longitude = 0;
  const next = (): number => {
    let multiplier = 1;
    let result = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result += (byte & 0x1f) * multiplier;
      multiplier *= 32;
    } while (byte >= 0x20);
    return result & 1 ? (-result - 1) / 2 : result / 2;
  };
  for (let point = 0; point < count; point++) {
    latitude += next();
    longitude += next();
    lat[point] = latitude / factor;
    lng[point] = longitude / factor;
  }
  return { lat, lng, count };
}
