import { describe, it, expect } from 'vitest';
import { kmCostCents } from './cents.ts';

describe('kmCostCents', () => {
  it.each([
    ['500 km × 7.3547', 500, 7.3547, 100, 367735],
    ['412.7 km × 7.3547 rounds down', 412.7, 7.3547, 100, 303528],
    ['1 km × 1.2350 rounds half up', 1, 1.235, 100, 124],
    ['1 km × 1.2345 rounds down', 1, 1.2345, 100, 123],
    ['92 % of 500 km × 7.3547', 500, 7.3547, 92, 338316],
  ])('%s', (_name, km, perKm, percent, expected) => {
    expect(kmCostCents(km, perKm, percent)).toBe(expected);
  });
});
