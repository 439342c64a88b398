import { closeSync, openSync, writeSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { OsmTags } from '../extract/osm-entity.ts';
import { ProtobufWriter } from './protobuf-writer.ts';

/** Entities per `PrimitiveBlock`, as osmium and osmosis write them. */
export const ENTITIES_PER_BLOCK = 8000;
/** Coordinates are written as multiples of 100 nanodegrees (the PBF default granularity). */
const COORDINATE_SCALE = 1e7;
const NANO = 1e9;

/** Where the writer puts its bytes, in order. */
export type ByteSink = (chunk: Uint8Array) => void;

/** Options of {@link OsmPbfWriter}. */
export interface OsmPbfWriterOptions {
  /** Bounding box written in the header. */
  bbox?: { minLat: number; minLon: number; maxLat: number; maxLon: number };
  /** `writingprogram` of the header (default `freight-synthetic`). */
  writingProgram?: string;
  /** zlib level of the blobs, 0–9 (default 6, zlib's). */
  compressionLevel?: number;
}

/** What a writer wrote. */
export interface OsmPbfCounts {
  nodes: number;
  ways: number;
  blocks: number;
  bytes: number;
}

/**
 * A file sink: appends to `path` (created or truncated) with synchronous writes, so memory stays bounded
 * by one block. Call `close()` after the writer's `close()`.
 */
export function fileSink(path: string): { write: ByteSink; close: () => void } {
  const fd = openSync(path, 'w');
  return {
    write: (chunk) => void writeSync(fd, chunk),
    close: () => closeSync(fd),
  };
}

/**
 * A streaming OSM PBF writer (`fileformat.proto` / `osmformat.proto`): an `OSMHeader` blob requiring
 * `OsmSchema-V0.6` and `DenseNodes`, then zlib-compressed `OSMData` blobs of at most
 * {@link ENTITIES_PER_BLOCK} entities — nodes as delta-coded `DenseNodes` with `keys_vals`, ways with
 * delta-coded refs — each block with its own string table. Entities must come sorted by type then id
 * (every node, then every way, ids growing), as the header promises (`Sort.Type_then_ID`); no metadata
 * (version, timestamp, user) is written.
 *
 * @example
 * const file = fileSink('/tmp/x.osm.pbf');
 * const writer = new OsmPbfWriter(file.write);
 * writer.node(1, -23.5, -46.6);
 * writer.node(2, -23.6, -46.6, { barrier: 'toll_booth' });
 * writer.way(1, [1, 2], { highway: 'trunk', ref: 'BR-116' });
 * writer.close();
 * file.close();
 */
export class OsmPbfWriter {
  private readonly level: number;
  private readonly strings = new Map<string, number>([['', 0]]);
  private readonly nodeIds = new Float64Array(ENTITIES_PER_BLOCK);
  private readonly nodeLat = new Float64Array(ENTITIES_PER_BLOCK);
  private readonly nodeLon = new Float64Array(ENTITIES_PER_BLOCK);
  private keysVals: number[] = [];
  private readonly ways: { id: number; keys: number[]; vals: number[]; refs: number[] }[] = [];
  private nodesInBlock = 0;
  private phase: 'nodes' | 'ways' = 'nodes';
  private lastId = -Infinity;
  private readonly message = new ProtobufWriter(1 << 20);
  private readonly counts: OsmPbfCounts = { nodes: 0, ways: 0, blocks: 0, bytes: 0 };
  private closed = false;

  constructor(
    private readonly sink: ByteSink,
    options: OsmPbfWriterOptions = {},
  ) {
    this.level = options.compressionLevel ?? 6;
    const header = new ProtobufWriter();
    if (options.bbox) {
      const box = new ProtobufWriter(64);
      box.svarintField(1, Math.round(options.bbox.minLon * NANO));
      box.svarintField(2, Math.round(options.bbox.maxLon * NANO));
      box.svarintField(3, Math.round(options.bbox.maxLat * NANO));
      box.svarintField(4, Math.round(options.bbox.minLat * NANO));
      header.bytes(1, box.finish());
    }
    header.string(4, 'OsmSchema-V0.6');
    header.string(4, 'DenseNodes');
    header.string(5, 'Sort.Type_then_ID');
    header.string(16, options.writingProgram ?? 'freight-synthetic');
    this.writeBlob('OSMHeader', header.finish());
  }

  /** What was written so far (bytes count the blocks already flushed). */
  get written(): Readonly<OsmPbfCounts> {
    return this.counts;
  }

  private order(phase: 'nodes' | 'ways', id: number): void {
    if (this.closed) throw new Error('OSM PBF writer is closed');
    if (phase === 'nodes' && this.phase === 'ways') throw new Error(`node ${id} after the ways`);
    if (phase !== this.phase) {
      this.flush();
      this.phase = phase;
      this.lastId = -Infinity;
    }
    if (!(id > this.lastId)) throw new Error(`${phase} out of order: ${id} after ${this.lastId}`);
    this.lastId = id;
  }

  private stringIndex(text: string): number {
    let index = this.strings.get(text);
    if (index === undefined) {
      index = this.strings.size;
      this.strings.set(text, index);
    }
    return index;
  }

  /** Adds a node (ids growing, before every way). */
  node(id: number, lat: number, lon: number, tags?: OsmTags): void {
    this.order('nodes', id);
    const i = this.nodesInBlock++;
    this.nodeIds[i] = id;
    this.nodeLat[i] = Math.round(lat * COORDINATE_SCALE);
    this.nodeLon[i] = Math.round(lon * COORDINATE_SCALE);
    if (tags) {
      for (const key in tags) {
        this.keysVals.push(this.stringIndex(key), this.stringIndex(tags[key]!));
      }
    }
    this.keysVals.push(0);
    this.counts.nodes++;
    if (this.nodesInBlock === ENTITIES_PER_BLOCK) this.flush();
  }

  /** Adds a way (ids growing, after every node); `refs` are node ids in order. */
  way(id: number, refs: ArrayLike<number>, tags: OsmTags): void {
    this.order('ways', id);
    const keys: number[] = [];
    const vals: number[] = [];
    for (const key in tags) {
      keys.push(this.stringIndex(key));
      vals.push(this.stringIndex(tags[key]!));
    }
    this.ways.push({ id, keys, vals, refs: Array.from(refs) });
    this.counts.ways++;
    if (this.ways.length === ENTITIES_PER_BLOCK) this.flush();
  }

  /** Writes the last block. The writer takes nothing after this. */
  close(): OsmPbfCounts {
    if (!this.closed) {
      this.flush();
      this.closed = true;
    }
    return { ...this.counts };
  }

  private flush(): void {
    if (this.nodesInBlock === 0 && this.ways.length === 0) return;
    const w = this.message;
    w.reset();
    const group = new ProtobufWriter(1 << 16);
    if (this.nodesInBlock > 0) {
      const dense = new ProtobufWriter(1 << 16);
      dense.packedDeltas(1, this.nodeIds, this.nodesInBlock);
      dense.packedDeltas(8, this.nodeLat, this.nodesInBlock);
      dense.packedDeltas(9, this.nodeLon, this.nodesInBlock);
      dense.packedVarints(10, this.keysVals);
      group.bytes(2, dense.finish());
    }
    for (const way of this.ways) {
      const encoded = new ProtobufWriter(64 + way.refs.length * 4);
      encoded.varintField(1, way.id);
      encoded.packedVarints(2, way.keys);
      encoded.packedVarints(3, way.vals);
      encoded.packedDeltas(8, way.refs);
      group.bytes(3, encoded.finish());
    }
    const table = new ProtobufWriter(1 << 14);
    for (const text of this.strings.keys()) table.string(1, text);
    w.bytes(1, table.finish());
    w.bytes(2, group.finish());
    this.writeBlob('OSMData', w.finish());
    this.counts.blocks++;
    this.nodesInBlock = 0;
    this.keysVals = [];
    this.ways.length = 0;
    this.strings.clear();
    this.strings.set('', 0);
  }

  private writeBlob(type: string, raw: Uint8Array): void {
    const blob = new ProtobufWriter(raw.length / 2 + 64);
    blob.varintField(2, raw.length);
    blob.bytes(3, deflateSync(raw, { level: this.level }));
    const blobBytes = blob.finish();
    const header = new ProtobufWriter(64);
    header.string(1, type);
    header.varintField(3, blobBytes.length);
    const headerBytes = header.finish();
    const size = new Uint8Array(4);
    new DataView(size.buffer).setUint32(0, headerBytes.length);
    this.sink(size);
    this.sink(headerBytes);
    this.sink(blobBytes);
    this.counts.bytes += 4 + headerBytes.length + blobBytes.length;
  }
}
