import { METERS_PER_DEGREE, metersBetween } from './meters-between.ts';

/** Default size of a {@link PointGrid} cell in degrees (about 5.5 km). */
export const POINT_GRID_CELL_DEGREES = 0.05;

/** The nearest point found by {@link PointGrid.nearest}. */
export interface NearestPoint {
  /** Index of the point in the grid's coordinate arrays. */
  index: number;
  /** Equirectangular distance in metres (`metersBetween`). */
  meters: number;
}

/**
 * A dense uniform grid over fixed points (municipality seats, toll plazas, weighing stations), built once
 * and queried many times: the cells of the points' bounding box in row-major order, each listing its
 * points (CSR arrays), in the order the points were given. Two queries: the nearest point to a position
 * (searched ring by ring from the position's cell until no nearer point can exist), and every point inside
 * a box (the few cells the box covers).
 *
 * @example
 * const grid = PointGrid.fromPoints(stations);
 * grid.nearest(-23.55, -46.63, 50_000); // { index: 3, meters: 2411.7 }
 */
export class PointGrid {
  /** Number of points in the grid. */
  readonly count: number;
  private readonly rows: number;
  private readonly cols: number;
  /** Row and column (in cells counted from -180°) of the grid's first cell. */
  private readonly row0: number;
  private readonly col0: number;
  /** Points of cell `c` are `items[offsets[c] .. offsets[c + 1])`. */
  private readonly offsets: Int32Array;
  private readonly items: Int32Array;

  /**
   * A grid over the points `i` of `indexes` (all of `lat` and `lng` by default) at `(lat[i], lng[i])`,
   * with square cells of `cellDegrees` ({@link POINT_GRID_CELL_DEGREES} by default); a point without
   * finite coordinates is left out. The arrays are kept, not copied: query results are indexes into them.
   */
  constructor(
    private readonly lat: ArrayLike<number>,
    private readonly lng: ArrayLike<number>,
    private readonly cellDegrees = POINT_GRID_CELL_DEGREES,
    indexes?: Iterable<number>,
  ) {
    const given = indexes ? Int32Array.from(indexes) : Int32Array.from({ length: lat.length }, (_, i) => i);
    const points = given.filter((i) => Number.isFinite(lat[i]) && Number.isFinite(lng[i]));
    this.count = points.length;
    let row0 = Infinity;
    let col0 = Infinity;
    let row1 = -Infinity;
    let col1 = -Infinity;
    for (const i of points) {
      const row = this.cell(lat[i]!);
      const col = this.cell(lng[i]!);
      row0 = Math.min(row0, row);
      row1 = Math.max(row1, row);
      col0 = Math.min(col0, col);
      col1 = Math.max(col1, col);
    }
    const empty = points.length === 0;
    this.row0 = empty ? 0 : row0;
    this.col0 = empty ? 0 : col0;
    this.rows = empty ? 0 : row1 - row0 + 1;
    this.cols = empty ? 0 : col1 - col0 + 1;
    const cells = this.rows * this.cols;
    const cellOf = (i: number) =>
      (this.cell(lat[i]!) - this.row0) * this.cols + (this.cell(lng[i]!) - this.col0);
    this.offsets = new Int32Array(cells + 1);
    for (const i of points) this.offsets[cellOf(i) + 1]!++;
    for (let c = 0; c < cells; c++) this.offsets[c + 1]! += this.offsets[c]!;
    const fill = this.offsets.slice(0, cells);
    this.items = new Int32Array(points.length);
    for (const i of points) this.items[fill[cellOf(i)]!++] = i;
  }

  /**
   * A grid over `points` (indexes are their positions in the list); their coordinates are copied.
   *
   * @example PointGrid.fromPoints(placements.map((p) => ({ lat: p.lat, lng: p.lng })))
   */
  static fromPoints(
    points: readonly { lat: number; lng: number }[],
    cellDegrees = POINT_GRID_CELL_DEGREES,
  ): PointGrid {
    return new PointGrid(
      Float64Array.from(points, (p) => p.lat),
      Float64Array.from(points, (p) => p.lng),
      cellDegrees,
    );
  }

  private cell(degrees: number): number {
    return Math.floor((degrees + 180) / this.cellDegrees);
  }

  /**
   * The point nearest to `(lat, lng)` within `maxMeters`, or `null`. Of points at the same distance, the
   * one met first wins (nearer cell ring, then the order the points were given).
   *
   * @example grid.nearest(-23.55, -46.63, 50_000) // { index: 3829, meters: 2411.7 }
   */
  nearest(lat: number, lng: number, maxMeters: number): NearestPoint | null {
    if (this.count === 0) return null;
    const row = this.cell(lat) - this.row0;
    const col = this.cell(lng) - this.col0;
    const cos = Math.max(0.05, Math.cos((lat * Math.PI) / 180));
    const cellMeters = this.cellDegrees * METERS_PER_DEGREE * cos;
    const beyondGrid = Math.max(row, this.rows - 1 - row, col, this.cols - 1 - col);
    const maxRing = Math.min(Math.ceil(maxMeters / cellMeters) + 1, 1440 / this.cellDegrees, beyondGrid);
    let best: NearestPoint | null = null;
    const visit = (r: number, c: number) => {
      if (r < 0 || r >= this.rows || c < 0 || c >= this.cols) return;
      const cell = r * this.cols + c;
      for (let k = this.offsets[cell]!; k < this.offsets[cell + 1]!; k++) {
        const i = this.items[k]!;
        const meters = metersBetween(lat, lng, this.lat[i]!, this.lng[i]!);
        if (meters <= maxMeters && (best === null || meters < best.meters)) best = { index: i, meters };
      }
    };
    visit(row, col);
    for (let ring = 1; ring <= maxRing; ring++) {
      if (best !== null && (ring - 1) * cellMeters > (best as NearestPoint).meters) break;
      for (let c = Math.max(0, col - ring); c <= Math.min(this.cols - 1, col + ring); c++) {
        visit(row - ring, c);
        visit(row + ring, c);
      }
      for (let r = Math.max(0, row - ring + 1); r <= Math.min(this.rows - 1, row + ring - 1); r++) {
        visit(r, col - ring);
        visit(r, col + ring);
      }
    }
    return best;
  }

  /**
   * Calls `visit` with the index of every point inside the box (edges included), cell by cell (row by
   * row from the south-west, each cell's points in the order they were given). Looks only at the cells
   * the box covers, so the cost grows with the box, not with the number of points.
   *
   * @example grid.forEachInBox(-23.6, -46.7, -23.5, -46.6, (i) => found.push(i))
   */
  forEachInBox(
    south: number,
    west: number,
    north: number,
    east: number,
    visit: (index: number) => void,
  ): void {
    this.scanBox(south, west, north, east, (index) => {
      visit(index);
      return false;
    });
  }

  /**
   * Whether some point lies inside the box (edges included): {@link forEachInBox} that stops at the first.
   *
   * @example grid.anyInBox(-23.6, -46.7, -23.5, -46.6) // true
   */
  anyInBox(south: number, west: number, north: number, east: number): boolean {
    return this.scanBox(south, west, north, east, () => true);
  }

  /** Calls `visit` on the points inside the box in {@link forEachInBox}'s order until it returns true. */
  private scanBox(
    south: number,
    west: number,
    north: number,
    east: number,
    visit: (index: number) => boolean,
  ): boolean {
    const firstRow = Math.max(0, this.cell(south) - this.row0);
    const lastRow = Math.min(this.rows - 1, this.cell(north) - this.row0);
    if (firstRow > lastRow) return false;
    const firstCol = Math.max(0, this.cell(west) - this.col0);
    const lastCol = Math.min(this.cols - 1, this.cell(east) - this.col0);
    const { lat, lng, offsets, items, cols } = this;
    for (let row = firstRow; row <= lastRow; row++) {
      for (let col = firstCol; col <= lastCol; col++) {
        const cell = row * cols + col;
        for (let k = offsets[cell]!; k < offsets[cell + 1]!; k++) {
          const p = items[k]!;
          const pLat = lat[p]!;
          const pLng = lng[p]!;
          if (pLat < south || pLat > north || pLng < west || pLng > east) continue;
          if (visit(p)) return true;
        }
      }
    }
    return false;
  }
}
