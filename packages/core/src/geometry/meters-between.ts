/**
 * Metres per degree of latitude (and of longitude at the equator): the scale of every local
 * equirectangular measure (grids, segment projections, search boxes).
 */
export const METERS_PER_DEGREE = 111_320;

/**
 * Distance in metres between two nearby positions (equirectangular approximation: within 0.5 % of the
 * great-circle distance below a few hundred kilometres). Cheaper than `haversineDistance` for hot
 * loops over many candidates.
 *
 * @example metersBetween(-23.55, -46.63, -23.56, -46.63) // ≈ 1113.2
 */
export function metersBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const cos = Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  const dy = (lat2 - lat1) * METERS_PER_DEGREE;
  const dx = (lng2 - lng1) * METERS_PER_DEGREE * cos;
  return Math.sqrt(dx * dx + dy * dy);
}
