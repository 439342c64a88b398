import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR, textColorFor } from './branding-colors.ts';

describe('branding colours', () => {
  it('default primary colour is #fdc941', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#fdc941');
  });

  it.each([
    [true, '#ffffff'],
    ['true', '#ffffff'],
    [1, '#ffffff'],
    ['1', '#ffffff'],
    [false, '#000000'],
    ['false', '#000000'],
    [0, '#000000'],
    ['', '#000000'],
    [null, '#000000'],
    [undefined, '#000000'],
  ])('dark background %j gives text %s', (isDark, expected) => {
    expect(textColorFor(isDark)).toBe(expected);
  });
});
