import { METERS_PER_DEGREE, projectOnSegment } from '@freight/core';
import { SAMPLE_SPACING_M } from '@freight/routing';
import type { RoutingGraph } from '@freight/routing';
import type { EdgeRoadRefs } from './edge-road-refs.ts';
import { roadPointAt } from './road-point.ts';
import type { RoadPoint } from './road-point.ts';

/** A road point found near a position, with the road number it matched and its distance. */
export interface NearRoadPoint extends RoadPoint {
  ref: string;
  /** Distance in metres from the position. */
  distance: number;
}

/**
 * The nearest point, within `maxDistanceM`, of an edge carrying one of `refs` (normalised road numbers),
 * found through the graph's spatial index; `null` when there is none. Ties go to the edge whose owner (first)
 * ref matches, then to the lower edge id.
 *
 * @example nearestRoadPoint(graph, refsOf, { lat, lng }, ['BR-116'], 2000)?.edge
 */
export function nearestRoadPoint(
  graph: RoutingGraph,
  refsOf: EdgeRoadRefs,
  position: { lat: number; lng: number },
  refs: readonly string[],
  maxDistanceM: number,
): NearRoadPoint | null {
  const reach = (maxDistanceM + SAMPLE_SPACING_M) / METERS_PER_DEGREE;
  const cosLat = Math.max(0.05, Math.cos((position.lat * Math.PI) / 180));
  const ids = graph.spatialIndex.range(
    position.lng - reach / cosLat,
    position.lat - reach,
    position.lng + reach / cosLat,
    position.lat + reach,
  );
  const seen = new Set<number>();
  let best: {
    edge: number;
    segment: number;
    t: number;
    distance: number;
    ref: string;
    owner: boolean;
  } | null = null;
  for (const id of ids) {
    const edge = graph.sampleEdge[id]!;
    const segment = graph.sampleSegment[id]!;
    const key = edge * 65_536 + segment;
    if (seen.has(key)) continue;
    seen.add(key);
    const edgeRefs = refsOf(edge);
    const ref = refs.find((r) => edgeRefs.includes(r));
    if (ref === undefined) continue;
    const k = graph.shapeOffset[edge]! + segment;
    const p = projectOnSegment(
      position.lat,
      position.lng,
      graph.shapeLat[k]!,
      graph.shapeLon[k]!,
      graph.shapeLat[k + 1]!,
      graph.shapeLon[k + 1]!,
    );
    if (p.distance > maxDistanceM) continue;
    const owner = edgeRefs[0] === ref;
    const better =
      best === null ||
      p.distance < best.distance - 1e-6 ||
      (Math.abs(p.distance - best.distance) <= 1e-6 &&
        ((owner && !best.owner) || (owner === best.owner && edge < best.edge)));
    if (better) best = { edge, segment, t: p.t, distance: p.distance, ref, owner };
  }
  if (best === null) return null;
  return { ...roadPointAt(graph, best.edge, best.segment, best.t), ref: best.ref, distance: best.distance };
}
