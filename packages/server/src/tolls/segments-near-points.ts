import { METERS_PER_DEGREE } from '@freight/core';
import type { PointGrid } from '@freight/core';
import type { TripShape } from './trip-shape.ts';

/**
 * For each point of `grid` near the route, the segments of `shape` (in route order) whose bounding box,
 * grown by `marginM`, contains it: the only segments that can pass within `marginM` of the point. Walks the
 * route once and looks up the few cells each segment covers, so the cost grows with the route's length,
 * not with the number of points (the reverse of a grid over the route's segments).
 *
 * @example segmentsNearPoints(PointGrid.fromPoints(plazas), tripShape(trip.legs), 2).get(0) // [412, 413]
 */
export function segmentsNearPoints(
  grid: PointGrid,
  shape: TripShape,
  marginM: number,
): Map<number, number[]> {
  const near = new Map<number, number[]>();
  if (grid.count === 0) return near;
  const dLat = marginM / METERS_PER_DEGREE;
  let segment = 0;
  const add = (point: number) => {
    const list = near.get(point);
    if (!list) near.set(point, [segment]);
    else if (list[list.length - 1] !== segment) list.push(segment);
  };
  for (let i = 0; i < shape.count - 1; i++) {
    if (shape.joined[i] !== 1) continue;
    const latA = shape.lat[i]!;
    const latB = shape.lat[i + 1]!;
    const lngA = shape.lng[i]!;
    const lngB = shape.lng[i + 1]!;
    const dLng = dLat / Math.max(0.05, Math.cos((((latA + latB) / 2) * Math.PI) / 180));
    segment = i;
    grid.forEachInBox(
      Math.min(latA, latB) - dLat,
      Math.min(lngA, lngB) - dLng,
      Math.max(latA, latB) + dLat,
      Math.max(lngA, lngB) + dLng,
      add,
    );
  }
  return near;
}
