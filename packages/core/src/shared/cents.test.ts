import { describe, it, expect } from 'vitest';
import { divideRounded, fromCents, toCents } from './cents.ts';

describe('cents', () => {
  it.each([
    [10.55, 1055],
    [0.1 + 0.2, 30],
    [627.2, 62720],
  ])('toCents(%d) = %d', (reais, cents) => {
    expect(toCents(reais)).toBe(cents);
    expect(fromCents(cents)).toBe(Math.round(reais * 100) / 100);
  });

  it.each<[number, number, 'down' | 'up' | 'half-up', number]>([
    [100225, 10000, 'down', 10],
    [100225, 10000, 'up', 11],
    [100225, 10000, 'half-up', 10],
    [15, 10, 'half-up', 2],
    [14, 10, 'half-up', 1],
    [20, 10, 'up', 2],
    [-15, 10, 'down', -2],
    [-15, 10, 'half-up', -1],
  ])('divideRounded(%d, %d, %s) = %d', (numerator, denominator, mode, expected) => {
    expect(divideRounded(numerator, denominator, mode)).toBe(expected);
  });
});
