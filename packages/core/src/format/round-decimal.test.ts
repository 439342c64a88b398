import { describe, expect, it } from 'vitest';
import { roundDecimal, toDecimalParts } from './round-decimal.ts';

describe('roundDecimal', () => {
  it.each([
    [1.005, 2, 1.01],
    [0.125, 2, 0.13],
    [2.675, 2, 2.68],
    [1.0049, 2, 1],
    [-1.005, 2, -1.01],
    [-2.5, 0, -3],
    [2.5, 0, 3],
    [0.1 + 0.2, 2, 0.3],
    [1.1 * 1.5, 2, 1.65],
    [9.995, 2, 10],
    [47.6349, 3, 47.635],
    [123.456, 0, 123],
  ])('rounds %s to %s digits half away from zero: %s', (value, digits, expected) => {
    expect(roundDecimal(value, digits)).toBe(expected);
  });

  it('uses 2 digits by default', () => {
    expect(roundDecimal(3.14159)).toBe(3.14);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'returns %s unchanged',
    (value) => {
      expect(roundDecimal(value)).toBe(value);
    },
  );

  it('never returns negative zero', () => {
    expect(Object.is(roundDecimal(-0.001, 2), 0)).toBe(true);
  });
});

describe('toDecimalParts', () => {
  it.each([
    [1234.565, 2, { negative: false, integer: '1234', fraction: '57' }],
    [-0.004, 2, { negative: false, integer: '0', fraction: '00' }],
    [-0.005, 2, { negative: true, integer: '0', fraction: '01' }],
    [5e-7, 2, { negative: false, integer: '0', fraction: '00' }],
    [5e-7, 6, { negative: false, integer: '0', fraction: '000001' }],
    [1e21, 2, { negative: false, integer: '1000000000000000000000', fraction: '00' }],
    [999.999, 2, { negative: false, integer: '1000', fraction: '00' }],
    [0, 0, { negative: false, integer: '0', fraction: '' }],
    [12, 3, { negative: false, integer: '12', fraction: '000' }],
  ])('%s with %s digits', (value, digits, expected) => {
    expect(toDecimalParts(value, digits)).toEqual(expected);
  });

  it.each([-1, 1.5, 21])('rejects %s fraction digits', (digits) => {
    expect(() => toDecimalParts(1, digits)).toThrow(RangeError);
  });
});
