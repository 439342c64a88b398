import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodePolyline, PointGrid, projectOnSegment } from '@freight/core';
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
});
