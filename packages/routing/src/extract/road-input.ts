import type { WayAttributes } from './way-attributes.ts';

/**
 * What the extract stage reads from OSM: the nodes it may need (points) and the ways it keeps, as typed
 * arrays. Point `p` is at `lat[p], lon[p]` with OSM id `osmId[p]`; `toll[p]` is 1 for a toll point. Kept
 * way `w` has OSM id `wayId[w]`, node ids `wayRefs[wayRefOffset[w] .. wayRefOffset[w + 1])` and
 * attributes `wayAttributes[w]` (the arrays may be longer than what `pointCount` and the offsets use).
 * Points are ordered by first appearance in the file (nodes sorted by id in
 * a PBF), which fixes the order of the graph's nodes.
 */
export interface RoadInput {
  pointCount: number;
  lat: Float64Array;
  lon: Float64Array;
  osmId: Float64Array;
  toll: Uint8Array;
  /** Point of an OSM node id, or -1 when the node is not in the input. */
  pointOf: (osmId: number) => number;
  wayId: Float64Array;
  wayRefOffset: Uint32Array;
  wayRefs: Float64Array;
  wayAttributes: WayAttributes[];
  /** Nodes and ways in the input, kept or not. */
  osmNodes: number;
  osmWays: number;
}
