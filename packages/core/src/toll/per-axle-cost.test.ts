import { describe, it, expect } from 'vitest';
import { perAxleCost, resolveAxis } from './per-axle-cost.ts';

describe('perAxleCost: per-axle price = plaza fare / axle count, 2 decimals', () => {
  it.each<[string, number, number | null | undefined, number]>([
    ['6-axle truck paying R$ 61,80', 61.8, 6, 10.3],
    ['a fare that does not divide evenly rounds half up', 10, 3, 3.33],
    ['a half cent rounds up', 0.05, 2, 0.03],
    ['no axle count means 6', 61.8, undefined, 10.3],
    ['an invalid axle count means 6', 61.8, 0, 10.3],
  ])('%s', (_name, amount, axis, expected) => {
    expect(perAxleCost(amount, axis)).toBe(expected);
  });

  it.each([
    [9, 9],
    [null, 6],
    [-1, 6],
    [2.5, 6],
  ])('resolveAxis(%j) = %d', (axis, expected) => {
    expect(resolveAxis(axis)).toBe(expected);
  });
});
