import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { OsmEntity, OsmNode, OsmTags, OsmWay } from '../extract/osm-entity.ts';

/** Options of {@link encodeOsmPbf}. */
export interface EncodeOsmPbfOptions {
  /** Nodes as `DenseNodes` (default) or as plain `Node` messages. */
  dense?: boolean;
  /** Entities per block (default 8000). */
  blockSize?: number;
}

class Writer {
  readonly bytes: number[] = [];

  varint(value: number): this {
    let v = value;
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
    return this;
  }

  svarint(value: number): this {
    return this.varint(value < 0 ? -2 * value - 1 : 2 * value);
  }

  key(field: number, wire: number): this {
    return this.varint(field * 8 + wire);
  }

  bytesField(field: number, bytes: ArrayLike<number>): this {
    this.key(field, 2).varint(bytes.length);
    for (let i = 0; i < bytes.length; i++) this.bytes.push(bytes[i]!);
    return this;
  }

  packed(field: number, values: readonly number[], signed: boolean): this {
    const inner = new Writer();
    for (const v of values) {
      if (signed) inner.svarint(v);
      else inner.varint(v);
    }
    return this.bytesField(field, inner.bytes);
  }
}

function blob(type: string, content: Uint8Array): Buffer {
  const body = new Writer().key(2, 0).varint(content.length).bytesField(3, deflateSync(content)).bytes;
  const header = new Writer().bytesField(1, Buffer.from(type)).key(3, 0).varint(body.length).bytes;
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, Buffer.from(header), Buffer.from(body)]);
}

function primitiveBlock(entities: readonly OsmEntity[], dense: boolean): Uint8Array {
  const strings = [''];
  const index = new Map<string, number>([['', 0]]);
  const sid = (s: string): number => {
    let i = index.get(s);
    if (i === undefined) {
      i = strings.length;
      strings.push(s);
      index.set(s, i);
    }
    return i;
  };
  const group = new Writer();
  const nodes = entities.filter((e): e is OsmNode => e.type === 'node');
  const ways = entities.filter((e): e is OsmWay => e.type === 'way');
  const coordinate = (degrees: number): number => Math.round(degrees * 1e7);
  const tagIds = (tags: OsmTags): [number[], number[]] => [
    Object.keys(tags).map(sid),
    Object.values(tags).map(sid),
  ];
  if (nodes.length > 0 && dense) {
    const delta = (values: number[]): number[] => values.map((v, i) => v - (i === 0 ? 0 : values[i - 1]!));
    const keysVals: number[] = [];
    for (const n of nodes) {
      const [keys, vals] = tagIds(n.tags);
      keys.forEach((k, i) => keysVals.push(k, vals[i]!));
      keysVals.push(0);
    }
    const d = new Writer()
      .packed(1, delta(nodes.map((n) => n.id)), true)
      .packed(8, delta(nodes.map((n) => coordinate(n.lat))), true)
      .packed(9, delta(nodes.map((n) => coordinate(n.lon))), true)
      .packed(10, keysVals, false);
    group.bytesField(2, d.bytes);
  } else {
    for (const n of nodes) {
      const [keys, vals] = tagIds(n.tags);
      const w = new Writer().key(1, 0).svarint(n.id).packed(2, keys, false).packed(3, vals, false);
      w.key(8, 0).svarint(coordinate(n.lat)).key(9, 0).svarint(coordinate(n.lon));
      group.bytesField(1, w.bytes);
    }
  }
  for (const way of ways) {
    const [keys, vals] = tagIds(way.tags);
    const refs = way.refs.map((r, i) => r - (i === 0 ? 0 : way.refs[i - 1]!));
    const w = new Writer().key(1, 0).varint(way.id).packed(2, keys, false).packed(3, vals, false);
    group.bytesField(3, w.packed(8, refs, true).bytes);
  }
  const table = new Writer();
  for (const s of strings) table.bytesField(1, Buffer.from(s));
  const block = new Writer().bytesField(1, table.bytes).bytesField(2, group.bytes);
  return Uint8Array.from(block.bytes);
}

/**
 * Encodes OSM entities as an OSM PBF file (zlib blobs, granularity 100: coordinates are rounded to 1e-7
 * degrees), nodes first then ways, each kind in the order given.
 *
 * @example writeFileSync(path, encodeOsmPbf(asciiNetwork(map, ways).entities));
 */
export function encodeOsmPbf(entities: readonly OsmEntity[], options: EncodeOsmPbfOptions = {}): Buffer {
  const size = options.blockSize ?? 8000;
  const header = new Writer()
    .bytesField(4, Buffer.from('OsmSchema-V0.6'))
    .bytesField(4, Buffer.from('DenseNodes'));
  const parts = [blob('OSMHeader', Uint8Array.from(header.bytes))];
  const ordered = [...entities.filter((e) => e.type === 'node'), ...entities.filter((e) => e.type === 'way')];
  for (let i = 0; i < ordered.length; i += size) {
    const slice = ordered.slice(i, i + size);
    const kinds = [slice.filter((e) => e.type === 'node'), slice.filter((e) => e.type === 'way')];
    for (const kind of kinds)
      if (kind.length > 0) parts.push(blob('OSMData', primitiveBlock(kind, options.dense ?? true)));
  }
  return Buffer.concat(parts);
}

/** Writes {@link encodeOsmPbf}'s file to `path` and returns `path`. */
export function writeOsmPbf(
  path: string,
  entities: readonly OsmEntity[],
  options: EncodeOsmPbfOptions = {},
): string {
  writeFileSync(path, encodeOsmPbf(entities, options));
  return path;
}
