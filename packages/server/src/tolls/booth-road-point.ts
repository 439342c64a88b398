import { haversineDistance, normalizeRoadRef } from '@freight/core';
import type { RoutingGraph, TollBoothNode } from '@freight/routing';
import type { EdgeRoadRefs } from './edge-road-refs.ts';
import type { NearRoadPoint } from './nearest-road-point.ts';
import { roadPointAt } from './road-point.ts';

/** A road point on a toll booth node of the graph. */
export interface BoothRoadPoint extends NearRoadPoint {
  /** Graph node of the booth. */
  node: number;
  /** OSM id of the booth node. */
  osmId: number;
}

/**
 * The nearest toll booth or gantry node (`barrier=toll_booth`, `highway=toll_gantry`) within `radiusM` of
 * a position that lies on a road carrying one of `refs` (or, with `unnumbered`, on roads without a number
 * only, as ramps are), as a road point at the end of an edge of that road; `null` when there is none. The
 * point's `ref` is the plaza's road number matched, or its first one on an unnumbered road.
 *
 * @example boothRoadPoint(graph, refsOf, tollBoothNodes(graph), plaza, ['BR-116'], 200)?.osmId
 */
export function boothRoadPoint(
  graph: RoutingGraph,
  refsOf: EdgeRoadRefs,
  booths: readonly TollBoothNode[],
  position: { lat: number; lng: number },
  refs: readonly string[],
  radiusM: number,
  unnumbered = false,
): BoothRoadPoint | null {
  let best: { booth: TollBoothNode; distance: number; ref: string } | null = null;
  for (const booth of booths) {
    const ref =
      unnumbered && booth.refs.length === 0
        ? refs[0]
        : refs.find((r) => booth.refs.some((b) => normalizeRoadRef(b) === r));
    if (ref === undefined) continue;
    const distance = haversineDistance(position, { lat: booth.lat, lng: booth.lon });
    if (distance <= radiusM && (best === null || distance < best.distance)) best = { booth, distance, ref };
  }
  if (best === null) return null;
  const { booth, ref, distance } = best;
  for (let i = graph.nodeEdgeOffset[booth.node]!; i < graph.nodeEdgeOffset[booth.node + 1]!; i++) {
    const edge = graph.nodeEdges[i]!;
    const edgeRefs = refsOf(edge);
    if (!edgeRefs.includes(ref) && !(unnumbered && edgeRefs.length === 0)) continue;
    const atStart = graph.edgeFrom[edge] === booth.node;
    const segments = graph.shapeOffset[edge + 1]! - graph.shapeOffset[edge]! - 1;
    const point = roadPointAt(graph, edge, atStart ? 0 : segments - 1, atStart ? 0 : 1);
    return {
      ...point,
      fraction: atStart ? 0 : 1,
      lat: booth.lat,
      lng: booth.lon,
      ref,
      distance,
      node: booth.node,
      osmId: booth.osmId,
    };
  }
  return null;
}
