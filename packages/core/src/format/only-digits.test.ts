import { describe, expect, it } from 'vitest';
import { onlyDigits } from './only-digits.ts';

describe('onlyDigits', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['12.ABC.345/01DE-35', '123450135'],
    ['abc', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(onlyDigits(text)).toBe(expected);
  });
});
