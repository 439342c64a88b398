import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [0.85, '850 m'],
    [0.0004, '0 m'],
    [0.9994, '999 m'],
    [0.9996, '1,0 km'],
    [1, '1,0 km'],
    [586.04, '586,0 km'],
    [411.15, '411,2 km'],
    [1234.54, '1.234,5 km'],
    [105081, '105.081,0 km'],
  ])('%s km → %s', (km, expected) => {
    expect(formatDistance(km)).toBe(expected);
  });

  it.each([undefined, null, Number.NaN, Number.POSITIVE_INFINITY, -1])(
    "distance reads 'Não calculado' before any calculation (%s)",
    (km) => {
      expect(formatDistance(km)).toBe('Não calculado');
    },
  );
});
