import { METERS_PER_DEGREE, projectOnSegment } from '@freight/core';
import { SAMPLE_SPACING_M } from '@freight/routing';
import type { RoutingGraph } from '@freight/routing';

/** Furthest a waypoint may be from a road: the engines' snapping cutoff (Valhalla's `search_cutoff`). */
export const ROAD_SEARCH_CUTOFF_M = 35_000;

/**
 * Fewest nodes a road's connected piece must have to be routed from (Valhalla's `minimum_reachability`
 * default); smaller pieces are islands the data leave unconnected (a 2-node MGC-146 stretch near
 * Andradas/MG, SP access roads whose link is not digitised). Never more than the largest piece.
 */
export const MINIMUM_REACHABILITY = 50;

/** The nearest road point to a waypoint that routes can start from. */
export interface RoadAnchor {
  lat: number;
  lng: number;
  /** Metres from the waypoint. */
  distanceM: number;
  /** Whether the road nearest to the waypoint was an island, so the anchor lies on another road. */
  moved: boolean;
}

/** Where routes can reach a waypoint on a graph. */
export interface RoadAccess {
  /**
   * The nearest point of a road connected to the network (a piece of at least {@link MINIMUM_REACHABILITY}
   * nodes) within {@link ROAD_SEARCH_CUTOFF_M}, or `null` when there is none (too far from any road).
   */
  anchor(position: { lat: number; lng: number }): RoadAnchor | null;
}

/** Number of nodes of the connected piece of each node (union–find over the edges, ignoring direction). */
function componentSizes(graph: RoutingGraph): Uint32Array {
  const parent = new Int32Array(graph.nodeCount);
  for (let n = 0; n < graph.nodeCount; n++) parent[n] = n;
  const find = (x: number): number => {
    let root = x;
    while (parent[root] !== root) root = parent[root]!;
    while (parent[x] !== root) {
      const next = parent[x]!;
      parent[x] = root;
      x = next;
    }
    return root;
  };
  for (let e = 0; e < graph.edgeCount; e++) {
    const a = find(graph.edgeFrom[e]!);
    const b = find(graph.edgeTo[e]!);
    if (a !== b) parent[a] = b;
  }
  const count = new Uint32Array(graph.nodeCount);
  for (let n = 0; n < graph.nodeCount; n++) count[find(n)]!++;
  const sizes = new Uint32Array(graph.nodeCount);
  for (let n = 0; n < graph.nodeCount; n++) sizes[n] = count[find(n)]!;
  return sizes;
}

/**
 * Road access over `graph` (the connected pieces are computed once, in linear time).
 *
 * @example roadAccess(graph).anchor({ lat: -22.07, lng: -46.57 }) // on the main network, not on an island
 */
export function roadAccess(graph: RoutingGraph): RoadAccess {
  const sizes = componentSizes(graph);
  const largest = sizes.reduce((max, size) => Math.max(max, size), 0);
  const minimum = Math.min(MINIMUM_REACHABILITY, largest);
  const connected = (edge: number): boolean => sizes[graph.edgeFrom[edge]!]! >= minimum;

  /** The nearest point of an edge passing `accept` within `radius` m (samples within radius + spacing). */
  function nearestWithin(
    position: { lat: number; lng: number },
    radius: number,
    accept: (edge: number) => boolean,
  ): { edge: number; lat: number; lng: number; distance: number } | null {
    const cosLat = Math.max(0.05, Math.cos((position.lat * Math.PI) / 180));
    const reach = (radius + SAMPLE_SPACING_M) / METERS_PER_DEGREE;
    const ids = graph.spatialIndex.range(
      position.lng - reach / cosLat,
      position.lat - reach,
      position.lng + reach / cosLat,
      position.lat + reach,
    );
    const seen = new Set<number>();
    let best: { edge: number; lat: number; lng: number; distance: number } | null = null;
    for (const id of ids) {
      const edge = graph.sampleEdge[id]!;
      const segment = graph.sampleSegment[id]!;
      const key = edge * 65_536 + segment;
      if (seen.has(key) || !accept(edge)) continue;
      seen.add(key);
      const k = graph.shapeOffset[edge]! + segment;
      const p = projectOnSegment(
        position.lat,
        position.lng,
        graph.shapeLat[k]!,
        graph.shapeLon[k]!,
        graph.shapeLat[k + 1]!,
        graph.shapeLon[k + 1]!,
      );
      if (p.distance <= radius && (best === null || p.distance < best.distance)) best = { edge, ...p };
    }
    return best;
  }

  function nearest(
    position: { lat: number; lng: number },
    accept: (edge: number) => boolean,
  ): { edge: number; lat: number; lng: number; distance: number } | null {
    for (let radius = 250; ; radius = Math.min(ROAD_SEARCH_CUTOFF_M, radius * 4)) {
      const found = nearestWithin(position, radius, accept);
      if (found || radius >= ROAD_SEARCH_CUTOFF_M) return found;
    }
  }

  return {
    anchor(position) {
      const any = nearest(position, () => true);
      if (!any) return null;
      if (connected(any.edge))
        return { lat: position.lat, lng: position.lng, distanceM: any.distance, moved: false };
      const onNetwork = nearest(position, connected);
      if (!onNetwork) return null;
      return { lat: onNetwork.lat, lng: onNetwork.lng, distanceM: onNetwork.distance, moved: true };
    },
  };
}
