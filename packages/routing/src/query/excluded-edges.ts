import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { snapLocation } from './snap.ts';

/**
 * The edges a query's `exclude_locations` close (Valhalla semantics): for each location, the usable edge
 * nearest to it and every other one as near (the edges meeting at a junction the location stands on).
 * Locations that are not finite numbers, or with no usable road within the search cutoff, close nothing.
 * Ascending edge ids, each once.
 *
 * @example excludedEdges(graph, weights, [{ lat: -23.4, lon: -47.1 }]) // [1234]
 */
export function excludedEdges(
  graph: RoutingGraph,
  weights: EdgeWeights,
  locations: readonly { lat: unknown; lon: unknown }[],
): number[] {
  const edges = new Set<number>();
  for (const location of locations) {
    const { lat, lon } = location;
    if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon))
      continue;
    for (const candidate of snapLocation(graph, weights, { lat, lon })) edges.add(candidate.edge);
  }
  return [...edges].sort((a, b) => a - b);
}
