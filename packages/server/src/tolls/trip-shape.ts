import { decodePolylineColumns, haversineSteps } from '@freight/core';
import { legShapeColumns } from '@freight/routing';

/** The legs of a trip as {@link matchTolls} reads them: polyline6 shapes (Valhalla `trip.legs`). */
export interface ShapeLeg {
  shape: string;
}

/**
 * The shapes of a trip's legs decoded into one run of points (a leg's first point, when it repeats the
 * previous leg's last one, is kept so shape indices stay the legs' own), with each point's leg, index in
 * its leg's shape and distance from the start of the trip.
 */
export interface TripShape {
  lat: Float64Array;
  lng: Float64Array;
  leg: Int32Array;
  index: Int32Array;
  /** Metres from the first point of the trip. */
  along: Float64Array;
  /** Whether point `i` and point `i + 1` form a segment of the route (false across a gap between legs). */
  joined: Uint8Array;
  count: number;
}

/**
 * Decodes a trip's leg shapes (precision 6) into a {@link TripShape} (a leg the embedded router built gives
 * its coordinates without decoding: `legShapeColumns`). Consecutive legs join where the end of
 * one lies within `joinToleranceM` of the start of the next.
 *
 * @example tripShape(trip.legs).count
 */
export function tripShape(legs: readonly ShapeLeg[], joinToleranceM = 2): TripShape {
  // the embedded router's legs come with their shape decoded already
  const decoded = legs.map((leg) => legShapeColumns(leg) ?? decodePolylineColumns(leg.shape));
  const count = decoded.reduce((sum, points) => sum + points.count, 0);
  const shape: TripShape = {
    lat: new Float64Array(count),
    lng: new Float64Array(count),
    leg: new Int32Array(count),
    index: new Int32Array(count),
    along: new Float64Array(count),
    joined: new Uint8Array(count),
    count,
  };
  const { lat, lng, along, joined } = shape;
  let i = 0;
  for (let leg = 0; leg < decoded.length; leg++) {
    const points = decoded[leg]!;
    lat.set(points.lat.subarray(0, points.count), i);
    lng.set(points.lng.subarray(0, points.count), i);
    shape.leg.fill(leg, i, i + points.count);
    for (let index = 0; index < points.count; index++) shape.index[i + index] = index;
    i += points.count;
  }
  // each step's length, then the running sum over the joined ones (a step is read before its place is
  // overwritten)
  haversineSteps(lat, lng, count, along);
  for (let k = 1; k < count; k++) {
    const step = along[k]!;
    const join = shape.index[k]! > 0 || step <= joinToleranceM;
    joined[k - 1] = join ? 1 : 0;
    along[k] = along[k - 1]! + (join ? step : 0);
  }
  return shape;
}
