import type { ShapeBuffer } from './shape-buffer.ts';

const FACTOR = 1e6;
const decoder = new TextDecoder();
let bytes = new Uint8Array(1024);

/** Google's rounding (Python 2's): halves away from zero. */
function round(value: number): number {
  return Math.floor(Math.abs(value) + 0.5) * (value >= 0 ? 1 : -1);
}

function writeDelta(delta: number, at: number): number {
  let coordinate = delta * 2;
  if (coordinate < 0) coordinate = -coordinate - 1;
  while (coordinate >= 0x20) {
    bytes[at++] = (0x20 | (coordinate & 0x1f)) + 63;
    coordinate = Math.floor(coordinate / 32);
  }
  bytes[at++] = coordinate + 63;
  return at;
}

/**
 * Encodes the first `count` points of a shape as a Google encoded polyline of precision 6 (Valhalla's
 * `shape`), byte for byte what `encodePolyline` of `@freight/core` gives for the same points, without
 * building `[lat, lon]` pairs or intermediate strings. With `decoded`, also writes there the coordinates
 * the text decodes to (each rounded to the micro-degree), as core's `decodePolylineColumns` would give them.
 */
export function encodePolyline6(
  shape: ShapeBuffer,
  count = shape.length,
  decoded?: { lat: Float64Array; lng: Float64Array },
): string {
  // at most 2 × 6 characters per point at precision 6 (|delta| < 2^30)
  if (bytes.length < count * 12 + 12) bytes = new Uint8Array(count * 24 + 24);
  let at = 0;
  let previousLat = 0;
  let previousLon = 0;
  for (let i = 0; i < count; i++) {
    const lat = round(shape.lat[i]! * FACTOR);
    const lon = round(shape.lon[i]! * FACTOR);
    at = writeDelta(lat - previousLat, at);
    at = writeDelta(lon - previousLon, at);
    if (decoded) {
      decoded.lat[i] = lat / FACTOR;
      decoded.lng[i] = lon / FACTOR;
    }
    previousLat = lat;
    previousLon = lon;
  }
  return decoder.decode(bytes.subarray(0, at));
}
