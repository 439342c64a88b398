/**
 * The nodes and ways of one OSM PBF `PrimitiveBlock`, in file order, as typed arrays. Tags are pairs of
 * indices into `strings` (the block's string table): node `i`'s tags are
 * `nodeTags[2k], nodeTags[2k + 1]` for `k` in `[nodeTagOffset[i], nodeTagOffset[i + 1])`; the same for
 * ways. Way `i`'s node ids are `wayRefs[wayRefOffset[i] .. wayRefOffset[i + 1])`.
 */
export interface PrimitiveBatch {
  strings: string[];
  /** Whether the block has nodes, decoded or not. */
  hasNodes: boolean;
  nodeCount: number;
  nodeId: Float64Array;
  /** Degrees (WGS84), computed as OSM PBF readers do: `offset + granularity * value`, in nanodegrees. */
  nodeLat: Float64Array;
  nodeLon: Float64Array;
  nodeTagOffset: Uint32Array;
  nodeTags: Uint32Array;
  wayCount: number;
  wayId: Float64Array;
  wayRefOffset: Uint32Array;
  wayRefs: Float64Array;
  wayTagOffset: Uint32Array;
  wayTags: Uint32Array;
}

/** Which entities a decoder keeps (the others are skipped without being decoded). */
export interface PrimitiveKinds {
  nodes: boolean;
  ways: boolean;
}

/** The buffers of a batch, for a zero-copy `postMessage`. */
export function batchTransferList(batch: PrimitiveBatch): ArrayBuffer[] {
  return [
    batch.nodeId,
    batch.nodeLat,
    batch.nodeLon,
    batch.nodeTagOffset,
    batch.nodeTags,
    batch.wayId,
    batch.wayRefOffset,
    batch.wayRefs,
    batch.wayTagOffset,
    batch.wayTags,
  ].map((array) => array.buffer as ArrayBuffer);
}

/** The tags of entity `i` of a batch's nodes or ways, as an object. */
export function batchTags(
  strings: readonly string[],
  offsets: Uint32Array,
  pairs: Uint32Array,
  i: number,
): Record<string, string> {
  const tags: Record<string, string> = {};
  for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
    tags[strings[pairs[2 * k]!]!] = strings[pairs[2 * k + 1]!]!;
  }
  return tags;
}
