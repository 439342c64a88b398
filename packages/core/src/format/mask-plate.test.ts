import { describe, expect, it } from 'vitest';
import { MASK_PLATE_MAX_LENGTH, maskPlate } from './mask-plate.ts';

describe('maskPlate: uppercase, A–Z and 0–9 only, max 7', () => {
  it.each([
    ['abc1234', 'ABC1234'],
    ['abc-1d23', 'ABC1D23'],
    [' abc 1d23 ', 'ABC1D23'],
    ['ABC12345', 'ABC1234'],
    ['ção1234', 'O1234'],
    ['a', 'A'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(maskPlate(text)).toBe(expected);
  });

  it('plate max length is 7', () => {
    expect(MASK_PLATE_MAX_LENGTH).toBe(7);
  });
});
