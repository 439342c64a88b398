import type { LatLng } from '../schemas/lat-lng.ts';

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Initial bearing from `from` to `to`, in degrees clockwise from north, in [0, 360). Equal positions
 * give 0.
 *
 * @example bearing({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }) // 90
 */
export function bearing(from: LatLng, to: LatLng): number {
  const lat1 = toRadians(from.lat);
  const lat2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  return (degrees + 360) % 360;
}
