/** Protobuf wire types this reader understands. */
export const WIRE_VARINT = 0;
export const WIRE_FIXED64 = 1;
export const WIRE_BYTES = 2;
export const WIRE_FIXED32 = 5;

/** A malformed protobuf message (truncated, or an unknown wire type). */
export class ProtobufError extends Error {
  override name = 'ProtobufError';
}

/**
 * A forward cursor over one protobuf message, with the few decodings the OSM PBF format needs. Integers
 * are JavaScript numbers, exact up to 2^53 (OSM ids and coordinates fit).
 *
 * @example const r = new ProtobufReader(bytes); while (r.more()) { const key = r.key(); ... }
 */
export class ProtobufReader {
  pos: number;

  constructor(
    readonly buf: Uint8Array,
    start = 0,
    readonly end = buf.length,
  ) {
    this.pos = start;
  }

  /** Whether any field is left. */
  more(): boolean {
    return this.pos < this.end;
  }

  /** The next field's key: `field << 3 | wireType`. */
  key(): number {
    return this.varint();
  }

  /** An unsigned varint (also `int32`/`int64` that are not negative). */
  varint(): number {
    const buf = this.buf;
    let byte = buf[this.pos++]!;
    if (byte < 0x80) return byte;
    let value = byte & 0x7f;
    let shift = 7;
    // the first four groups fit a 32-bit shift; the rest are added by multiplication
    while (shift < 28) {
      byte = buf[this.pos++]!;
      value |= (byte & 0x7f) << shift;
      if (byte < 0x80) return value;
      shift += 7;
    }
    value >>>= 0;
    let factor = 2 ** 28;
    for (;;) {
      if (this.pos >= this.end) throw new ProtobufError('truncated varint');
      byte = buf[this.pos++]!;
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      factor *= 128;
      if (factor > 2 ** 70) throw new ProtobufError('varint too long');
    }
  }

  /** A zigzag-encoded signed varint (`sint32`/`sint64`). */
  svarint(): number {
    const value = this.varint();
    return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
  }

  /** The bounds `[start, end)` of a length-delimited field, moving past it. */
  bytes(): { start: number; end: number } {
    const length = this.varint();
    const start = this.pos;
    const end = start + length;
    if (end > this.end) throw new ProtobufError('truncated field');
    this.pos = end;
    return { start, end };
  }

  /** A length-delimited field as a sub-reader. */
  message(): ProtobufReader {
    const { start, end } = this.bytes();
    return new ProtobufReader(this.buf, start, end);
  }

  /** Moves past a field's value of the given wire type. */
  skip(wireType: number): void {
    if (wireType === WIRE_VARINT) this.varint();
    else if (wireType === WIRE_BYTES) this.bytes();
    else if (wireType === WIRE_FIXED64) this.pos += 8;
    else if (wireType === WIRE_FIXED32) this.pos += 4;
    else throw new ProtobufError(`unknown wire type ${wireType}`);
    if (this.pos > this.end) throw new ProtobufError('truncated field');
  }
}
