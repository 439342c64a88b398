import { describe, it, expect } from 'vitest';
import { emptyReturnValue } from './empty-return.ts';

describe('emptyReturnValue: 0.92 × CCD × km, without CC', () => {
  it.each([
    [7.3547, 500, 3383.16],
    [8.0927, 1000, 7445.28],
    [1, 0.5, 0.46],
    [7.3547, 0, 0],
  ])('CCD %d over %d km → %d', (ccd, km, expected) => {
    expect(emptyReturnValue({ ccd, km })).toBe(expected);
  });
});
