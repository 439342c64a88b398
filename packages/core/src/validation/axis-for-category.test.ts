import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_AXIS_RANGE_BY_CATEGORY,
  isAxisCategory,
  isValidAxisForCategory,
  validateAxisForCategory,
} from './axis-for-category.ts';

describe('vehicle axis and category combinations (SPEC §5)', () => {
  it.each([
    ['truck', 2, true],
    ['truck', 6, true],
    ['truck', 11, true],
    ['truck', 15, true],
    ['truck', 1, false],
    ['truck', 16, false],
    ['auto', 2, true],
    ['auto', 3, true],
    ['auto', 4, true],
    ['auto', 5, false],
    ['auto', 1, false],
    ['bus', 4, true],
    ['bus', 5, false],
    ['motorcycle', 2, true],
    ['motorcycle', 3, false],
    ['motorcycle', 1, false],
    ['truck', 6.5, false],
    ['truck', Number.NaN, false],
    ['truck', Number.POSITIVE_INFINITY, false],
    ['car', 2, false],
    ['moto', 2, false],
    ['', 2, false],
    ['toString', 2, false],
  ])('%s with %d axles accepted: %s', (category, axis, accepted) => {
    expect(isValidAxisForCategory(category, axis)).toBe(accepted);
  });

  it('publishes the ranges truck 2-15, auto and bus 2-4, motorcycle exactly 2', () => {
    expect(ACCEPTED_AXIS_RANGE_BY_CATEGORY).toEqual({
      truck: { min: 2, max: 15 },
      auto: { min: 2, max: 4 },
      bus: { min: 2, max: 4 },
      motorcycle: { min: 2, max: 2 },
    });
  });

  it.each([
    ['truck', true],
    ['motorcycle', true],
    ['car', false],
    [undefined, false],
    [6, false],
  ])('isAxisCategory(%s) is %s', (category, expected) => {
    expect(isAxisCategory(category)).toBe(expected);
  });

  it.each([
    ['truck', 11, null],
    ['truck', 16, 'VALIDATION_INVALID_AXIS'],
    ['bus', 5, 'VALIDATION_INVALID_AXIS'],
    ['motorcycle', 3, 'VALIDATION_INVALID_AXIS'],
    ['car', 2, 'VALIDATION_INVALID_CATEGORY'],
  ])('validateAxisForCategory(%s, %d) gives %s', (category, axis, message) => {
    expect(validateAxisForCategory(category, axis)).toBe(message);
  });
});
