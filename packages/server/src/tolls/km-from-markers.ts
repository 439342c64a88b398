import { projectOnSegment, segmentDirection } from '@freight/core';
import type { KmMarkers } from './km-markers.ts';

/** The km direction and km at a road point, read from the km-marked way under it. */
export interface MarkerKm {
  /** 1 when the km increases travelling along the given bearing, -1 when it decreases. */
  sense: 1 | -1;
  /** `km-tags` when the way's orientation is known, `way-order` when assumed from its node order. */
  source: 'km-tags' | 'way-order';
  /** The km at the point, interpolated along the way. */
  km: number;
  wayId: number;
}

/** Furthest a km-marked way may be from the point to be the way under it, in metres. */
const ON_WAY_M = 1;
/** A plaza's km decides a way's orientation when one reading is within this many km of it… */
const KM_FIT = 2;
/** …and the other reading is at least this many km further off. */
const KM_FIT_MARGIN = 1;

/**
 * Reads the km direction at a point of road `ref` from the km-marked way of that road under it (within a
 * metre: the graph's geometry is the way's), travelling along `bearing` (degrees). The way's orientation
 * comes from its neighbours, else from the plaza's own km (`plazaKm`, when one end reading fits it and the
 * other does not), else from its node order (`way-order`). `null` when no way of `ref` with km tags lies
 * under the point (the road there is another road's, or has no km tags).
 *
 * @example kmFromMarkers(markers, 'BR-116', point, 212.5, 298.8)?.sense
 */
export function kmFromMarkers(
  markers: KmMarkers,
  ref: string,
  point: { lat: number; lng: number },
  bearing: number,
  plazaKm: number | null,
): MarkerKm | null {
  const ways = markers.byRef.get(ref);
  if (!ways) return null;
  const radians = (bearing * Math.PI) / 180;
  const travel = [Math.sin(radians), Math.cos(radians)] as const;
  let best: { way: (typeof ways)[number]; k: number; t: number; distance: number } | null = null;
  for (const way of ways) {
    for (let k = 0; k < way.lat.length - 1; k++) {
      const p = projectOnSegment(
        point.lat,
        point.lng,
        way.lat[k]!,
        way.lng[k]!,
        way.lat[k + 1]!,
        way.lng[k + 1]!,
      );
      if (p.distance <= ON_WAY_M && (best === null || p.distance < best.distance))
        best = { way, k, t: p.t, distance: p.distance };
    }
  }
  if (best === null) return null;
  const { way, k, t } = best;
  const direction = segmentDirection(way.lat[k]!, way.lng[k]!, way.lat[k + 1]!, way.lng[k + 1]!);
  if (direction === null) return null;
  const dot = direction[0] * travel[0] + direction[1] * travel[1];
  if (Math.abs(dot) < 0.5) return null;
  const total = way.along[way.along.length - 1]!;
  const u = total > 0 ? (way.along[k]! + t * (way.along[k + 1]! - way.along[k]!)) / total : 0;
  const span = way.kmEnd - way.kmStart;
  const kmIfForward = way.kmStart + span * u;
  const kmIfBackward = way.kmEnd - span * u;
  let orientation: 1 | -1 = 1;
  let source: MarkerKm['source'] = 'km-tags';
  if (way.orientation !== 0) orientation = way.orientation;
  else {
    const fit = plazaKm === null ? null : fitOrientation(plazaKm, kmIfForward, kmIfBackward);
    if (fit === null) source = 'way-order';
    else orientation = fit;
  }
  return {
    sense: (dot > 0 ? orientation : -orientation) as 1 | -1,
    source,
    km: Math.round((orientation === 1 ? kmIfForward : kmIfBackward) * 1000) / 1000,
    wayId: way.wayId,
  };
}

function fitOrientation(plazaKm: number, forward: number, backward: number): 1 | -1 | null {
  const f = Math.abs(forward - plazaKm);
  const b = Math.abs(backward - plazaKm);
  if (Math.min(f, b) > KM_FIT || Math.abs(f - b) < KM_FIT_MARGIN) return null;
  return f < b ? 1 : -1;
}
