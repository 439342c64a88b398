const WIRE_VARINT = 0;
const WIRE_LENGTH_DELIMITED = 2;
const TWO_POW_32 = 4294967296;

/**
 * A growable protobuf encoder: varints, zigzag varints, packed repeated fields and length-delimited
 * fields, written by field number. Enough of the wire format for the OSM PBF messages, with no
 * dependency.
 *
 * @example
 * const w = new ProtobufWriter();
 * w.string(1, 'OSMData');
 * w.varintField(3, 1234);
 * const bytes = w.finish();
 */
export class ProtobufWriter {
  private buffer: Uint8Array;
  private length = 0;

  constructor(initialBytes = 1024) {
    this.buffer = new Uint8Array(initialBytes);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.length;
  }

  /** Forgets what was written (keeps the allocation). */
  reset(): void {
    this.length = 0;
  }

  /** A copy of the bytes written. */
  finish(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + bytes) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buffer.subarray(0, this.length));
    this.buffer = next;
  }

  /** A bare unsigned varint (a non-negative safe integer). */
  varint(value: number): void {
    this.reserve(10);
    let v = value;
    while (v >= 0x80) {
      this.buffer[this.length++] = (v % 0x80) | 0x80;
      v = v >= TWO_POW_32 ? Math.floor(v / 0x80) : v >>> 7;
    }
    this.buffer[this.length++] = v;
  }

  /** A bare zigzag varint (`sint32`/`sint64`; a safe integer). */
  svarint(value: number): void {
    this.varint(value >= 0 ? value * 2 : -value * 2 - 1);
  }

  private key(field: number, wire: number): void {
    this.varint(field * 8 + wire);
  }

  /** An `int32`/`int64`/`uint32`/`uint64`/`bool` field (non-negative values). */
  varintField(field: number, value: number): void {
    this.key(field, WIRE_VARINT);
    this.varint(value);
  }

  /** A `sint32`/`sint64` field. */
  svarintField(field: number, value: number): void {
    this.key(field, WIRE_VARINT);
    this.svarint(value);
  }

  /** A `bytes` or embedded-message field. */
  bytes(field: number, bytes: Uint8Array): void {
    this.key(field, WIRE_LENGTH_DELIMITED);
    this.varint(bytes.length);
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** A `string` field (UTF-8). */
  string(field: number, text: string): void {
    this.bytes(field, Buffer.from(text, 'utf8'));
  }

  /** A packed repeated `uint32`/`int32` field (non-negative values). */
  packedVarints(field: number, values: ArrayLike<number>, count = values.length): void {
    if (count === 0) return;
    this.packed(field, () => {
      for (let i = 0; i < count; i++) this.varint(values[i]!);
    });
  }

  /** A packed repeated `sint64` field of the deltas of `values` (delta coding of OSM PBF). */
  packedDeltas(field: number, values: ArrayLike<number>, count = values.length, start = 0): void {
    if (count === 0) return;
    this.packed(field, () => {
      let previous = 0;
      for (let i = start; i < start + count; i++) {
        const value = values[i]!;
        this.svarint(value - previous);
        previous = value;
      }
    });
  }

  private packed(field: number, body: () => void): void {
    this.key(field, WIRE_LENGTH_DELIMITED);
    // at most 5 bytes of length: write the body after a 5-byte gap, then close the gap
    const lengthAt = this.length;
    this.reserve(5);
    this.length += 5;
    const bodyAt = this.length;
    body();
    const bodyLength = this.length - bodyAt;
    const prefix = new ProtobufWriter(8);
    prefix.varint(bodyLength);
    const gap = 5 - prefix.length;
    this.buffer.copyWithin(lengthAt + prefix.length, bodyAt, this.length);
    this.buffer.set(prefix.buffer.subarray(0, prefix.length), lengthAt);
    this.length -= gap;
  }
}
