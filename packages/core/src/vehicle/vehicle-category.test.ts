import { describe, expect, it } from 'vitest';
import { normalizeCategory, VEHICLE_CATEGORIES } from './vehicle-category.ts';

describe("normalizeCategory: 'car' maps to 'auto'; 'moto' maps to 'motorcycle'", () => {
  it.each([
    ['car', 'auto'],
    ['moto', 'motorcycle'],
    ['truck', 'truck'],
    ['auto', 'auto'],
    ['bus', 'bus'],
    ['motorcycle', 'motorcycle'],
    [' Car ', 'auto'],
    ['TRUCK', 'truck'],
    ['plane', null],
    ['', null],
    ['toString', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCategory(input)).toBe(expected);
  });

  it('lists the four categories', () => {
    expect(VEHICLE_CATEGORIES).toEqual(['truck', 'auto', 'bus', 'motorcycle']);
  });
});
