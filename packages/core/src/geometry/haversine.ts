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
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
