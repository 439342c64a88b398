import type { TripShape } from './trip-shape.ts';

/** Size of a grid cell in degrees (about 5.5 km): a long segment covers a few dozen cells at most. */
const CELL = 0.05;
const METERS_PER_DEGREE = 111_320;

/**
 * A dense uniform grid over fixed points (toll plazas, weighing stations), built once and queried per
 * route: the cells of the points' bounding box in row-major order, each listing its points (CSR arrays).
 */
export interface PointGrid {
  /** Number of points. */
  readonly count: number;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  /** Row and column (in cells of {@link CELL} degrees from 0°) of the grid's first cell. */
  readonly row0: number;
  readonly col0: number;
  readonly rows: number;
  readonly cols: number;
  /** Points of cell `c` are `items[offsets[c] .. offsets[c + 1])`. */
  readonly offsets: Int32Array;
  readonly items: Int32Array;
}

/**
 * A grid over `points` (indices are their positions in the list).
 *
 * @example pointGrid(placements.map((p) => ({ lat: p.lat, lng: p.lng })))
 */
export function pointGrid(points: readonly { lat: number; lng: number }[]): PointGrid {
  const count = points.length;
  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  let row0 = Infinity;
  let col0 = Infinity;
  let row1 = -Infinity;
  let col1 = -Infinity;
  points.forEach((point, i) => {
    lat[i] = point.lat;
    lng[i] = point.lng;
    row0 = Math.min(row0, Math.floor(point.lat / CELL));
    row1 = Math.max(row1, Math.floor(point.lat / CELL));
    col0 = Math.min(col0, Math.floor(point.lng / CELL));
    col1 = Math.max(col1, Math.floor(point.lng / CELL));
  });
  if (count === 0) {
    return {
      count,
      lat,
      lng,
      row0: 0,
      col0: 0,
      rows: 0,
      cols: 0,
      offsets: new Int32Array(1),
      items: new Int32Array(0),
    };
  }
  const rows = row1 - row0 + 1;
  const cols = col1 - col0 + 1;
  const cellOf = (i: number) =>
    (Math.floor(lat[i]! / CELL) - row0) * cols + (Math.floor(lng[i]! / CELL) - col0);
  const offsets = new Int32Array(rows * cols + 1);
  for (let i = 0; i < count; i++) offsets[cellOf(i) + 1]!++;
  for (let c = 0; c < rows * cols; c++) offsets[c + 1]! += offsets[c]!;
  const fill = offsets.slice(0, rows * cols);
  const items = new Int32Array(count);
  for (let i = 0; i < count; i++) items[fill[cellOf(i)]!++] = i;
  return { count, lat, lng, row0, col0, rows, cols, offsets, items };
}

/**
 * For each point of `grid` near the route, the segments of `shape` (in route order) whose bounding box,
 * grown by `marginM`, contains it: the only segments that can pass within `marginM` of the point. Walks the
 * route once and looks up the few cells each segment covers, so the cost grows with the route's length,
 * not with the number of points (the reverse of a grid over the route's segments).
 *
 * @example segmentsNearPoints(grid, tripShape(trip.legs), 2).get(0) // [412, 413]
 */
export function segmentsNearPoints(
  grid: PointGrid,
  shape: TripShape,
  marginM: number,
): Map<number, number[]> {
  const near = new Map<number, number[]>();
  if (grid.count === 0) return near;
  const { row0, col0, rows, cols, offsets, items } = grid;
  const dLat = marginM / METERS_PER_DEGREE;
  for (let i = 0; i < shape.count - 1; i++) {
    if (shape.joined[i] !== 1) continue;
    const latA = shape.lat[i]!;
    const latB = shape.lat[i + 1]!;
    const south = Math.min(latA, latB) - dLat;
    const north = Math.max(latA, latB) + dLat;
    const firstRow = Math.max(0, Math.floor(south / CELL) - row0);
    const lastRow = Math.min(rows - 1, Math.floor(north / CELL) - row0);
    if (firstRow > lastRow) continue;
    const lngA = shape.lng[i]!;
    const lngB = shape.lng[i + 1]!;
    const dLng = dLat / Math.max(0.05, Math.cos((((latA + latB) / 2) * Math.PI) / 180));
    const west = Math.min(lngA, lngB) - dLng;
    const east = Math.max(lngA, lngB) + dLng;
    const firstCol = Math.max(0, Math.floor(west / CELL) - col0);
    const lastCol = Math.min(cols - 1, Math.floor(east / CELL) - col0);
    for (let row = firstRow; row <= lastRow; row++) {
      for (let col = firstCol; col <= lastCol; col++) {
        const cell = row * cols + col;
        for (let k = offsets[cell]!; k < offsets[cell + 1]!; k++) {
          const p = items[k]!;
          const pLat = grid.lat[p]!;
          const pLng = grid.lng[p]!;
          if (pLat < south || pLat > north || pLng < west || pLng > east) continue;
          const list = near.get(p);
          if (!list) near.set(p, [i]);
          else if (list[list.length - 1] !== i) list.push(i);
        }
      }
    }
  }
  return near;
}
