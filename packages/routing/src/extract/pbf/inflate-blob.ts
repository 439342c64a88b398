import { inflateSync } from 'node:zlib';
import { ProtobufError, ProtobufReader, WIRE_BYTES } from './protobuf-reader.ts';

/**
 * The content of an encoded OSM PBF `Blob`: its `raw` bytes, or its `zlib_data` inflated (`node:zlib`).
 *
 * @throws ProtobufError on another compression (lzma, lz4, zstd) or a malformed blob.
 */
export function inflateBlob(blob: Uint8Array): Uint8Array {
  const r = new ProtobufReader(blob);
  let rawSize = -1;
  while (r.more()) {
    const key = r.key();
    const field = key >>> 3;
    if (key === ((1 << 3) | WIRE_BYTES)) {
      const { start, end } = r.bytes();
      return blob.subarray(start, end);
    } else if (field === 2) {
      rawSize = r.varint();
    } else if (key === ((3 << 3) | WIRE_BYTES)) {
      const { start, end } = r.bytes();
      const data = inflateSync(blob.subarray(start, end));
      if (rawSize >= 0 && data.length !== rawSize) {
        throw new ProtobufError(`blob inflated to ${data.length} bytes, expected ${rawSize}`);
      }
      return data;
    } else if (field >= 4 && field <= 7) {
      throw new ProtobufError('unsupported blob compression (only raw and zlib are read)');
    } else {
      r.skip(key & 7);
    }
  }
  throw new ProtobufError('blob without data');
}
