import { describe, expect, it } from 'vitest';
import { formatBRL, MONEY_ZERO } from './format-brl.ts';

describe('formatBRL', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [1.005, 'R$ 1,01'],
    [0.125, 'R$ 0,13'],
    [2.675, 'R$ 2,68'],
    [0.1 + 0.2, 'R$ 0,30'],
    [7.5, 'R$ 7,50'],
    [-1234.56, '-R$ 1.234,56'],
    [-0.125, '-R$ 0,13'],
    [-0.004, 'R$ 0,00'],
    [999.995, 'R$ 1.000,00'],
    [1234567.891, 'R$ 1.234.567,89'],
    ['11.25', 'R$ 11,25'],
  ])('%j reads %s', (value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });

  it.each([Number.NaN, null, undefined, Number.POSITIVE_INFINITY, 'abc'])(
    'money reads R$ 0,00 before any calculation (%j)',
    (value) => {
      expect(formatBRL(value)).toBe(MONEY_ZERO);
    },
  );

  it('uses a normal space after R$', () => {
    expect(formatBRL(1).charCodeAt(2)).toBe(0x20);
  });

  it('exports the zero text', () => {
    expect(MONEY_ZERO).toBe('R$ 0,00');
  });
});
