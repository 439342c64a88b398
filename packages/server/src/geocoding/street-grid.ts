import { METERS_PER_DEGREE } from '@freight/core';

/** Cell size of the grid, degrees (about 1.1 km north–south). */
const CELL = 0.01;
/** A segment is entered in the cell of every sample taken at most this far apart along it. */
const SAMPLE_STEP = CELL / 2;
const COLUMNS = Math.ceil(360 / CELL) + 1;
/** Most vertices of all street lines (a packed cell × segment pair must stay exact in a double). */
export const SEGMENT_LIMIT = 2 ** 22;

/** The point of a street line nearest to a position. */
export interface NearestSegment {
  /** Street entry. */
  entry: number;
  meters: number;
  /** The nearest point on the segment. */
  lat: number;
  lng: number;
}

function cellOf(lat: number, lng: number): number {
  return Math.floor((lat + 90) / CELL) * COLUMNS + Math.floor((lng + 180) / CELL);
}

/**
 * A grid over street segments (reverse geocoding, snapping interpolated house numbers): cells of 0.01°,
 * each listing the segments sampled inside it, stored compactly (sorted cell ids, offsets, segment ids).
 * A segment is `p → p + 1` of the flat vertex arrays.
 */
export class StreetGrid {
  private readonly cellIds: Float64Array;
  private readonly cellStart: Int32Array;
  private readonly segments: Int32Array;

  /**
   * @param vertices `lat, lng` pairs of every line, one after the other.
   * @param segmentEntry street entry of segment `p` (from vertex `p` to `p + 1`), or −1 at the end of a line.
   */
  constructor(
    private readonly vertices: Float64Array,
    private readonly segmentEntry: Int32Array,
  ) {
    const packed: number[] = [];
    const vertexCount = vertices.length / 2;
    if (vertexCount > SEGMENT_LIMIT) throw new Error(`street lines have more than ${SEGMENT_LIMIT} vertices`);
    for (let p = 0; p + 1 < vertexCount; p++) {
      if ((segmentEntry[p] as number) < 0) continue;
      const lat1 = vertices[2 * p] as number;
      const lng1 = vertices[2 * p + 1] as number;
      const lat2 = vertices[2 * p + 2] as number;
      const lng2 = vertices[2 * p + 3] as number;
      const steps = Math.max(
        1,
        Math.ceil(Math.max(Math.abs(lat2 - lat1), Math.abs(lng2 - lng1)) / SAMPLE_STEP),
      );
      let previous = -1;
      for (let s = 0; s <= steps; s++) {
        const cell = cellOf(lat1 + ((lat2 - lat1) * s) / steps, lng1 + ((lng2 - lng1) * s) / steps);
        if (cell !== previous) packed.push(cell * SEGMENT_LIMIT + p);
        previous = cell;
      }
    }
    const sorted = Float64Array.from(packed).sort();
    const ids: number[] = [];
    const starts: number[] = [];
    const segments = new Int32Array(sorted.length);
    let count = 0;
    let lastCell = -1;
    let lastSegment = -1;
    for (const value of sorted) {
      const segment = value % SEGMENT_LIMIT;
      const cell = (value - segment) / SEGMENT_LIMIT;
      if (cell !== lastCell) {
        ids.push(cell);
        starts.push(count);
        lastCell = cell;
        lastSegment = -1;
      }
      if (segment !== lastSegment) segments[count++] = segment;
      lastSegment = segment;
    }
    starts.push(count);
    this.cellIds = Float64Array.from(ids);
    this.cellStart = Int32Array.from(starts);
    this.segments = segments.slice(0, count);
  }

  /**
   * The nearest street segment to `(lat, lng)` within `maxMeters` (at most about 500 m), or `null`;
   * `only` restricts it to one street entry.
   */
  nearest(lat: number, lng: number, maxMeters: number, only = -1): NearestSegment | null {
    const cos = Math.cos((lat * Math.PI) / 180);
    const kx = METERS_PER_DEGREE * cos;
    const ky = METERS_PER_DEGREE;
    let best: NearestSegment | null = null;
    let bestMeters = maxMeters;
    const row = Math.floor((lat + 90) / CELL);
    const col = Math.floor((lng + 180) / CELL);
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = col - 1; c <= col + 1; c++) {
        const at = this.findCell(r * COLUMNS + c);
        if (at < 0) continue;
        for (let k = this.cellStart[at] as number; k < (this.cellStart[at + 1] as number); k++) {
          const p = this.segments[k] as number;
          const entry = this.segmentEntry[p] as number;
          if (only >= 0 && entry !== only) continue;
          const ax = ((this.vertices[2 * p + 1] as number) - lng) * kx;
          const ay = ((this.vertices[2 * p] as number) - lat) * ky;
          const bx = ((this.vertices[2 * p + 3] as number) - lng) * kx;
          const by = ((this.vertices[2 * p + 2] as number) - lat) * ky;
          const dx = bx - ax;
          const dy = by - ay;
          const length2 = dx * dx + dy * dy;
          const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
          const x = ax + t * dx;
          const y = ay + t * dy;
          const meters = Math.sqrt(x * x + y * y);
          if (meters < bestMeters) {
            bestMeters = meters;
            best = { entry, meters, lat: lat + y / ky, lng: lng + x / kx };
          }
        }
      }
    }
    return best;
  }

  private findCell(id: number): number {
    let lo = 0;
    let hi = this.cellIds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cellIds[mid] as number) < id) lo = mid + 1;
      else hi = mid;
    }
    return this.cellIds[lo] === id ? lo : -1;
  }
}
