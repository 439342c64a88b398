/** The typed arrays the graph files hold. */
export type GraphArray = Float64Array | Float32Array | Uint32Array | Int32Array | Uint16Array | Uint8Array;

/** Name of a typed array type in the manifest. */
export type GraphArrayType = 'Float64' | 'Float32' | 'Uint32' | 'Int32' | 'Uint16' | 'Uint8';

const CONSTRUCTORS = {
  Float64: Float64Array,
  Float32: Float32Array,
  Uint32: Uint32Array,
  Int32: Int32Array,
  Uint16: Uint16Array,
  Uint8: Uint8Array,
} as const;

/** Manifest type name of a typed array. */
export function arrayTypeOf(array: GraphArray): GraphArrayType {
  if (array instanceof Float64Array) return 'Float64';
  if (array instanceof Float32Array) return 'Float32';
  if (array instanceof Uint32Array) return 'Uint32';
  if (array instanceof Int32Array) return 'Int32';
  if (array instanceof Uint16Array) return 'Uint16';
  return 'Uint8';
}

/** A typed array of `type` over `buffer` (an `ArrayBuffer` or a `SharedArrayBuffer`). */
export function typedArrayOver(type: GraphArrayType, buffer: ArrayBufferLike): GraphArray {
  const Constructor = CONSTRUCTORS[type];
  return new Constructor(buffer as ArrayBuffer);
}

/** Copies `array` into a new `SharedArrayBuffer`-backed array of the same type. */
export function toShared(array: GraphArray): GraphArray {
  const buffer = new SharedArrayBuffer(array.byteLength);
  const shared = typedArrayOver(arrayTypeOf(array), buffer);
  shared.set(array as never);
  return shared;
}
