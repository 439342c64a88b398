import { METERS_PER_DEGREE } from './meters-between.ts';

/** Where a point falls on a segment: the closest point, its position `t` (0 = `a`, 1 = `b`) and distance. */
export interface SegmentProjection {
  /** Position of the closest point along the segment, 0 at `a` to 1 at `b`. */
  t: number;
  lat: number;
  lng: number;
  /** Distance in metres from the point to the closest point. */
  distance: number;
}

/**
 * Projects a point onto the segment `a`–`b` in a local equirectangular frame centred on the point
 * (accurate to well under a metre for points within a few kilometres of segments up to tens of km).
 *
 * @example projectOnSegment(-23.5, -46.6, -23.5, -46.61, -23.5, -46.59).t // 0.5
 */
export function projectOnSegment(
  lat: number,
  lng: number,
  aLat: number,
  aLng: number,
  bLat: number,
  bLng: number,
): SegmentProjection {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const ax = (aLng - lng) * cosLat;
  const ay = aLat - lat;
  const dx = (bLng - aLng) * cosLat;
  const dy = bLat - aLat;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
  const x = ax + t * dx;
  const y = ay + t * dy;
  return {
    t,
    lat: aLat + t * (bLat - aLat),
    lng: aLng + t * (bLng - aLng),
    distance: Math.hypot(x, y) * METERS_PER_DEGREE,
  };
}

/**
 * Unit direction of the segment `a`–`b` in the local east/north frame (`[east, north]`), `null` for a
 * segment of zero length.
 */
export function segmentDirection(
  aLat: number,
  aLng: number,
  bLat: number,
  bLng: number,
): [number, number] | null {
  const cosLat = Math.cos((((aLat + bLat) / 2) * Math.PI) / 180);
  const east = (bLng - aLng) * cosLat;
  const north = bLat - aLat;
  const length = Math.hypot(east, north);
  return length === 0 ? null : [east / length, north / length];
}
