import { describe, expect, it } from 'vitest';
import {
  canDecreaseFontSize,
  canIncreaseFontSize,
  decreaseFontSize,
  FONT_SIZE_INITIAL,
  FONT_SIZE_MAX,
  increaseFontSize,
  parseFontSize,
} from './font-size.ts';

describe('font size: initial 14, max 20, decrease only at 12 or more', () => {
  it('starts at 14 and tops out at 20', () => {
    expect(FONT_SIZE_INITIAL).toBe(14);
    expect(FONT_SIZE_MAX).toBe(20);
  });

  it.each([
    [14, 15, true],
    [19, 20, true],
    [20, 20, false],
    [21, 21, false],
    [19.5, 20, true],
    [11, 12, true],
  ])('increase from %s gives %s (allowed: %s)', (size, expected, allowed) => {
    expect(increaseFontSize(size)).toBe(expected);
    expect(canIncreaseFontSize(size)).toBe(allowed);
  });

  it.each([
    [14, 13, true],
    [13, 12, true],
    [12, 11, true],
    [11, 11, false],
    [20, 19, true],
  ])('decrease from %s gives %s (allowed: %s)', (size, expected, allowed) => {
    expect(decreaseFontSize(size)).toBe(expected);
    expect(canDecreaseFontSize(size)).toBe(allowed);
  });

  it('decreasing from 14 repeatedly stops at 11', () => {
    let size = FONT_SIZE_INITIAL;
    for (let i = 0; i < 10; i++) size = decreaseFontSize(size);
    expect(size).toBe(11);
  });

  it('increasing from 14 repeatedly stops at 20', () => {
    let size = FONT_SIZE_INITIAL;
    for (let i = 0; i < 10; i++) size = increaseFontSize(size);
    expect(size).toBe(20);
  });

  it.each([
    ['16', 16],
    [18, 18],
    [null, 14],
    [undefined, 14],
    ['', 14],
    ['  ', 14],
    ['grande', 14],
    ['0', 14],
    [-3, 14],
    [Number.NaN, 14],
  ])('stored font %j reads as %s', (stored, expected) => {
    expect(parseFontSize(stored)).toBe(expected);
  });
});
