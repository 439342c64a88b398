import { describe, expect, it } from 'vitest';
import { haversineDistance } from './haversine.ts';
import { METERS_PER_DEGREE, metersBetween } from './meters-between.ts';

describe('equirectangular distance in metres', () => {
  it('a degree of latitude is METERS_PER_DEGREE, within 0.2 % of the great-circle degree', () => {
    expect(metersBetween(0, 0, 1, 0)).toBe(METERS_PER_DEGREE);
    expect(METERS_PER_DEGREE / haversineDistance({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(1, 2);
  });

  it('a degree of longitude shrinks with the cosine of the latitude', () => {
    expect(metersBetween(60, 10, 60, 11)).toBeCloseTo(METERS_PER_DEGREE / 2, 6);
  });

  it('is symmetric and zero for the same point', () => {
    expect(metersBetween(-23.55, -46.63, -23.6, -46.7)).toBe(metersBetween(-23.6, -46.7, -23.55, -46.63));
    expect(metersBetween(-23.55, -46.63, -23.55, -46.63)).toBe(0);
  });

  it.each([
    ['1 km', -23.55, -46.63, -23.559, -46.63],
    ['10 km', -23.55, -46.63, -23.6, -46.7],
    ['100 km', -23.55, -46.63, -24.2, -47.3],
  ])('stays within 0.5 %% of the great-circle distance over %s', (_name, lat1, lng1, lat2, lng2) => {
    const haversine = haversineDistance({ lat: lat1, lng: lng1 }, { lat: lat2, lng: lng2 });
    expect(Math.abs(metersBetween(lat1, lng1, lat2, lng2) / haversine - 1)).toBeLessThan(0.005);
  });
});
