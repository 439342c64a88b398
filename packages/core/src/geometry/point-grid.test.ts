import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { metersBetween } from './meters-between.ts';
import { PointGrid } from './point-grid.ts';

const coordinate = fc.record({
  lat: fc.double({ min: -24, max: -23, noNaN: true }),
  lng: fc.double({ min: -47, max: -46, noNaN: true }),
});

const SE = { lat: -23.55, lng: -46.63 };

describe('the nearest point of a grid', () => {
  it('is the nearest of all points within the distance (up to the 1 % of the equirectangular ring bound)', () => {
    fc.assert(
      fc.property(
        fc.array(coordinate, { maxLength: 40 }),
        coordinate,
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom(0.05, 0.25),
        (points, query, maxMeters, cellDegrees) => {
          const found = PointGrid.fromPoints(points, cellDegrees).nearest(query.lat, query.lng, maxMeters);
          const distances = points.map((p) => metersBetween(query.lat, query.lng, p.lat, p.lng));
          const nearest = Math.min(...distances.filter((d) => d <= maxMeters));
          if (found === null) {
            expect(nearest).toBe(Infinity);
            return;
          }
          expect(found.meters).toBe(distances[found.index]);
          expect(found.meters).toBeLessThanOrEqual(maxMeters);
          expect(found.meters).toBeLessThanOrEqual(nearest * 1.01);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ['beyond the distance', 1_000, null],
    ['within the distance', 2_000, { index: 0, meters: 1113.2 }],
  ])('a point 1.1 km away, %s', (_name, maxMeters, expected) => {
    const grid = PointGrid.fromPoints([{ lat: SE.lat + 0.01, lng: SE.lng }]);
    const found = grid.nearest(SE.lat, SE.lng, maxMeters);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toEqual({ index: expected.index, meters: expect.closeTo(expected.meters, 1) });
  });

  it('finds a point many cells away, from outside the grid', () => {
    const grid = PointGrid.fromPoints([{ lat: -10, lng: -40 }], 0.05);
    expect(grid.nearest(-12, -42, 400_000)?.index).toBe(0);
    expect(grid.nearest(-12, -42, 100_000)).toBeNull();
  });

  it('gives the first point of equal distance, in the order the points were given', () => {
    const twins = [
      { lat: SE.lat, lng: SE.lng + 0.001 },
      { lat: SE.lat, lng: SE.lng + 0.001 },
    ];
    expect(PointGrid.fromPoints(twins).nearest(SE.lat, SE.lng, 1_000)?.index).toBe(0);
    const lat = twins.map((p) => p.lat);
    const lng = twins.map((p) => p.lng);
    expect(new PointGrid(lat, lng, 0.05, [1, 0]).nearest(SE.lat, SE.lng, 1_000)?.index).toBe(1);
  });

  it('indexes only the given points and those with finite coordinates; an empty grid finds nothing', () => {
    const lat = [SE.lat, SE.lat + 0.001, Number.NaN, SE.lat + 0.002];
    const lng = [SE.lng, SE.lng, SE.lng, SE.lng];
    const grid = new PointGrid(lat, lng, 0.25, [1, 2, 3]);
    expect(grid.count).toBe(2);
    expect(grid.nearest(SE.lat, SE.lng, 1_000)?.index).toBe(1);
    expect(new PointGrid([], []).count).toBe(0);
    expect(new PointGrid([], []).nearest(SE.lat, SE.lng, 1e9)).toBeNull();
    expect(new PointGrid([Number.NaN], [0]).nearest(0, 0, 1e9)).toBeNull();
  });
});

describe('the points of a grid inside a box', () => {
  it('are exactly the points inside it, edges included', () => {
    fc.assert(
      fc.property(
        fc.array(coordinate, { maxLength: 40 }),
        coordinate,
        coordinate,
        fc.constantFrom(0.01, 0.05, 0.25),
        (points, a, b, cellDegrees) => {
          const [south, north] = [Math.min(a.lat, b.lat), Math.max(a.lat, b.lat)];
          const [west, east] = [Math.min(a.lng, b.lng), Math.max(a.lng, b.lng)];
          const found: number[] = [];
          const grid = PointGrid.fromPoints(points, cellDegrees);
          grid.forEachInBox(south, west, north, east, (i) => found.push(i));
          const inside = points.flatMap((p, i) =>
            p.lat >= south && p.lat <= north && p.lng >= west && p.lng <= east ? [i] : [],
          );
          expect(found.sort((x, y) => x - y)).toEqual(inside);
          expect(grid.anyInBox(south, west, north, east)).toBe(inside.length > 0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('include a point on the edge, once', () => {
    const grid = PointGrid.fromPoints([SE, { lat: SE.lat + 1, lng: SE.lng }]);
    const found: number[] = [];
    grid.forEachInBox(SE.lat, SE.lng, SE.lat, SE.lng, (i) => found.push(i));
    expect(found).toEqual([0]);
  });

  it('are none for a box outside the grid, or an empty grid', () => {
    const visited: number[] = [];
    PointGrid.fromPoints([SE]).forEachInBox(0, 0, 1, 1, (i) => visited.push(i));
    PointGrid.fromPoints([]).forEachInBox(-90, -180, 90, 180, (i) => visited.push(i));
    expect(visited).toEqual([]);
    expect(PointGrid.fromPoints([SE]).anyInBox(0, 0, 1, 1)).toBe(false);
    expect(PointGrid.fromPoints([]).anyInBox(-90, -180, 90, 180)).toBe(false);
  });
});
