/** Node flag: a `barrier=toll_booth` or `highway=toll_gantry` node. */
export const NODE_TOLL = 1;

/**
 * The routable network the extract stage produces and the graph files store: graph nodes (junctions,
 * dead ends and toll booths), and edges between them carrying the geometry of compacted degree-2 chains.
 * Every array is indexed by node or edge id; strings are indices into `strings` (0 is `''`).
 */
export interface RoadNetwork {
  nodeCount: number;
  nodeLat: Float64Array;
  nodeLon: Float64Array;
  /** OSM id of each node. */
  nodeOsmId: Float64Array;
  /** `NODE_*` bits. */
  nodeFlags: Uint8Array;
  edgeCount: number;
  edgeFrom: Uint32Array;
  edgeTo: Uint32Array;
  /** Length in metres along the geometry. */
  edgeLength: Float64Array;
  /** Road class code (see `ROAD_CLASSES`). */
  edgeClass: Uint8Array;
  /** Costing bits allowed from `edgeFrom` to `edgeTo`. */
  edgeForward: Uint8Array;
  /** Costing bits allowed from `edgeTo` to `edgeFrom`. */
  edgeBackward: Uint8Array;
  /** `maxspeed` km/h (0 = none). */
  edgeMaxspeed: Uint8Array;
  /** `maxspeed:hgv` km/h (0 = none). */
  edgeMaxspeedHgv: Uint8Array;
  /** `maxweight` t (0 = none). */
  edgeMaxweight: Float32Array;
  /** `maxheight` m (0 = none). */
  edgeMaxheight: Float32Array;
  /** `FLAG_*` bits of `way-attributes.ts`. */
  edgeFlags: Uint8Array;
  edgeName: Uint32Array;
  edgeRef: Uint32Array;
  /** OSM id of the (first) way the edge comes from. */
  edgeWayId: Float64Array;
  /** Edge `e`'s geometry is `shapeLat/shapeLon[shapeOffset[e] .. shapeOffset[e + 1])`, from → to. */
  shapeOffset: Uint32Array;
  shapeLat: Float64Array;
  shapeLon: Float64Array;
  strings: string[];
}
