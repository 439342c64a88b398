import { describe, expect, it } from 'vitest';
import { projectOnSegment, segmentDirection } from './project-on-segment.ts';

describe('projectOnSegment', () => {
  it('finds the closest point, its position along the segment and its distance', () => {
    const p = projectOnSegment(-23.499, -46.6, -23.5, -46.61, -23.5, -46.59);
    expect(p.t).toBeCloseTo(0.5, 6);
    expect(p.lat).toBeCloseTo(-23.5, 9);
    expect(p.lng).toBeCloseTo(-46.6, 9);
    expect(p.distance).toBeCloseTo(111.3, 1);
  });

  it('clamps to the ends and handles a segment of zero length', () => {
    expect(projectOnSegment(-23.5, -46.5, -23.5, -46.61, -23.5, -46.59).t).toBe(1);
    expect(projectOnSegment(-23.5, -46.7, -23.5, -46.61, -23.5, -46.59).t).toBe(0);
    expect(projectOnSegment(-23.5, -46.6, -23.5, -46.61, -23.5, -46.61)).toMatchObject({ t: 0, lng: -46.61 });
  });
});

describe('segmentDirection', () => {
  it('gives the unit east/north direction, null without length', () => {
    const [east, north] = segmentDirection(-23.5, -46.6, -23.5, -46.5)!;
    expect(east).toBeCloseTo(1, 9);
    expect(north).toBeCloseTo(0, 9);
    expect(segmentDirection(-23.5, -46.6, -23.5, -46.6)).toBeNull();
  });
});
