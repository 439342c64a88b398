import { describe, expect, it } from 'vitest';
import { formatBRL } from './format-brl.ts';
import { parseBRL } from './parse-brl.ts';

describe('parseBRL', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['R$ 0,00', 0],
    ['-R$ 0,00', 0],
    ['R$\u00a01.234,56', 1234.56],
    ['-R$ 1.234,56', -1234.56],
    ['R$ -1.234,56', -1234.56],
    ['\u2212R$ 5,00', -5],
    ['1234,5', 1234.5],
    ['1.234', 1234],
    ['1.234.567,89', 1234567.89],
    ['  42  ', 42],
    ['R$7', 7],
  ])('%j → %s', (text, expected) => {
    expect(parseBRL(text)).toBe(expected);
  });

  it.each(['', 'R$', 'abc', 'R$ 12.34', '1,2,3', '12.3456', '--1', 'R$ 1.234,56 km', ',50', null, undefined])(
    '%j is not a number',
    (text) => {
      expect(parseBRL(text)).toBeNull();
    },
  );

  it.each([0.01, 7.5, 1234.56, -98765.43])('reads back formatBRL(%s)', (value) => {
    expect(parseBRL(formatBRL(value))).toBe(value);
  });
});
