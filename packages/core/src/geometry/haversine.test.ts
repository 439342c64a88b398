import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, haversineDistance } from './haversine.ts';

const SAO_PAULO = { lat: -23.5489, lng: -46.6388 };
const CURITIBA = { lat: -25.4284, lng: -49.2733 };

describe('haversine distance in metres', () => {
  it('São Paulo → Curitiba is about 339 km', () => {
    expect(haversineDistance(SAO_PAULO, CURITIBA) / 1000).toBeCloseTo(339, 0);
  });

  it('is symmetric and zero for the same point', () => {
    expect(haversineDistance(CURITIBA, SAO_PAULO)).toBeCloseTo(haversineDistance(SAO_PAULO, CURITIBA), 6);
    expect(haversineDistance(SAO_PAULO, SAO_PAULO)).toBe(0);
  });

  it.each([
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111_195],
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195],
    [{ lat: -23.5489, lng: -46.6388 }, { lat: -23.5489, lng: -46.6387 }, 10.2],
  ])('%j → %j ≈ %d m', (a, b, metres) => {
    expect(haversineDistance(a, b)).toBeCloseTo(metres, 0);
  });

  it('antipodes are half the circumference apart', () => {
    expect(haversineDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_M,
      3,
    );
  });
});
