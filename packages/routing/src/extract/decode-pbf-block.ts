import { inflateBlob } from './pbf/inflate-blob.ts';
import { decodePrimitiveBlock } from './pbf/decode-primitive-block.ts';
import type { PrimitiveBatch } from './pbf/primitive-batch.ts';
import { batchTransferList } from './pbf/primitive-batch.ts';
import type { RoadWayBatch } from './road-way-batch.ts';
import { roadWayBatch } from './road-way-batch.ts';

/** What a decoded block yields: every node and way, only the nodes, or only the ways the extract keeps. */
export interface DecodeModes {
  entities: PrimitiveBatch;
  nodes: PrimitiveBatch;
  'road-ways': RoadWayBatch;
}

export type DecodeMode = keyof DecodeModes;

/** Inflates and decodes one `OSMData` blob for `mode`. */
export function decodePbfBlock<M extends DecodeMode>(mode: M, blob: Uint8Array): DecodeModes[M] {
  const data = inflateBlob(blob);
  if (mode === 'road-ways') {
    return roadWayBatch(decodePrimitiveBlock(data, { nodes: false, ways: true })) as DecodeModes[M];
  }
  return decodePrimitiveBlock(data, { nodes: true, ways: mode === 'entities' }) as DecodeModes[M];
}

/** The buffers of a decoded block, for a zero-copy `postMessage`. */
export function decodedTransferList(mode: DecodeMode, decoded: PrimitiveBatch | RoadWayBatch): ArrayBuffer[] {
  if (mode === 'road-ways') {
    const ways = decoded as RoadWayBatch;
    return [ways.id.buffer, ways.refOffset.buffer, ways.refs.buffer] as ArrayBuffer[];
  }
  return batchTransferList(decoded as PrimitiveBatch);
}
