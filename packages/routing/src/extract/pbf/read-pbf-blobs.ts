import { open } from 'node:fs/promises';
import { ProtobufError, ProtobufReader, WIRE_BYTES } from './protobuf-reader.ts';

/** One blob of an OSM PBF file, still compressed. */
export interface PbfBlob {
  /** `OSMHeader` or `OSMData`. */
  type: string;
  /** The encoded `Blob` message (its own buffer, so it can be transferred to a worker). */
  blob: Uint8Array;
  /** File offset just past this blob: bytes read so far. */
  bytesRead: number;
  fileSize: number;
}

const MAX_HEADER_SIZE = 64 * 1024;
const MAX_BLOB_SIZE = 32 * 1024 * 1024;

/**
 * Reads the blobs of an OSM PBF file in order (a 4-byte big-endian header length, a `BlobHeader`, then
 * the `Blob`), one at a time, without decompressing them. `OSMData` blobs are numbered from 0 in file
 * order; those `wanted` rejects are skipped without reading them.
 *
 * @throws ProtobufError on a truncated or malformed file.
 */
export async function* readPbfBlobs(
  path: string,
  wanted: (dataIndex: number) => boolean = () => true,
): AsyncGenerator<PbfBlob> {
  const file = await open(path, 'r');
  try {
    const fileSize = (await file.stat()).size;
    const lengthBytes = Buffer.alloc(4);
    let offset = 0;
    let dataIndex = 0;
    while (offset < fileSize) {
      await readExactly(file, lengthBytes, offset);
      const headerLength = lengthBytes.readUInt32BE(0);
      if (headerLength === 0 || headerLength > MAX_HEADER_SIZE) {
        throw new ProtobufError(`bad blob header length ${headerLength} at byte ${offset}`);
      }
      const header = Buffer.alloc(headerLength);
      await readExactly(file, header, offset + 4);
      const { type, dataSize } = decodeBlobHeader(header);
      if (dataSize > MAX_BLOB_SIZE) throw new ProtobufError(`blob of ${dataSize} bytes at byte ${offset}`);
      const blobStart = offset + 4 + headerLength;
      offset = blobStart + dataSize;
      if (offset > fileSize) throw new ProtobufError(`truncated file: ${offset - fileSize} bytes missing`);
      if (type === 'OSMData' && !wanted(dataIndex++)) continue;
      const blob = new Uint8Array(dataSize);
      await readExactly(file, blob, blobStart);
      yield { type, blob, bytesRead: offset, fileSize };
    }
  } finally {
    await file.close();
  }
}

async function readExactly(
  file: Awaited<ReturnType<typeof open>>,
  into: Uint8Array,
  position: number,
): Promise<void> {
  let done = 0;
  while (done < into.length) {
    const { bytesRead } = await file.read(into, done, into.length - done, position + done);
    if (bytesRead === 0)
      throw new ProtobufError(
        `truncated file: ${into.length - done} bytes missing at byte ${position + done}`,
      );
    done += bytesRead;
  }
}

function decodeBlobHeader(bytes: Uint8Array): { type: string; dataSize: number } {
  const r = new ProtobufReader(bytes);
  let type = '';
  let dataSize = -1;
  while (r.more()) {
    const key = r.key();
    if (key === ((1 << 3) | WIRE_BYTES)) {
      const { start, end } = r.bytes();
      type = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');
    } else if (key === 3 << 3) dataSize = r.varint();
    else r.skip(key & 7);
  }
  if (!type || dataSize < 0) throw new ProtobufError('blob header without type or size');
  return { type, dataSize };
}
