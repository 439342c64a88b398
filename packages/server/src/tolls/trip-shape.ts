import { decodePolylineColumns, haversineMeters } from '@freight/core';
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
  let i = 0;
  decoded.forEach((points, leg) => {
    for (let index = 0; index < points.count; index++, i++) {
      const lat = points.lat[index]!;
      const lng = points.lng[index]!;
      shape.lat[i] = lat;
      shape.lng[i] = lng;
      shape.leg[i] = leg;
      shape.index[i] = index;
      if (i > 0) {
        const step = haversineMeters(shape.lat[i - 1]!, shape.lng[i - 1]!, lat, lng);
        const joined = index > 0 || step <= joinToleranceM;
        shape.joined[i - 1] = joined ? 1 : 0;
        shape.along[i] = shape.along[i - 1]! + (joined ? step : 0);
      }
    }
  });
  return shape;
}
