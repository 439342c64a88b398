import { describe, expect, it } from 'vitest';
import {
  AXIS_RANGE_BY_CATEGORY,
  clampAxis,
  DEFAULT_AXIS_BY_CATEGORY,
  parseAxis,
} from './axis-by-category.ts';

describe('axle counts by category', () => {
  it('defaults: truck 6, car 2, bus 4, motorcycle 2', () => {
    expect(DEFAULT_AXIS_BY_CATEGORY).toEqual({ truck: 6, auto: 2, bus: 4, motorcycle: 2 });
  });

  it('accepted: truck 2 to 15; auto or bus 2, 3 or 4; motorcycle exactly 2', () => {
    expect(AXIS_RANGE_BY_CATEGORY).toEqual({
      truck: { min: 2, max: 15 },
      auto: { min: 2, max: 4 },
      bus: { min: 2, max: 4 },
      motorcycle: { min: 2, max: 2 },
    });
  });

  it.each([
    ['truck', 16, 15],
    ['truck', 15, 15],
    ['truck', 1, 2],
    ['truck', 9, 9],
    ['auto', 5, 4],
    ['auto', 3, 3],
    ['bus', 1, 2],
    ['motorcycle', 3, 2],
    ['truck', 6.6, 7],
    ['bus', Number.NaN, 4],
  ] as const)('clampAxis(%s, %s) is %s', (category, axis, expected) => {
    expect(clampAxis(category, axis)).toBe(expected);
  });

  it.each([
    [6, 6],
    ['9', 9],
    [' 3 ', 3],
    [0, null],
    ['0', null],
    [2.5, null],
    ['', null],
    ['seis', null],
    [null, null],
    [undefined, null],
  ])('parseAxis(%j) is %j', (input, expected) => {
    expect(parseAxis(input)).toBe(expected);
  });
});
