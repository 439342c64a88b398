/** Degrees ↔ integers of 1e-6 degree, the unit of stored line vertices. */
export const MICRODEGREES = 1e6;

/** Rounds degrees to 6 decimals (about 0.1 m). */
export function round6(degrees: number): number {
  return Math.round(degrees * MICRODEGREES) / MICRODEGREES;
}

/** Appends a line (`lat, lng` pairs in degrees) to `coords`, delta-encoded in 1e-6 degree. */
export function encodeLine(line: readonly number[], coords: number[]): void {
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < line.length; i += 2) {
    const a = Math.round((line[i] as number) * MICRODEGREES);
    const b = Math.round((line[i + 1] as number) * MICRODEGREES);
    coords.push(a - lat, b - lng);
    lat = a;
    lng = b;
  }
}

/** Decodes delta-encoded lines into absolute degrees (one flat `lat, lng` array for all lines). */
export function decodeLines(coords: readonly number[], starts: readonly number[]): Float64Array {
  const out = new Float64Array(coords.length);
  for (let line = 0; line + 1 < starts.length; line++) {
    let lat = 0;
    let lng = 0;
    for (let p = starts[line] as number; p < (starts[line + 1] as number); p++) {
      lat += coords[2 * p] as number;
      lng += coords[2 * p + 1] as number;
      out[2 * p] = lat / MICRODEGREES;
      out[2 * p + 1] = lng / MICRODEGREES;
    }
  }
  return out;
}
