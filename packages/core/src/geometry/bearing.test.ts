import { describe, expect, it } from 'vitest';
import { bearing } from './bearing.ts';

describe('bearing, degrees clockwise from north', () => {
  it.each([
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 0],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 90],
    [{ lat: 0, lng: 0 }, { lat: -1, lng: 0 }, 180],
    [{ lat: 0, lng: 0 }, { lat: 0, lng: -1 }, 270],
    [{ lat: -23.5489, lng: -46.6388 }, { lat: -25.4284, lng: -49.2733 }, 231.37],
    [{ lat: 10, lng: 10 }, { lat: 10, lng: 10 }, 0],
  ])('%j → %j is %d°', (from, to, degrees) => {
    expect(bearing(from, to)).toBeCloseTo(degrees, 1);
  });
});
