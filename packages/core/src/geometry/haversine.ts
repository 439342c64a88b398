import type { LatLng } from '../schemas/lat-lng.ts';

/** Mean Earth radius in metres (IUGG), used by every distance of this module. */
export const EARTH_RADIUS_M = 6_371_008.8;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres between two positions (haversine formula, spherical Earth).
 *
 * @example haversineDistance({ lat: -23.5489, lng: -46.6388 }, { lat: -25.4284, lng: -49.2733 }) // ≈ 339 000
 */
export function haversineDistance(a: LatLng, b: LatLng): number {
  return haversineMeters(a.lat, a.lng, b.lat, b.lng);
}

/**
 * {@link haversineDistance} on bare degrees, for loops over coordinate columns (no object per point).
 *
 * @example haversineMeters(-23.5489, -46.6388, -25.4284, -49.2733) // ≈ 339 000
 */
export function haversineMeters(latA: number, lngA: number, latB: number, lngB: number): number {
  const dLat = toRadians(latB - latA);
  const dLng = toRadians(lngB - lngA);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(latA)) * Math.cos(toRadians(latB)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The length of each step of a path given as coordinate columns, in metres: `out[i]` is the distance from
 * point `i - 1` to point `i` for `0 < i < count`, exactly what {@link haversineMeters} gives for that
 * step, with one cosine per point instead of two; `out[0]` is 0. Returns `out`.
 *
 * @example haversineSteps(shape.lat, shape.lng, shape.count, new Float64Array(shape.count))
 */
export function haversineSteps(
  lat: ArrayLike<number>,
  lng: ArrayLike<number>,
  count: number,
  out: Float64Array,
): Float64Array {
  if (count <= 0) return out;
  out[0] = 0;
  let cosA = Math.cos(toRadians(lat[0]!));
  for (let i = 1; i < count; i++) {
    const cosB = Math.cos(toRadians(lat[i]!));
    const dLat = toRadians(lat[i]! - lat[i - 1]!);
    const dLng = toRadians(lng[i]! - lng[i - 1]!);
    const h = Math.sin(dLat / 2) ** 2 + cosA * cosB * Math.sin(dLng / 2) ** 2;
    out[i] = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
    cosA = cosB;
  }
  return out;
}
