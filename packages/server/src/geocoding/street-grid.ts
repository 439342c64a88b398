import { METERS_PER_DEGREE } from '@freight/core';
import { GrowableFloat64Array, GrowableUint32Array, lowerBound, sortedUnique } from '@freight/routing';

/** Cell size of the grid, degrees (about 1.1 km north–south). */
const CELL = 0.01;
/** A segment is entered in the cell of every sample taken at most this far apart along it. */
const SAMPLE_STEP = CELL / 2;
const COLUMNS = Math.ceil(360 / CELL) + 1;
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
    const vertexCount = vertices.length / 2;
    // (cell, segment) of every sample, then sorted by cell and segment
    const sampleCells = new GrowableFloat64Array(Math.max(16, vertexCount));
    const sampleSegments = new GrowableUint32Array(Math.max(16, vertexCount));
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
        if (cell !== previous) {
          sampleCells.push(cell);
          sampleSegments.push(p);
        }
        previous = cell;
      }
    }
    // cells with a segment, numbered densely, so that dense cell × vertex count + segment stays exact
    const cellIds = sortedUnique(sampleCells.data.subarray(0, sampleCells.length));
    const base = Math.max(1, vertexCount);
    if (cellIds.length * base > Number.MAX_SAFE_INTEGER) {
      throw new Error(`street lines too many to index: ${cellIds.length} cells × ${vertexCount} vertices`);
    }
    const packed = new Float64Array(sampleCells.length);
    for (let i = 0; i < packed.length; i++) {
      packed[i] = lowerBound(cellIds, sampleCells.data[i]!) * base + sampleSegments.data[i]!;
    }
    packed.sort();
    const starts = new Int32Array(cellIds.length + 1);
    const segments = new Int32Array(packed.length);
    let count = 0;
    let lastCell = -1;
    let lastSegment = -1;
    for (const value of packed) {
      const segment = value % base;
      const cell = (value - segment) / base;
      if (cell !== lastCell) {
        starts[cell] = count;
        lastCell = cell;
        lastSegment = -1;
      }
      if (segment !== lastSegment) segments[count++] = segment;
      lastSegment = segment;
    }
    starts[cellIds.length] = count;
    this.cellIds = cellIds;
    this.cellStart = starts;
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
