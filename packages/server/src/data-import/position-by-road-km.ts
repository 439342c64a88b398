import { plazaRoadRefs } from '@freight/core';
import type { KmMarkers, KmMarkerWay } from '../tolls/index.ts';

/** A point of a road at a km, read from a km-marked way. */
export interface RoadKmPoint {
  lat: number;
  lng: number;
  /** The way it lies on. */
  wayId: number;
  /** Whether the way's km direction is known (else its node order was assumed to run from km:start). */
  oriented: boolean;
}

/** Where along `way` (metres from its first node) the km `km` lies. */
function distanceAlong(way: KmMarkerWay, km: number): number {
  const total = way.along[way.along.length - 1]!;
  const span = way.kmEnd - way.kmStart;
  if (span === 0) return total / 2;
  const fromStart = (km - way.kmStart) / span;
  return (way.orientation === -1 ? 1 - fromStart : fromStart) * total;
}

function pointAt(way: KmMarkerWay, distance: number): { lat: number; lng: number } {
  const last = way.along.length - 1;
  let k = 0;
  while (k < last - 1 && way.along[k + 1]! < distance) k++;
  const length = way.along[k + 1]! - way.along[k]!;
  const t = length > 0 ? Math.min(1, Math.max(0, (distance - way.along[k]!) / length)) : 0;
  return {
    lat: way.lat[k]! + t * (way.lat[k + 1]! - way.lat[k]!),
    lng: way.lng[k]! + t * (way.lng[k + 1]! - way.lng[k]!),
  };
}

/**
 * The points of road `road` (a number in any spelling, `br 116`, or a text mentioning one) at km `km`,
 * interpolated along the km-marked ways of that road whose `km:start`–`km:end` range holds it: ways whose
 * km direction is known first, then the shortest ranges (the most precise). A way of unknown direction is
 * read in node order, the DER-SP habit. Empty when no way of the road covers the km. Ways carry no state:
 * federal km restart at each state line, so the caller checks the point lies in the expected state.
 *
 * @example positionByRoadKm(markers, 'SP-280', 39)[0] // { lat: -23.49…, lng: -46.97…, … }
 */
export function positionByRoadKm(markers: KmMarkers, road: string, km: number): RoadKmPoint[] {
  const ways = plazaRoadRefs(road).refs.flatMap((ref) => markers.byRef.get(ref) ?? []);
  return ways
    .filter((way) => Math.min(way.kmStart, way.kmEnd) <= km && km <= Math.max(way.kmStart, way.kmEnd))
    .sort(
      (a, b) =>
        Number(b.orientation !== 0) - Number(a.orientation !== 0) ||
        Math.abs(a.kmEnd - a.kmStart) - Math.abs(b.kmEnd - b.kmStart),
    )
    .map((way) => ({
      ...pointAt(way, distanceAlong(way, km)),
      wayId: way.wayId,
      oriented: way.orientation !== 0,
    }));
}
