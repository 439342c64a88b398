import { describe, expect, it } from 'vitest';
import {
  closestPointOnSegment,
  distanceToPolyline,
  distanceToSegment,
  MISSING_ROUTE_TOLERANCE_M,
} from './distance-to-polyline.ts';

const A = { lat: 0, lng: 0 };
const B = { lat: 0, lng: 1 };

describe('distance to a segment, in metres', () => {
  it.each([
    ['beside the middle', { lat: 0.001, lng: 0.5 }, 111.2],
    ['beyond the start', { lat: 0, lng: -0.001 }, 111.2],
    ['beyond the end', { lat: 0.001, lng: 1.001 }, 157.3],
    ['on the segment', { lat: 0, lng: 0.25 }, 0],
  ])('a point %s', (_name, point, metres) => {
    expect(distanceToSegment(point, A, B)).toBeCloseTo(metres, 0);
  });

  it('a zero-length segment is its point', () => {
    expect(distanceToSegment({ lat: 0.001, lng: 0 }, A, A)).toBeCloseTo(111.2, 0);
    expect(closestPointOnSegment({ lat: 0.001, lng: 0 }, A, A)).toEqual(A);
  });

  it('finds the foot of the perpendicular', () => {
    const foot = closestPointOnSegment({ lat: 0.001, lng: 0.5 }, A, B);
    expect(foot.lat).toBeCloseTo(0, 9);
    expect(foot.lng).toBeCloseTo(0.5, 9);
  });
});

describe('distance to a route, and the 10 m missing-route tolerance', () => {
  const route = [
    { lat: -23.55, lng: -46.64 },
    { lat: -23.55, lng: -46.63 },
    { lat: -23.54, lng: -46.63 },
  ];

  it('the tolerance is 10 m', () => {
    expect(MISSING_ROUTE_TOLERANCE_M).toBe(10);
  });

  it.each([
    ['on the route', { lat: -23.55, lng: -46.635 }, false],
    ['5 m off the second segment', { lat: -23.545, lng: -46.63 + 5 / 102_000 }, false],
    ['30 m off the route', { lat: -23.55 - 30 / 111_195, lng: -46.635 }, true],
    ['far from the route', { lat: -23.6, lng: -46.7 }, true],
  ])('a waypoint %s needs a dashed connector: %s', (_name, point, dashed) => {
    expect(distanceToPolyline(point, route) > MISSING_ROUTE_TOLERANCE_M).toBe(dashed);
  });

  it('measures 30 m for a point 30 m south of the first segment', () => {
    expect(distanceToPolyline({ lat: -23.55 - 30 / 111_195, lng: -46.635 }, route)).toBeCloseTo(30, 0);
  });

  it('a one-point line is its point; an empty line is infinitely far', () => {
    expect(distanceToPolyline({ lat: 0.001, lng: 0 }, [A])).toBeCloseTo(111.2, 0);
    expect(distanceToPolyline(A, [])).toBe(Infinity);
  });
});
