import { describe, it, expect } from 'vitest';
import { addDays, isIsoDate } from './iso-date.ts';

describe('isIsoDate', () => {
  it.each([
    ['2026-07-01', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['01/07/2026', false],
    ['2026-7-1', false],
  ])('%s → %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-08-21', 0, '2026-08-21'],
  ])('%s + %d = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
