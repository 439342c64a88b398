import { describe, expect, it } from 'vitest';
import { ProtobufError, ProtobufReader } from './protobuf-reader.ts';

describe('ProtobufReader', () => {
  it.each([
    [[0x00], 0],
    [[0x7f], 127],
    [[0x80, 0x01], 128],
    [[0xff, 0xff, 0xff, 0xff, 0x07], 2 ** 31 - 1],
    [[0x80, 0x80, 0x80, 0x80, 0x08], 2 ** 31],
    [[0x85, 0x80, 0x80, 0x80, 0x10], 2 ** 32 + 5],
    [[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f], 2 ** 53 - 1],
  ])('reads the varint %j as %d', (bytes, value) => {
    const r = new ProtobufReader(Uint8Array.from(bytes));
    expect(r.varint()).toBe(value);
    expect(r.more()).toBe(false);
  });

  it.each([
    [[0x00], 0],
    [[0x01], -1],
    [[0x02], 1],
    [[0x03], -2],
    [[0xff, 0xff, 0xff, 0xff, 0x0f], -(2 ** 31)],
    [[0x8a, 0x80, 0x80, 0x80, 0x40], 2 ** 33 + 5],
    [[0x89, 0x80, 0x80, 0x80, 0x40], -(2 ** 33) - 5],
  ])('reads the zigzag varint %j as %d', (bytes, value) => {
    expect(new ProtobufReader(Uint8Array.from(bytes)).svarint()).toBe(value);
  });

  it('skips fields of every wire type and rejects a truncated one', () => {
    // field 1 varint 150, field 2 fixed64, field 3 bytes "ab", field 4 fixed32, field 5 varint 7
    const bytes = [
      0x08, 0x96, 0x01, 0x11, 1, 2, 3, 4, 5, 6, 7, 8, 0x1a, 0x02, 0x61, 0x62, 0x25, 1, 2, 3, 4, 0x28, 7,
    ];
    const r = new ProtobufReader(Uint8Array.from(bytes));
    const seen: number[] = [];
    while (r.more()) {
      const key = r.key();
      seen.push(key >>> 3);
      if (key >>> 3 === 5) expect(r.varint()).toBe(7);
      else r.skip(key & 7);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    const truncated = new ProtobufReader(Uint8Array.from([0x1a, 0x05, 0x61]));
    truncated.key();
    expect(() => truncated.bytes()).toThrow(ProtobufError);
  });
});
