import { METERS_PER_DEGREE, POINT_GRID_CELL_DEGREES } from '@freight/core';
import type { PointGrid } from '@freight/core';
import type { TripShape } from './trip-shape.ts';

/** Most segments looked up together: one box query answers a run when no point is near it. */
const RUN_SEGMENTS = 64;

/**
 * For each point of `grid` near the route, the segments of `shape` (in route order) whose bounding box,
 * grown by `marginM`, contains it: the only segments that can pass within `marginM` of the point. Walks the
 * route once, so the cost grows with the route's length, not with the number of points (the reverse of a
 * grid over the route's segments): consecutive segments are taken in runs (at most {@link RUN_SEGMENTS},
 * spanning at most about one grid cell), the run's box is looked up once, and only a run with a point in
 * its box looks up the few cells of each of its segments. Most of a long route is far from every plaza
 * and station, so most runs cost one lookup.
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
  const box = new Float64Array(4);
  /** The box of segment `i` grown by the margin into `into` (south, west, north, east). */
  const segmentBox = (i: number, into: Float64Array): void => {
    const latA = shape.lat[i]!;
    const latB = shape.lat[i + 1]!;
    const lngA = shape.lng[i]!;
    const lngB = shape.lng[i + 1]!;
    const dLng = dLat / Math.max(0.05, Math.cos((((latA + latB) / 2) * Math.PI) / 180));
    into[0] = Math.min(latA, latB) - dLat;
    into[1] = Math.min(lngA, lngB) - dLng;
    into[2] = Math.max(latA, latB) + dLat;
    into[3] = Math.max(lngA, lngB) + dLng;
  };
  const run = new Float64Array(4);
  const cell = POINT_GRID_CELL_DEGREES;
  let i = 0;
  const last = shape.count - 1;
  while (i < last) {
    if (shape.joined[i] !== 1) {
      i++;
      continue;
    }
    // a run of joined segments from i whose boxes together stay within about one cell
    const first = i;
    segmentBox(i, run);
    i++;
    while (i < last && i - first < RUN_SEGMENTS && shape.joined[i] === 1) {
      segmentBox(i, box);
      const south = Math.min(run[0]!, box[0]!);
      const west = Math.min(run[1]!, box[1]!);
      const north = Math.max(run[2]!, box[2]!);
      const east = Math.max(run[3]!, box[3]!);
      if (north - south > cell || east - west > cell) break;
      run[0] = south;
      run[1] = west;
      run[2] = north;
      run[3] = east;
      i++;
    }
    if (!grid.anyInBox(run[0]!, run[1]!, run[2]!, run[3]!)) continue;
    for (segment = first; segment < i; segment++) {
      segmentBox(segment, box);
      grid.forEachInBox(box[0]!, box[1]!, box[2]!, box[3]!, add);
    }
  }
  return near;
}
