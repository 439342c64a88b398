import { GrowableFloat64Array, GrowableUint32Array } from './pbf/growable-array.ts';
import type { PrimitiveBatch } from './pbf/primitive-batch.ts';
import { batchTags } from './pbf/primitive-batch.ts';
import type { WayAttributes } from './way-attributes.ts';
import { ROAD_KEY, wayAttributes } from './way-attributes.ts';

/**
 * The ways of one PBF block that the extract keeps ({@link wayAttributes} is not `null`), with their node
 * ids and attributes; kept way `i`'s node ids are `refs[refOffset[i] .. refOffset[i + 1])`.
 */
export interface RoadWayBatch {
  /** Every way of the block, kept or not. */
  wayCount: number;
  /** Whether the block has nodes (not decoded). */
  hasNodes: boolean;
  id: Float64Array;
  refOffset: Uint32Array;
  refs: Float64Array;
  attributes: WayAttributes[];
}

/** Keeps the ways of a decoded block the extract routes on. */
export function roadWayBatch(batch: PrimitiveBatch): RoadWayBatch {
  const id = new GrowableFloat64Array(256);
  const refOffset = new GrowableUint32Array(256);
  const refs = new GrowableFloat64Array(4096);
  const attributes: WayAttributes[] = [];
  refOffset.push(0);
  // building tag objects for every way costs more than decoding them; most ways are not roads
  const roadKey = batch.strings.indexOf(ROAD_KEY);
  for (let w = 0; w < batch.wayCount; w++) {
    if (!hasKey(batch, w, roadKey)) continue;
    const kept = wayAttributes(batchTags(batch.strings, batch.wayTagOffset, batch.wayTags, w));
    if (!kept) continue;
    id.push(batch.wayId[w]!);
    for (let r = batch.wayRefOffset[w]!; r < batch.wayRefOffset[w + 1]!; r++) refs.push(batch.wayRefs[r]!);
    refOffset.push(refs.length);
    attributes.push(kept);
  }
  return {
    wayCount: batch.wayCount,
    hasNodes: batch.hasNodes,
    id: id.toArray(),
    refOffset: refOffset.toArray(),
    refs: refs.toArray(),
    attributes,
  };
}

function hasKey(batch: PrimitiveBatch, way: number, key: number): boolean {
  for (let k = batch.wayTagOffset[way]!; k < batch.wayTagOffset[way + 1]!; k++) {
    if (batch.wayTags[2 * k] === key) return true;
  }
  return false;
}
