import { GrowableFloat64Array, GrowableUint32Array } from './growable-array.ts';
import type { PrimitiveBatch, PrimitiveKinds } from './primitive-batch.ts';
import { ProtobufError, ProtobufReader, WIRE_BYTES } from './protobuf-reader.ts';

const NANO = 1e-9;

// scratch arrays of one entity's repeated fields, reused (a worker decodes one block at a time)
const scratch = {
  keys: new GrowableUint32Array(64),
  vals: new GrowableUint32Array(64),
  refs: new GrowableFloat64Array(2048),
  ids: new GrowableFloat64Array(8192),
  lats: new GrowableFloat64Array(8192),
  lons: new GrowableFloat64Array(8192),
  keysVals: new GrowableUint32Array(8192),
};

function cleared<T extends { length: number }>(array: T): T {
  array.length = 0;
  return array;
}

interface Builder {
  nodeId: GrowableFloat64Array;
  nodeLat: GrowableFloat64Array;
  nodeLon: GrowableFloat64Array;
  nodeTagOffset: GrowableUint32Array;
  nodeTags: GrowableUint32Array;
  wayId: GrowableFloat64Array;
  wayRefOffset: GrowableUint32Array;
  wayRefs: GrowableFloat64Array;
  wayTagOffset: GrowableUint32Array;
  wayTags: GrowableUint32Array;
}

interface Scale {
  granularity: number;
  latOffset: number;
  lonOffset: number;
}

/**
 * Decodes an inflated OSM PBF `PrimitiveBlock` (string table, granularity and offsets, dense and plain
 * nodes, ways with delta-coded refs; relations and metadata skipped) into a {@link PrimitiveBatch}.
 *
 * @throws ProtobufError on a malformed block.
 */
export function decodePrimitiveBlock(data: Uint8Array, kinds: PrimitiveKinds): PrimitiveBatch {
  const block = new ProtobufReader(data);
  let stringTable: ProtobufReader | undefined;
  const groups: ProtobufReader[] = [];
  let granularity = 100;
  let latOffset = 0;
  let lonOffset = 0;
  while (block.more()) {
    const key = block.key();
    switch (key) {
      case (1 << 3) | WIRE_BYTES:
        stringTable = block.message();
        break;
      case (2 << 3) | WIRE_BYTES:
        groups.push(block.message());
        break;
      case 17 << 3:
        granularity = block.varint();
        break;
      case 19 << 3:
        latOffset = signed64(block.varint());
        break;
      case 20 << 3:
        lonOffset = signed64(block.varint());
        break;
      default:
        block.skip(key & 7);
    }
  }
  // the same arithmetic as osm-pbf-parser and osmium: offset + granularity * value, in nanodegrees
  const scale: Scale = {
    granularity: NANO * granularity,
    latOffset: NANO * latOffset,
    lonOffset: NANO * lonOffset,
  };
  const b: Builder = {
    nodeId: new GrowableFloat64Array(),
    nodeLat: new GrowableFloat64Array(),
    nodeLon: new GrowableFloat64Array(),
    nodeTagOffset: new GrowableUint32Array(),
    nodeTags: new GrowableUint32Array(),
    wayId: new GrowableFloat64Array(),
    wayRefOffset: new GrowableUint32Array(),
    wayRefs: new GrowableFloat64Array(),
    wayTagOffset: new GrowableUint32Array(),
    wayTags: new GrowableUint32Array(),
  };
  b.nodeTagOffset.push(0);
  b.wayRefOffset.push(0);
  b.wayTagOffset.push(0);
  let hasNodes = false;
  for (const group of groups) {
    while (group.more()) {
      const key = group.key();
      if (key === ((1 << 3) | WIRE_BYTES) || key === ((2 << 3) | WIRE_BYTES)) hasNodes = true;
      if (kinds.nodes && key === ((1 << 3) | WIRE_BYTES)) decodeNode(group.message(), scale, b);
      else if (kinds.nodes && key === ((2 << 3) | WIRE_BYTES)) decodeDenseNodes(group.message(), scale, b);
      else if (kinds.ways && key === ((3 << 3) | WIRE_BYTES)) decodeWay(group.message(), b);
      else group.skip(key & 7);
    }
  }
  const nodeCount = b.nodeId.length;
  const wayCount = b.wayId.length;
  return {
    strings: nodeCount + wayCount > 0 && stringTable ? decodeStrings(stringTable) : [],
    hasNodes,
    nodeCount,
    nodeId: b.nodeId.toArray(),
    nodeLat: b.nodeLat.toArray(),
    nodeLon: b.nodeLon.toArray(),
    nodeTagOffset: b.nodeTagOffset.toArray(),
    nodeTags: b.nodeTags.toArray(),
    wayCount,
    wayId: b.wayId.toArray(),
    wayRefOffset: b.wayRefOffset.toArray(),
    wayRefs: b.wayRefs.toArray(),
    wayTagOffset: b.wayTagOffset.toArray(),
    wayTags: b.wayTags.toArray(),
  };
}

/** An `int64` varint read as unsigned: values of 2^63 and more are negative numbers. */
function signed64(value: number): number {
  return value >= 2 ** 63 ? value - 2 ** 64 : value;
}

function decodeStrings(table: ProtobufReader): string[] {
  const buf = Buffer.from(table.buf.buffer, table.buf.byteOffset, table.buf.byteLength);
  const strings: string[] = [];
  while (table.more()) {
    const key = table.key();
    if (key === ((1 << 3) | WIRE_BYTES)) {
      const { start, end } = table.bytes();
      strings.push(buf.toString('utf8', start, end));
    } else table.skip(key & 7);
  }
  return strings;
}

/** Reads a packed (or a single unpacked) repeated varint field into `out`, zigzag-decoded when `signed`. */
function readRepeated(
  r: ProtobufReader,
  key: number,
  out: GrowableUint32Array | GrowableFloat64Array,
  signed: boolean,
): void {
  if ((key & 7) === WIRE_BYTES) {
    const { start, end } = r.bytes();
    const packed = new ProtobufReader(r.buf, start, end);
    while (packed.more()) out.push(signed ? packed.svarint() : packed.varint());
    if (packed.pos !== end) throw new ProtobufError('truncated packed field');
  } else {
    out.push(signed ? r.svarint() : r.varint());
  }
}

function decodeNode(r: ProtobufReader, scale: Scale, b: Builder): void {
  let id = 0;
  let lat = 0;
  let lon = 0;
  const keys = cleared(scratch.keys);
  const vals = cleared(scratch.vals);
  while (r.more()) {
    const key = r.key();
    const field = key >>> 3;
    if (field === 1) id = r.svarint();
    else if (field === 2) readRepeated(r, key, keys, false);
    else if (field === 3) readRepeated(r, key, vals, false);
    else if (field === 8) lat = r.svarint();
    else if (field === 9) lon = r.svarint();
    else r.skip(key & 7);
  }
  b.nodeId.push(id);
  b.nodeLat.push(scale.latOffset + scale.granularity * lat);
  b.nodeLon.push(scale.lonOffset + scale.granularity * lon);
  const pairs = Math.min(keys.length, vals.length);
  for (let i = 0; i < pairs; i++) {
    b.nodeTags.push(keys.data[i]!);
    b.nodeTags.push(vals.data[i]!);
  }
  b.nodeTagOffset.push(b.nodeTags.length / 2);
}

function decodeDenseNodes(r: ProtobufReader, scale: Scale, b: Builder): void {
  const ids = cleared(scratch.ids);
  const lats = cleared(scratch.lats);
  const lons = cleared(scratch.lons);
  const keysVals = cleared(scratch.keysVals);
  while (r.more()) {
    const key = r.key();
    const field = key >>> 3;
    if (field === 1) readRepeated(r, key, ids, true);
    else if (field === 8) readRepeated(r, key, lats, true);
    else if (field === 9) readRepeated(r, key, lons, true);
    else if (field === 10) readRepeated(r, key, keysVals, false);
    else r.skip(key & 7);
  }
  if (lats.length !== ids.length || lons.length !== ids.length) {
    throw new ProtobufError('dense nodes with ids, lats and lons of different lengths');
  }
  let id = 0;
  let lat = 0;
  let lon = 0;
  let kv = 0;
  const kvs = keysVals.data;
  for (let i = 0; i < ids.length; i++) {
    id += ids.data[i]!;
    lat += lats.data[i]!;
    lon += lons.data[i]!;
    b.nodeId.push(id);
    b.nodeLat.push(scale.latOffset + scale.granularity * lat);
    b.nodeLon.push(scale.lonOffset + scale.granularity * lon);
    // keys_vals: key, value, key, value, ..., 0 per node (absent when no node of the block has tags)
    while (kv < keysVals.length - 1 && kvs[kv] !== 0) {
      b.nodeTags.push(kvs[kv]!);
      b.nodeTags.push(kvs[kv + 1]!);
      kv += 2;
    }
    kv++;
    b.nodeTagOffset.push(b.nodeTags.length / 2);
  }
}

function decodeWay(r: ProtobufReader, b: Builder): void {
  let id = 0;
  const keys = cleared(scratch.keys);
  const vals = cleared(scratch.vals);
  const refs = cleared(scratch.refs);
  while (r.more()) {
    const key = r.key();
    const field = key >>> 3;
    if (field === 1) id = signed64(r.varint());
    else if (field === 2) readRepeated(r, key, keys, false);
    else if (field === 3) readRepeated(r, key, vals, false);
    else if (field === 8) readRepeated(r, key, refs, true);
    else r.skip(key & 7);
  }
  b.wayId.push(id);
  let ref = 0;
  for (let i = 0; i < refs.length; i++) {
    ref += refs.data[i]!;
    b.wayRefs.push(ref);
  }
  b.wayRefOffset.push(b.wayRefs.length);
  const pairs = Math.min(keys.length, vals.length);
  for (let i = 0; i < pairs; i++) {
    b.wayTags.push(keys.data[i]!);
    b.wayTags.push(vals.data[i]!);
  }
  b.wayTagOffset.push(b.wayTags.length / 2);
}
