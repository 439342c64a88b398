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
 * spanning about one grid cell), the run's box is looked up once, and only a run with a point in
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
  const cell = POINT_GRID_CELL_DEGREES;
  const last = shape.count - 1;
  let i = 0;
  while (i < last) {
    if (shape.joined[i] !== 1) {
      i++;
      continue;
    }
    // a run of joined segments from i whose points stay within about one cell; its box, grown by the
    // margin at its highest latitude (where a degree of longitude is shortest), holds each segment's box
    const first = i;
    let south = Math.min(shape.lat[i]!, shape.lat[i + 1]!);
    let north = Math.max(shape.lat[i]!, shape.lat[i + 1]!);
    let west = Math.min(shape.lng[i]!, shape.lng[i + 1]!);
    let east = Math.max(shape.lng[i]!, shape.lng[i + 1]!);
    i++;
    while (i < last && i - first < RUN_SEGMENTS && shape.joined[i] === 1) {
      const lat = shape.lat[i + 1]!;
      const lng = shape.lng[i + 1]!;
      const s2 = Math.min(south, lat);
      const n2 = Math.max(north, lat);
      const w2 = Math.min(west, lng);
      const e2 = Math.max(east, lng);
      if (n2 - s2 > cell || e2 - w2 > cell) break;
      south = s2;
      north = n2;
      west = w2;
      east = e2;
      i++;
    }
    const widest = Math.max(Math.abs(south), Math.abs(north));
    const dLng = dLat / Math.max(0.05, Math.cos((widest * Math.PI) / 180));
    if (!grid.anyInBox(south - dLat, west - dLng, north + dLat, east + dLng)) continue;
    for (segment = first; segment < i; segment++) {
      segmentBox(segment, box);
      grid.forEachInBox(box[0]!, box[1]!, box[2]!, box[3]!, add);
    }
  }
  return near;
}
