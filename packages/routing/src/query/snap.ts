import { bearing, closestPointOnSegment, haversineDistance, METERS_PER_DEGREE } from '@freight/core';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { SAMPLE_SPACING_M } from '../graph/build-spatial-index.ts';

/** Furthest a location may be from a usable road, in metres (Valhalla's default `search_cutoff`). */
export const SEARCH_CUTOFF_M = 35_000;

/** Default `heading_tolerance` in degrees (Valhalla's default). */
export const DEFAULT_HEADING_TOLERANCE = 60;

/** A location of a query, as in Valhalla's `locations`. */
export interface SnapLocation {
  lat: number;
  lon: number;
  heading?: number;
  heading_tolerance?: number;
  radius?: number;
}

/** A position on an edge a route may start or end at, and the directions of travel allowed there. */
export interface SnapCandidate {
  edge: number;
  /** Position along the edge as a fraction of its length, from `edgeFrom` (0) to `edgeTo` (1). */
  fraction: number;
  /** Segment of the edge geometry the point lies on. */
  segment: number;
  lat: number;
  lon: number;
  /** Distance in metres from the location. */
  distance: number;
  /** Travel along the edge allowed from here. */
  forward: boolean;
  /** Travel against the edge allowed from here. */
  backward: boolean;
}

function angleDiff(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/**
 * Snaps a location to the nearest usable edges (spatial index over segment samples, growing search radius
 * up to {@link SEARCH_CUTOFF_M}). An edge is usable when the metric allows one of its directions and,
 * with a `heading`, when that direction's bearing is within `heading_tolerance`. Returns the nearest
 * candidate, those as near (ties at junctions), and every usable one within `radius` metres; `[]` when no
 * road is near (error 171). Each segment is examined once (unusable ones are remembered too), and the
 * position along the edge is only measured for the candidates returned.
 */
export function snapLocation(
  graph: RoutingGraph,
  weights: EdgeWeights,
  location: SnapLocation,
): SnapCandidate[] {
  const point = { lat: location.lat, lng: location.lon };
  const cosLat = Math.max(0.05, Math.cos((location.lat * Math.PI) / 180));
  const tolerance = location.heading_tolerance ?? DEFAULT_HEADING_TOLERANCE;
  const radius = Math.max(0, location.radius ?? 0);
  const found = new Map<number, SnapCandidate | null>();
  let nearest = Infinity;
  let searchRadius = 250;
  for (;;) {
    const r = searchRadius + SAMPLE_SPACING_M / 2;
    const ids = graph.spatialIndex.within(location.lon, location.lat, r / (METERS_PER_DEGREE * cosLat));
    for (const id of ids) {
      const edge = graph.sampleEdge[id]!;
      const segment = graph.sampleSegment[id]!;
      const key = edge * 65536 + segment;
      if (found.has(key)) continue;
      const candidate = candidateOn(graph, weights, edge, segment, point, location.heading, tolerance);
      found.set(key, candidate);
      if (candidate && candidate.distance < nearest) nearest = candidate.distance;
    }
    if ((nearest <= searchRadius && radius <= searchRadius) || searchRadius >= SEARCH_CUTOFF_M) {
      if (nearest > SEARCH_CUTOFF_M) return [];
      const keep = Math.max(nearest + 1, radius);
      const kept: SnapCandidate[] = [];
      for (const c of found.values()) {
        if (c && c.distance <= keep) {
          c.fraction = fractionAt(graph, c);
          kept.push(c);
        }
      }
      return kept.sort((a, b) => a.distance - b.distance);
    }
    searchRadius = Math.min(SEARCH_CUTOFF_M, searchRadius * 4);
  }
}

/** Position of a candidate's point along its edge, as a fraction of the edge's length. */
function fractionAt(graph: RoutingGraph, c: SnapCandidate): number {
  const start = graph.shapeOffset[c.edge]!;
  const k = start + c.segment;
  let offset = 0;
  for (let i = start; i < k; i++) {
    offset += haversineDistance(
      { lat: graph.shapeLat[i]!, lng: graph.shapeLon[i]! },
      { lat: graph.shapeLat[i + 1]!, lng: graph.shapeLon[i + 1]! },
    );
  }
  offset += haversineDistance(
    { lat: graph.shapeLat[k]!, lng: graph.shapeLon[k]! },
    { lat: c.lat, lng: c.lon },
  );
  const length = graph.edgeLength[c.edge]!;
  return length > 0 ? Math.min(1, Math.max(0, offset / length)) : 0;
}

/** The candidate on one segment (its `fraction` still 0), or `null` when no allowed direction fits. */
function candidateOn(
  graph: RoutingGraph,
  weights: EdgeWeights,
  edge: number,
  segment: number,
  point: { lat: number; lng: number },
  heading: number | undefined,
  tolerance: number,
): SnapCandidate | null {
  let forward = weights.forward[edge] !== NO_ACCESS;
  let backward = weights.backward[edge] !== NO_ACCESS;
  if (!forward && !backward) return null;
  const k = graph.shapeOffset[edge]! + segment;
  const a = { lat: graph.shapeLat[k]!, lng: graph.shapeLon[k]! };
  const b = { lat: graph.shapeLat[k + 1]!, lng: graph.shapeLon[k + 1]! };
  if (heading !== undefined) {
    const along = bearing(a, b);
    forward &&= angleDiff(along, heading) <= tolerance;
    backward &&= angleDiff((along + 180) % 360, heading) <= tolerance;
    if (!forward && !backward) return null;
  }
  const closest = closestPointOnSegment(point, a, b);
  return {
    edge,
    fraction: 0,
    segment,
    lat: closest.lat,
    lon: closest.lng,
    distance: haversineDistance(point, closest),
    forward,
    backward,
  };
}
