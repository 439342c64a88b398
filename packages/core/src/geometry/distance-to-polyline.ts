import type { LatLng } from '../schemas/lat-lng.ts';
import { haversineDistance } from './haversine.ts';
import { projectOnSegment } from './project-on-segment.ts';

/**
 * Distance in metres beyond which a waypoint counts as off the route, so the map draws a dashed
 * connector from the route to it (SPEC §9 missing-route tolerance).
 */
export const MISSING_ROUTE_TOLERANCE_M = 10;

/**
 * The point of segment `a`–`b` closest to `point`, found in a local equirectangular projection centred
 * on `point` (accurate for the short segments of a route shape; see `projectOnSegment`).
 */
export function closestPointOnSegment(point: LatLng, a: LatLng, b: LatLng): LatLng {
  const { lat, lng } = projectOnSegment(point.lat, point.lng, a.lat, a.lng, b.lat, b.lng);
  return { lat, lng };
}

/**
 * Distance in metres from `point` to the segment `a`–`b` (to its closest point, an end when the
 * perpendicular falls outside).
 *
 * @example distanceToSegment({ lat: 0.001, lng: 0.5 }, { lat: 0, lng: 0 }, { lat: 0, lng: 1 }) // ≈ 111
 */
export function distanceToSegment(point: LatLng, a: LatLng, b: LatLng): number {
  return haversineDistance(point, closestPointOnSegment(point, a, b));
}

/**
 * Distance in metres from `point` to the nearest segment of a polyline; a single vertex gives the
 * distance to it and an empty line `Infinity`.
 *
 * @example distanceToPolyline(waypoint, route.coordinates) > MISSING_ROUTE_TOLERANCE_M // draw a dashed connector
 */
export function distanceToPolyline(point: LatLng, line: readonly LatLng[]): number {
  const [first] = line;
  if (first === undefined) return Infinity;
  let best = haversineDistance(point, first);
  for (let i = 1; i < line.length; i++) {
    best = Math.min(best, distanceToSegment(point, line[i - 1]!, line[i]!));
  }
  return best;
}
