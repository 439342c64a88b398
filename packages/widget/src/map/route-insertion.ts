import { decodePolyline, distanceToPolyline } from '@freight/core';
import type { LatLng, ValhallaTrip } from '@freight/core';

/**
 * Where a waypoint dragged out of the route line goes (SPEC §4 "Dragging onto the route inserts a new
 * waypoint"): the route's leg `i` runs from waypoint `i` to waypoint `i + 1`, so a point grabbed on the
 * leg nearest to `point` is inserted at `i + 1`, between the two waypoints of that leg. The answer stays
 * between the origin and the destination of a list of `waypointCount` (1 … `waypointCount - 1`);
 * `null` when the trip has no leg with a shape.
 *
 * @example insertionIndex(trip, grabbed, 3) // 2 when the grabbed point lies on the second leg
 */
export function insertionIndex(trip: ValhallaTrip, point: LatLng, waypointCount: number): number | null {
  let bestLeg = -1;
  let bestDistance = Infinity;
  for (const [index, leg] of trip.legs.entries()) {
    const shape = decodePolyline(leg.shape).map(([lat, lng]) => ({ lat, lng }));
    const distance = distanceToPolyline(point, shape);
    if (distance < bestDistance) {
      bestLeg = index;
      bestDistance = distance;
    }
  }
  if (bestLeg === -1) return null;
  return Math.min(Math.max(bestLeg + 1, 1), Math.max(waypointCount - 1, 1));
}
