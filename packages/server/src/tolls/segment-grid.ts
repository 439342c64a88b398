import type { TripShape } from './trip-shape.ts';

/** Size of a grid cell in degrees (about 2 km). */
const CELL = 0.02;
const METERS_PER_DEGREE = 111_320;

const key = (row: number, col: number): number => row * 1_000_003 + col;

/**
 * A grid over the segments of a trip shape: `near(lat, lng)` lists, in route order, the segments whose
 * bounding box (grown by `marginM`) covers the cell of the position, so matching a plaza looks at a few
 * segments instead of the whole route.
 *
 * @example segmentGrid(shape, 2).near(plaza.lat, plaza.lng)
 */
export function segmentGrid(
  shape: TripShape,
  marginM: number,
): { near(lat: number, lng: number): readonly number[] } {
  const cells = new Map<number, number[]>();
  const dLat = marginM / METERS_PER_DEGREE;
  for (let i = 0; i < shape.count - 1; i++) {
    if (shape.joined[i] !== 1) continue;
    const latA = shape.lat[i]!;
    const latB = shape.lat[i + 1]!;
    const dLng = dLat / Math.max(0.05, Math.cos((((latA + latB) / 2) * Math.PI) / 180));
    const row0 = Math.floor((Math.min(latA, latB) - dLat) / CELL);
    const row1 = Math.floor((Math.max(latA, latB) + dLat) / CELL);
    const col0 = Math.floor((Math.min(shape.lng[i]!, shape.lng[i + 1]!) - dLng) / CELL);
    const col1 = Math.floor((Math.max(shape.lng[i]!, shape.lng[i + 1]!) + dLng) / CELL);
    for (let row = row0; row <= row1; row++) {
      for (let col = col0; col <= col1; col++) {
        const list = cells.get(key(row, col));
        if (list) list.push(i);
        else cells.set(key(row, col), [i]);
      }
    }
  }
  return { near: (lat, lng) => cells.get(key(Math.floor(lat / CELL), Math.floor(lng / CELL))) ?? [] };
}
