import { parseCoordinateText } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { coordinatePair } from './coordinate-pair.ts';

describe("'Ver coordenadas' pair", () => {
  it('reads "lat, lng" with at most 6 decimals', () => {
    expect(coordinatePair({ lat: -23.5489, lng: -46.6388 })).toBe('-23.5489, -46.6388');
    expect(coordinatePair({ lat: -23.548912345, lng: -46.63880001 })).toBe('-23.548912, -46.6388');
  });

  it('is read back as coordinates by the address search', () => {
    expect(parseCoordinateText(coordinatePair({ lat: -25.4284, lng: -49.2733 }))).toEqual({
      lat: -25.4284,
      lng: -49.2733,
    });
  });
});
