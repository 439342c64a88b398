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
