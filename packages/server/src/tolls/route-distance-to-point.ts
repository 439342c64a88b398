import { projectOnSegment } from '@freight/core';
import type { TripShape } from './trip-shape.ts';

/** Index of the first shape point at least `along` metres from the start of the trip. */
function firstPointFrom(shape: TripShape, along: number): number {
  let low = 0;
  let high = shape.count;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (shape.along[mid]! < along) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * How close (m) the route passes to a point, looking at the stretch of the trip within `windowM` metres
 * (along the route) of `aroundM`: the least distance from the point to a segment of that stretch,
 * `Infinity` when the stretch has none.
 *
 * @example routeDistanceToPoint(shape, plaza.lat, plaza.lng, pass.distanceM, 3_000)
 */
export function routeDistanceToPoint(
  shape: TripShape,
  lat: number,
  lng: number,
  aroundM: number,
  windowM: number,
): number {
  const first = Math.max(0, firstPointFrom(shape, aroundM - windowM) - 1);
  let best = Infinity;
  for (let i = first; i < shape.count - 1; i++) {
    if (shape.along[i]! > aroundM + windowM) break;
    if (shape.joined[i] !== 1) continue;
    const { distance } = projectOnSegment(
      lat,
      lng,
      shape.lat[i]!,
      shape.lng[i]!,
      shape.lat[i + 1]!,
      shape.lng[i + 1]!,
    );
    if (distance < best) best = distance;
  }
  return best;
}
