import type { DecodePbfOptions } from './decode-pbf.ts';
import { decodePbf } from './decode-pbf.ts';
import { ImportInputError } from './import-input-error.ts';
import { GrowableFloat64Array, GrowableUint32Array } from './pbf/growable-array.ts';
import { batchTags } from './pbf/primitive-batch.ts';
import { assertOsmPbf } from './read-osm-pbf.ts';
import type { RoadInput } from './road-input.ts';
import { isTollNode } from './toll-node.ts';
import type { WayAttributes } from './way-attributes.ts';

/** The two passes of {@link readRoadInput}. */
export type RoadInputPass = 'ways' | 'nodes';

/** Options of {@link readRoadInput}. */
export interface ReadRoadInputOptions {
  /** Decode worker threads (see `decodePbf`; default: the cores for big files). */
  workers?: number;
  /** Called now and then with the pass, the bytes of the file read in it and the file size. */
  onProgress?: (pass: RoadInputPass, bytesRead: number, fileSize: number) => void;
}

/**
 * Reads what the extract stage needs from an OSM PBF file in two streaming passes, with memory
 * proportional to the kept ways and their nodes (never to all nodes):
 *
 * 1. **ways**: keeps the ways the extract routes on (`wayAttributes`, applied in the decode workers) with
 *    their node ids, and sorts and deduplicates those ids;
 * 2. **nodes**: reads only the blocks that have nodes and keeps the position (and toll tag) of the needed
 *    nodes, by a merge walk of the file's nodes (sorted by id in a PBF) with the needed ids.
 *
 * @throws ImportInputError when the file is missing, empty, truncated or not a PBF.
 * @example const { network } = extractRoadNetwork(await readRoadInput('brasil.osm.pbf'));
 */
export async function readRoadInput(path: string, options: ReadRoadInputOptions = {}): Promise<RoadInput> {
  assertOsmPbf(path);
  try {
    return await readPasses(path, options);
  } catch (error) {
    if (error instanceof ImportInputError) throw error;
    throw new ImportInputError(`cannot read ${path} as OSM PBF: ${(error as Error).message}`);
  }
}

async function readPasses(path: string, options: ReadRoadInputOptions): Promise<RoadInput> {
  const decodeOptions = (pass: RoadInputPass): DecodePbfOptions => ({
    ...(options.workers === undefined ? {} : { workers: options.workers }),
    onBytes: (bytesRead, fileSize) => options.onProgress?.(pass, bytesRead, fileSize),
  });
  const ways = await readKeptWays(path, decodeOptions('ways'));
  const needed = sortedUnique(ways.refs.data.subarray(0, ways.refs.length));
  const nodes = await readNeededNodes(path, needed, {
    ...decodeOptions('nodes'),
    blocks: (index) => ways.withNodes[index] === 1,
  });
  return {
    pointCount: needed.length,
    lat: nodes.lat,
    lon: nodes.lon,
    osmId: needed,
    toll: nodes.toll,
    pointOf: (osmId) => {
      const p = lowerBound(needed, osmId);
      return p < needed.length && needed[p] === osmId && nodes.found[p] === 1 ? p : -1;
    },
    // the grown arrays as they are (no trimmed copies): the offsets bound what is read
    wayId: ways.id.data,
    wayRefOffset: ways.refOffset.data,
    wayRefs: ways.refs.data,
    wayAttributes: ways.attributes,
    osmNodes: nodes.osmNodes,
    osmWays: ways.osmWays,
  };
}

/** Pass 1: the kept ways, every way counted, and which blocks hold nodes (the others need no second read). */
async function readKeptWays(path: string, options: DecodePbfOptions) {
  const id = new GrowableFloat64Array();
  const refOffset = new GrowableUint32Array();
  const refs = new GrowableFloat64Array(1 << 16);
  const attributes: WayAttributes[] = [];
  const nodeBlocks: number[] = [];
  refOffset.push(0);
  let osmWays = 0;
  let blocks = 0;
  for await (const block of decodePbf(path, 'road-ways', options)) {
    if (block.hasNodes) nodeBlocks.push(blocks);
    blocks++;
    osmWays += block.wayCount;
    const base = refs.length;
    for (let w = 0; w < block.id.length; w++) {
      id.push(block.id[w]!);
      refOffset.push(base + block.refOffset[w + 1]!);
      attributes.push(block.attributes[w]!);
    }
    for (let r = 0; r < block.refs.length; r++) refs.push(block.refs[r]!);
  }
  const withNodes = new Uint8Array(blocks);
  for (const b of nodeBlocks) withNodes[b] = 1;
  return { id, refOffset, refs, attributes, osmWays, withNodes };
}

/**
 * Pass 2: position, toll tag and presence of each `needed` id (sorted), by a merge walk of the file's nodes,
 * and every node counted.
 */
async function readNeededNodes(path: string, needed: Float64Array, options: DecodePbfOptions) {
  const count = needed.length;
  const lat = new Float64Array(count);
  const lon = new Float64Array(count);
  const toll = new Uint8Array(count);
  const found = new Uint8Array(count);
  let osmNodes = 0;
  let cursor = 0;
  let previous = -Infinity;
  for await (const batch of decodePbf(path, 'nodes', options)) {
    osmNodes += batch.nodeCount;
    for (let i = 0; i < batch.nodeCount; i++) {
      const id = batch.nodeId[i]!;
      // nodes are sorted by id in a PBF; should one not be, the walk starts again from a binary search
      if (id < previous) cursor = lowerBound(needed, id);
      previous = id;
      while (cursor < count && needed[cursor]! < id) cursor++;
      if (cursor === count || needed[cursor] !== id) continue;
      lat[cursor] = batch.nodeLat[i]!;
      lon[cursor] = batch.nodeLon[i]!;
      found[cursor] = 1;
      const tagged = batch.nodeTagOffset[i + 1]! > batch.nodeTagOffset[i]!;
      toll[cursor] =
        tagged && isTollNode(batchTags(batch.strings, batch.nodeTagOffset, batch.nodeTags, i)) ? 1 : 0;
    }
  }
  return { lat, lon, toll, found, osmNodes };
}

/** A sorted copy of `ids` without repeats. */
function sortedUnique(ids: Float64Array): Float64Array {
  const sorted = ids.slice().sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (n === 0 || sorted[i] !== sorted[n - 1]) sorted[n++] = sorted[i]!;
  }
  return sorted.slice(0, n);
}

/** First index of `sorted` whose value is not below `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
