import type { DecodePbfOptions } from './decode-pbf.ts';
import { decodePbf } from './decode-pbf.ts';
import type { OsmTags } from './osm-entity.ts';
import { batchTags } from './pbf/primitive-batch.ts';

/** Options of {@link readNodePositions}. */
export interface ReadNodePositionsOptions extends DecodePbfOptions {
  /** Called with the index in `needed` and the tags of each needed node that has tags. */
  onTagged?: (index: number, tags: OsmTags) => void;
}

/** Positions of the needed nodes of a file, and what was seen of all its nodes. */
export interface NodePositions {
  /** `lat[i], lon[i]` of `needed[i]`, when `found[i]` is 1. */
  lat: Float64Array;
  lon: Float64Array;
  found: Uint8Array;
  /** Every node of the file (of the blocks read). */
  osmNodes: number;
  /** Bounding box of every node: `[minLat, minLon, maxLat, maxLon]`, or `null` without nodes. */
  bbox: [number, number, number, number] | null;
}

/**
 * The second pass of a two-pass PBF read: the position of each of the `needed` node ids (sorted, no
 * repeats), by a merge walk of the file's nodes (sorted by id in a PBF). Memory: 17 bytes per needed id,
 * never per node of the file.
 *
 * @example const { lat, lon, found } = await readNodePositions(path, sortedUnique(wayRefs));
 */
export async function readNodePositions(
  path: string,
  needed: Float64Array,
  options: ReadNodePositionsOptions = {},
): Promise<NodePositions> {
  const count = needed.length;
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  const found = new Uint8Array(count);
  let osmNodes = 0;
  let cursor = 0;
  let previous = -Infinity;
  let minLat = Infinity;
  let minLon = Infinity;
  let maxLat = -Infinity;
  let maxLon = -Infinity;
  for await (const batch of decodePbf(path, 'nodes', options)) {
    osmNodes += batch.nodeCount;
    for (let i = 0; i < batch.nodeCount; i++) {
      const nodeLat = batch.nodeLat[i]!;
      const nodeLon = batch.nodeLon[i]!;
      if (nodeLat < minLat) minLat = nodeLat;
      if (nodeLat > maxLat) maxLat = nodeLat;
      if (nodeLon < minLon) minLon = nodeLon;
      if (nodeLon > maxLon) maxLon = nodeLon;
      const id = batch.nodeId[i]!;
      // nodes are sorted by id in a PBF; should one not be, the walk starts again from a binary search
      if (id < previous) cursor = lowerBound(needed, id);
      previous = id;
      while (cursor < count && needed[cursor]! < id) cursor++;
      if (cursor === count || needed[cursor] !== id) continue;
      lat[cursor] = nodeLat;
      lon[cursor] = nodeLon;
      found[cursor] = 1;
      if (options.onTagged && batch.nodeTagOffset[i + 1]! > batch.nodeTagOffset[i]!) {
        options.onTagged(cursor, batchTags(batch.strings, batch.nodeTagOffset, batch.nodeTags, i));
      }
    }
  }
  const bbox: NodePositions['bbox'] = osmNodes > 0 ? [minLat, minLon, maxLat, maxLon] : null;
  return { lat, lon, found, osmNodes, bbox };
}

/**
 * Index in `needed` of node `id` when the second pass found its position (`found` of
 * {@link readNodePositions}), else -1.
 */
export function foundIndex(needed: Float64Array, found: Uint8Array, id: number): number {
  const at = lowerBound(needed, id);
  return at < needed.length && needed[at] === id && found[at] === 1 ? at : -1;
}

/** A sorted copy of `ids` without repeats. */
export function sortedUnique(ids: Float64Array): Float64Array {
  const sorted = ids.slice().sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (n === 0 || sorted[i] !== sorted[n - 1]) sorted[n++] = sorted[i]!;
  }
  return sorted.slice(0, n);
}

/** First index of `sorted` whose value is not below `value`. */
export function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
