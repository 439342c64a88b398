import { describe, expect, it } from 'vitest';
import { queryInteger } from './query-number.ts';

describe('queryInteger', () => {
  const page = queryInteger(-1, 1000);

  it.each([
    ['7', 7],
    ['-1', -1],
    ['0010', 10],
    [7, 7],
  ])('%j is %d', (input, expected) => {
    expect(page.parse(input)).toBe(expected);
  });

  it.each([
    ['7abc'],
    [''],
    [' 7'],
    ['7 '],
    ['1e400'],
    ['1e3'],
    ['0x10'],
    ['1.5'],
    ['NaN'],
    ['+7'],
    [true],
    ['1001'],
  ])('%j is refused', (input) => {
    expect(page.safeParse(input).success).toBe(false);
  });
});
