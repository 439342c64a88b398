import { haversineDistance } from '@freight/core';
import type { RoutingGraph } from '../graph/routing-graph.ts';

/**
 * The points of edge `edge` between two fractions of its length, in the order `from` → `to` (either may
 * be the larger): the interpolated end points and every shape point strictly between.
 */
export function edgeSlice(graph: RoutingGraph, edge: number, from: number, to: number): [number, number][] {
  const start = graph.shapeOffset[edge]!;
  const end = graph.shapeOffset[edge + 1]!;
  const total = graph.edgeLength[edge]!;
  const cumulative: number[] = [0];
  for (let k = start + 1; k < end; k++) {
    cumulative.push(
      cumulative[cumulative.length - 1]! +
        haversineDistance(
          { lat: graph.shapeLat[k - 1]!, lng: graph.shapeLon[k - 1]! },
          { lat: graph.shapeLat[k]!, lng: graph.shapeLon[k]! },
        ),
    );
  }
  const pointAt = (fraction: number): [number, number] => {
    const target = fraction * total;
    for (let i = 1; i < cumulative.length; i++) {
      if (cumulative[i]! >= target || i === cumulative.length - 1) {
        const span = cumulative[i]! - cumulative[i - 1]!;
        const t = span > 0 ? Math.min(1, Math.max(0, (target - cumulative[i - 1]!) / span)) : 0;
        const k = start + i;
        return [
          graph.shapeLat[k - 1]! + (graph.shapeLat[k]! - graph.shapeLat[k - 1]!) * t,
          graph.shapeLon[k - 1]! + (graph.shapeLon[k]! - graph.shapeLon[k - 1]!) * t,
        ];
      }
    }
    return [graph.shapeLat[start]!, graph.shapeLon[start]!];
  };
  const lo = Math.min(from, to) * total;
  const hi = Math.max(from, to) * total;
  const points: [number, number][] = [pointAt(Math.min(from, to))];
  for (let i = 1; i < cumulative.length - 1; i++) {
    if (cumulative[i]! > lo && cumulative[i]! < hi)
      points.push([graph.shapeLat[start + i]!, graph.shapeLon[start + i]!]);
  }
  points.push(pointAt(Math.max(from, to)));
  return from <= to ? points : points.reverse();
}
