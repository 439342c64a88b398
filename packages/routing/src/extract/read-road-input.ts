import type { DecodePbfOptions } from './decode-pbf.ts';
import { decodePbf } from './decode-pbf.ts';
import { ImportInputError } from './import-input-error.ts';
import { GrowableFloat64Array, GrowableUint32Array } from './pbf/growable-array.ts';
import { foundIndex, readNodePositions, sortedUnique } from './read-node-positions.ts';
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
  const toll = new Uint8Array(needed.length);
  const nodes = await readNodePositions(path, needed, {
    ...decodeOptions('nodes'),
    blocks: (index) => ways.withNodes[index] === 1,
    onTagged: (index, tags) => {
      toll[index] = isTollNode(tags) ? 1 : 0;
    },
  });
  return {
    pointCount: needed.length,
    lat: nodes.lat,
    lon: nodes.lon,
    osmId: needed,
    toll,
    pointOf: (osmId) => foundIndex(needed, nodes.found, osmId),
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
  const intern = new AttributeInterner();
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
      attributes.push(intern.shared(block.attributes[w]!));
    }
    for (let r = 0; r < block.refs.length; r++) refs.push(block.refs[r]!);
  }
  const withNodes = new Uint8Array(blocks);
  for (const b of nodeBlocks) withNodes[b] = 1;
  return { id, refOffset, refs, attributes, osmWays, withNodes };
}

/** Most distinct attribute sets shared (a JS `Map` holds at most 2^24 entries); later ones stay as they are. */
const MAX_SHARED_ATTRIBUTES = 8_000_000;

/**
 * One object per distinct set of way attributes: a country's millions of kept ways share far fewer sets
 * (a street's pieces, a highway's sections), and the attributes of the ways are then references.
 */
class AttributeInterner {
  private readonly sets = new Map<string, WayAttributes>();

  shared(attributes: WayAttributes): WayAttributes {
    const a = attributes;
    const key = `${a.roadClass}|${a.forward}|${a.backward}|${a.maxspeed}|${a.maxspeedHgv}|${a.maxweight}|${a.maxheight}|${a.flags}|${a.ref}\u0000${a.name}`;
    const known = this.sets.get(key);
    if (known) return known;
    if (this.sets.size < MAX_SHARED_ATTRIBUTES) this.sets.set(key, attributes);
    return attributes;
  }
}
