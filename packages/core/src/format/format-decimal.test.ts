import { describe, expect, it } from 'vitest';
import { formatDecimal, toFiniteNumber } from './format-decimal.ts';
import { groupThousands } from './group-thousands.ts';

describe('formatDecimal', () => {
  it.each([
    [1234.56, undefined, '1.234,56'],
    [1234.565, undefined, '1.234,57'],
    [0, undefined, '0,00'],
    [-1234.5, undefined, '-1.234,50'],
    [-0.001, undefined, '0,00'],
    [1234567.891, undefined, '1.234.567,89'],
    [47.63, 1, '47,6'],
    [999.96, 1, '1.000,0'],
    [1234.5, 0, '1.235'],
    [0.5, 3, '0,500'],
    ['7.50', undefined, '7,50'],
    [' 12 ', undefined, '12,00'],
  ])('formatDecimal(%j, %s) is %s', (value, digits, expected) => {
    expect(formatDecimal(value, digits)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '', 'abc', '1.234,56'])(
    '%j formats as zero',
    (value) => {
      expect(formatDecimal(value)).toBe('0,00');
    },
  );

  it('rejects a negative digit count', () => {
    expect(() => formatDecimal(1, -1)).toThrow(RangeError);
  });
});

describe('toFiniteNumber', () => {
  it.each([
    [3, 3],
    [' 7.50 ', 7.5],
    ['', null],
    ['   ', null],
    ['abc', null],
    [Number.NaN, null],
    [Number.NEGATIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('%j reads as %j', (value, expected) => {
    expect(toFiniteNumber(value)).toBe(expected);
  });
});

describe('groupThousands', () => {
  it.each([
    ['0', '0'],
    ['123', '123'],
    ['1234', '1.234'],
    ['1234567', '1.234.567'],
  ])('%s → %s', (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });

  it('takes another separator', () => {
    expect(groupThousands('1234567', ' ')).toBe('1 234 567');
  });
});
