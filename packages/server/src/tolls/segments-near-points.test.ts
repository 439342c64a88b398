import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodePolyline, METERS_PER_DEGREE, PointGrid, projectOnSegment } from '@freight/core';
import type { LatLngTuple } from '@freight/core';
import { segmentsNearPoints } from './segments-near-points.ts';
import { tripShape } from './trip-shape.ts';

const coordinate = fc.record({
  lat: fc.double({ min: -24, max: -23, noNaN: true }),
  lng: fc.double({ min: -47, max: -46, noNaN: true }),
});

describe('segments of a route near fixed points', () => {
  it('lists, in route order, every segment passing within the margin of a point (and only near ones)', () => {
    fc.assert(
      fc.property(
        fc.array(coordinate, { minLength: 2, maxLength: 30 }),
        fc.array(coordinate, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 5000 }),
        (route, points, margin) => {
          const shape = tripShape([{ shape: encodePolyline(route.map((p) => [p.lat, p.lng])) }]);
          const near = segmentsNearPoints(PointGrid.fromPoints(points), shape, margin);
          points.forEach((point, p) => {
            const listed = near.get(p) ?? [];
            expect(listed).toEqual([...new Set(listed)].sort((a, b) => a - b));
            for (let i = 0; i < shape.count - 1; i++) {
              const d = projectOnSegment(
                point.lat,
                point.lng,
                shape.lat[i]!,
                shape.lng[i]!,
                shape.lat[i + 1]!,
                shape.lng[i + 1]!,
              ).distance;
              if (d <= margin * 0.99) expect(listed, `segment ${i} at ${d} m`).toContain(i);
            }
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('skips the gap between two legs that do not meet', () => {
    const shape = tripShape([
      {
        shape: encodePolyline([
          [-23.5, -46.7],
          [-23.5, -46.6],
        ]),
      },
      {
        shape: encodePolyline([
          [-23.5, -46.5],
          [-23.5, -46.4],
        ]),
      },
    ]);
    const near = segmentsNearPoints(
      PointGrid.fromPoints([
        { lat: -23.5, lng: -46.55 },
        { lat: -23.5, lng: -46.45 },
      ]),
      shape,
      10,
    );
    expect(near.get(0)).toBeUndefined();
    expect(near.get(1)).toEqual([2]);
  });

  it('finds nothing with no points', () => {
    const shape = tripShape([
      {
        shape: encodePolyline([
          [-23.5, -46.7],
          [-23.5, -46.6],
        ]),
      },
    ]);
    expect(segmentsNearPoints(PointGrid.fromPoints([]), shape, 10).size).toBe(0);
  });

  it('gives what looking up every segment on its own gives, on long routes with gaps', () => {
    /** The plain walk: every joined segment's grown box looked up on its own. */
    const everySegment = (grid: PointGrid, shape: ReturnType<typeof tripShape>, marginM: number) => {
      const near = new Map<number, number[]>();
      const dLat = marginM / METERS_PER_DEGREE;
      for (let i = 0; i < shape.count - 1; i++) {
        if (shape.joined[i] !== 1) continue;
        const [latA, latB, lngA, lngB] = [shape.lat[i]!, shape.lat[i + 1]!, shape.lng[i]!, shape.lng[i + 1]!];
        const dLng = dLat / Math.max(0.05, Math.cos((((latA + latB) / 2) * Math.PI) / 180));
        grid.forEachInBox(
          Math.min(latA, latB) - dLat,
          Math.min(lngA, lngB) - dLng,
          Math.max(latA, latB) + dLat,
          Math.max(lngA, lngB) + dLng,
          (point) => {
            const list = near.get(point) ?? [];
            if (list[list.length - 1] !== i) list.push(i);
            near.set(point, list);
          },
        );
      }
      return near;
    };
    fc.assert(
      fc.property(
        // legs of a meandering route with steps from metres to tens of km, some legs not meeting
        fc.array(
          fc.record({
            start: coordinate,
            steps: fc.array(
              fc.record({
                dLat: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
                dLng: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
                scale: fc.constantFrom(0.0001, 0.003, 0.05),
              }),
              { minLength: 1, maxLength: 300 },
            ),
            joinPrevious: fc.boolean(),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.array(coordinate, { maxLength: 60 }),
        fc.constantFrom(2, 150, 2000),
        (legs, points, margin) => {
          let previousEnd: LatLngTuple | null = null;
          const encoded = legs.map((leg) => {
            let [lat, lng]: LatLngTuple =
              leg.joinPrevious && previousEnd ? previousEnd : [leg.start.lat, leg.start.lng];
            const line: LatLngTuple[] = [[lat, lng]];
            for (const step of leg.steps) {
              lat += step.dLat * step.scale;
              lng += step.dLng * step.scale;
              line.push([lat, lng]);
            }
            previousEnd = line[line.length - 1]!;
            return { shape: encodePolyline(line) };
          });
          const shape = tripShape(encoded);
          // and points just inside and just outside the margin of the route's points, east and west
          const edgy = [...points];
          for (let i = 0; i < shape.count; i += 5) {
            const lat = shape.lat[i]!;
            const margins = margin / (METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
            const factor = [0.98, 1.02, -0.99, -1.01][i % 4]!;
            edgy.push({ lat, lng: shape.lng[i]! + factor * margins });
          }
          const grid = PointGrid.fromPoints(edgy);
          const runs = segmentsNearPoints(grid, shape, margin);
          const plain = everySegment(grid, shape, margin);
          expect([...runs.entries()]).toEqual([...plain.entries()]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
