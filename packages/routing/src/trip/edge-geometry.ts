import { haversineDistance } from '@freight/core';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import type { ShapeBuffer } from './shape-buffer.ts';

/** Scratch: distance from an edge's first shape point to each of its points. */
let cumulative = new Float64Array(256);

function measure(graph: RoutingGraph, start: number, end: number): void {
  if (end - start > cumulative.length) cumulative = new Float64Array(2 * (end - start));
  const { shapeLat, shapeLon } = graph;
  cumulative[0] = 0;
  for (let k = start + 1; k < end; k++) {
    cumulative[k - start] =
      cumulative[k - start - 1]! +
      haversineDistance(
        { lat: shapeLat[k - 1]!, lng: shapeLon[k - 1]! },
        { lat: shapeLat[k]!, lng: shapeLon[k]! },
      );
  }
}

/** Index (from the edge's first point) of the segment end the point at distance `target` interpolates to. */
function segmentAt(count: number, target: number): number {
  for (let i = 1; i < count; i++) if (cumulative[i]! >= target || i === count - 1) return i;
  return 0;
}

/** Appends the point at distance `target` along the measured edge (interpolated inside its segment). */
function pushPointAt(
  graph: RoutingGraph,
  start: number,
  count: number,
  target: number,
  out: ShapeBuffer,
): void {
  const i = segmentAt(count, target);
  if (i === 0) {
    out.pushDistinct(graph.shapeLat[start]!, graph.shapeLon[start]!);
    return;
  }
  const span = cumulative[i]! - cumulative[i - 1]!;
  const t = span > 0 ? Math.min(1, Math.max(0, (target - cumulative[i - 1]!) / span)) : 0;
  const k = start + i;
  const { shapeLat, shapeLon } = graph;
  out.pushDistinct(
    shapeLat[k - 1]! + (shapeLat[k]! - shapeLat[k - 1]!) * t,
    shapeLon[k - 1]! + (shapeLon[k]! - shapeLon[k - 1]!) * t,
  );
}

/** Whether shape points `a` and `b` are at the same position. */
function samePoint(lats: Float64Array, lons: Float64Array, a: number, b: number): boolean {
  return lats[a] === lats[b] && lons[a] === lons[b];
}

/** Appends a whole edge, in or against its direction, skipping repeated points. */
function pushWholeEdge(
  graph: RoutingGraph,
  start: number,
  end: number,
  reverse: boolean,
  out: ShapeBuffer,
): void {
  const { shapeLat, shapeLon } = graph;
  // the last point that differs from its predecessor ends the edge's geometry (later points repeat it)
  let last = end - 1;
  while (last > start && samePoint(shapeLat, shapeLon, last, last - 1)) last--;
  if (last === start) {
    out.pushDistinct(shapeLat[start]!, shapeLon[start]!);
    out.pushDistinct(shapeLat[start]!, shapeLon[start]!);
    return;
  }
  // the end point as interpolating its segment to the full length gives it (t = 1)
  const endLat = shapeLat[last - 1]! + (shapeLat[last]! - shapeLat[last - 1]!);
  const endLon = shapeLon[last - 1]! + (shapeLon[last]! - shapeLon[last - 1]!);
  if (!reverse) {
    out.pushDistinct(shapeLat[start]!, shapeLon[start]!);
    for (let k = start + 1; k < last; k++)
      if (!samePoint(shapeLat, shapeLon, k, k - 1)) out.pushDistinct(shapeLat[k]!, shapeLon[k]!);
    out.pushDistinct(endLat, endLon);
    return;
  }
  out.pushDistinct(endLat, endLon);
  let first = start + 1;
  while (first < last && samePoint(shapeLat, shapeLon, first, start)) first++;
  for (let k = last - 1; k >= first; k--)
    if (!samePoint(shapeLat, shapeLon, k, k + 1)) out.pushDistinct(shapeLat[k]!, shapeLon[k]!);
  out.pushDistinct(shapeLat[start]!, shapeLon[start]!);
}

/**
 * Appends the points of edge `edge` between two fractions of its length, in the order `from` → `to`
 * (either may be the larger): the interpolated end points and every shape point strictly between, with
 * repeated points dropped (see {@link ShapeBuffer.pushDistinct}).
 */
export function appendEdgeSlice(
  graph: RoutingGraph,
  edge: number,
  from: number,
  to: number,
  out: ShapeBuffer,
): void {
  const start = graph.shapeOffset[edge]!;
  const end = graph.shapeOffset[edge + 1]!;
  if ((from === 0 && to === 1) || (from === 1 && to === 0)) {
    pushWholeEdge(graph, start, end, from === 1, out);
    return;
  }
  measure(graph, start, end);
  const count = end - start;
  const total = graph.edgeLength[edge]!;
  const lo = Math.min(from, to) * total;
  const hi = Math.max(from, to) * total;
  const { shapeLat, shapeLon } = graph;
  if (from <= to) {
    pushPointAt(graph, start, count, lo, out);
    for (let i = 1; i < count - 1; i++) {
      if (cumulative[i]! > lo && cumulative[i]! < hi)
        out.pushDistinct(shapeLat[start + i]!, shapeLon[start + i]!);
    }
    pushPointAt(graph, start, count, hi, out);
  } else {
    pushPointAt(graph, start, count, hi, out);
    for (let i = count - 2; i >= 1; i--) {
      if (cumulative[i]! > lo && cumulative[i]! < hi)
        out.pushDistinct(shapeLat[start + i]!, shapeLon[start + i]!);
    }
    pushPointAt(graph, start, count, lo, out);
  }
}
