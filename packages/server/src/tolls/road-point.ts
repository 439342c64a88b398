import { bearing, haversineDistance } from '@freight/core';
import type { RoutingGraph } from '@freight/routing';

/** A point on an edge of the graph. */
export interface RoadPoint {
  edge: number;
  /** Segment of the edge geometry (0 = first) the point lies on. */
  segment: number;
  /** Position along the edge as a fraction of its length, 0 at `edgeFrom`, 1 at `edgeTo`. */
  fraction: number;
  lat: number;
  lng: number;
  /** Direction of the edge (from → to) at the point, degrees clockwise from north. */
  bearing: number;
}

/**
 * The road point at position `t` (0..1) of segment `segment` of `edge`: its fraction of the edge length
 * (lengths measured as the extract measures them) and the edge's bearing there. A zero-length segment
 * takes the bearing of the nearest segment of the edge that has a length.
 */
export function roadPointAt(graph: RoutingGraph, edge: number, segment: number, t: number): RoadPoint {
  const { shapeLat, shapeLon } = graph;
  const start = graph.shapeOffset[edge]!;
  const last = graph.shapeOffset[edge + 1]! - 1;
  const point = (k: number) => ({ lat: shapeLat[k]!, lng: shapeLon[k]! });
  let before = 0;
  for (let k = start; k < start + segment; k++) before += haversineDistance(point(k), point(k + 1));
  const a = start + segment;
  const segmentLength = haversineDistance(point(a), point(a + 1));
  const total = graph.edgeLength[edge]!;
  const fraction = total > 0 ? Math.min(1, Math.max(0, (before + t * segmentLength) / total)) : 0;
  let direction = 0;
  for (let d = 0; a - d >= start || a + d < last; d++) {
    const k = [a + d, a - d].find((i) => i >= start && i < last && segmentLengthNonZero(graph, i));
    if (k !== undefined) {
      direction = bearing(point(k), point(k + 1));
      break;
    }
  }
  return {
    edge,
    segment,
    fraction,
    lat: shapeLat[a]! + t * (shapeLat[a + 1]! - shapeLat[a]!),
    lng: shapeLon[a]! + t * (shapeLon[a + 1]! - shapeLon[a]!),
    bearing: direction,
  };
}

function segmentLengthNonZero(graph: RoutingGraph, k: number): boolean {
  return graph.shapeLat[k] !== graph.shapeLat[k + 1] || graph.shapeLon[k] !== graph.shapeLon[k + 1];
}
