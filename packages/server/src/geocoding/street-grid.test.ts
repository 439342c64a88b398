import { describe, expect, it } from 'vitest';
import { METERS_PER_DEGREE, seededRandom as random } from '@freight/core';
import { StreetGrid } from './street-grid.ts';

/** Street lines of 2–6 vertices around São Paulo, some long enough to cross several cells. */
function lines(count: number, next: () => number): { vertices: Float64Array; segmentEntry: Int32Array } {
  const coords: number[] = [];
  const entries: number[] = [];
  for (let line = 0; line < count; line++) {
    let lat = -23.6 + next() * 0.2;
    let lng = -46.7 + next() * 0.2;
    const vertices = 2 + Math.floor(next() * 5);
    for (let v = 0; v < vertices; v++) {
      coords.push(lat, lng);
      entries.push(v === vertices - 1 ? -1 : line);
      lat += (next() - 0.5) * 0.03;
      lng += (next() - 0.5) * 0.03;
    }
  }
  return { vertices: Float64Array.from(coords), segmentEntry: Int32Array.from(entries) };
}

describe('StreetGrid', () => {
  it('finds the nearest street segment within 500 m, as measuring every segment does', () => {
    const next = random(17);
    const { vertices, segmentEntry } = lines(400, next);
    const grid = new StreetGrid(vertices, segmentEntry);
    let found = 0;
    for (let i = 0; i < 500; i++) {
      const lat = -23.6 + next() * 0.2;
      const lng = -46.7 + next() * 0.2;
      const hit = grid.nearest(lat, lng, 500);
      const brute = bruteNearest(vertices, segmentEntry, lat, lng);
      if (brute === null || brute >= 500) {
        expect(hit).toBeNull();
        continue;
      }
      found++;
      expect(hit?.meters).toBeCloseTo(brute, 6);
    }
    expect(found).toBeGreaterThan(100);
  });

  it('restricts the answer to one street when asked', () => {
    const { vertices, segmentEntry } = lines(50, random(3));
    const grid = new StreetGrid(vertices, segmentEntry);
    const at = { lat: vertices[0]!, lng: vertices[1]! };
    expect(grid.nearest(at.lat, at.lng, 500, 0)?.entry).toBe(0);
    expect(grid.nearest(at.lat, at.lng, 500, 49)?.entry ?? 49).toBe(49);
  });
});

/** The nearest segment's distance in metres by measuring every segment (same local projection as the grid). */
function bruteNearest(
  vertices: Float64Array,
  segmentEntry: Int32Array,
  lat: number,
  lng: number,
): number | null {
  const kx = METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const ky = METERS_PER_DEGREE;
  let best: number | null = null;
  for (let p = 0; p + 1 < segmentEntry.length; p++) {
    if (segmentEntry[p]! < 0) continue;
    const ax = (vertices[2 * p + 1]! - lng) * kx;
    const ay = (vertices[2 * p]! - lat) * ky;
    const dx = (vertices[2 * p + 3]! - lng) * kx - ax;
    const dy = (vertices[2 * p + 2]! - lat) * ky - ay;
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
    const meters = Math.hypot(ax + t * dx, ay + t * dy);
    if (best === null || meters < best) best = meters;
  }
  return best;
}
