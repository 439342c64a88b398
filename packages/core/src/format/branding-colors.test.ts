import { describe, expect, it } from 'vitest';
import {
  brandTextColor,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  MIN_TEXT_CONTRAST,
  primaryAsText,
} from './branding-colors.ts';

describe('branding colours', () => {
  it('default primary colour is #fdc941', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#fdc941');
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('rgb(21, 101, 192)', '#ffffff')).toBeCloseTo(5.75, 2);
    expect(contrastRatio('tomato', '#fff')).toBeNull();
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
  ])('the company flag %j decides the text on a colour where both read: %s', (isDark, expected) => {
    // #757575: the one grey where black (4.56:1) and white (4.61:1) both read
    expect(brandTextColor('#757575', isDark)).toBe(expected);
  });

  it('a flag that would make text unreadable is overruled: every answer reads at 4.5:1 or more', () => {
    expect(brandTextColor('#fdc941', true)).toBe('#000000');
    expect(brandTextColor('#0d47a1', false)).toBe('#ffffff');
    for (const color of ['#fdc941', '#1565c0', '#e91e63', '#00ff00', '#222222', '#f5f5f5', '#777777']) {
      for (const flag of [true, false, undefined]) {
        const text = brandTextColor(color, flag);
        expect(
          contrastRatio(text, color),
          `${text} on ${color} (flag ${String(flag)})`,
        ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });

  it('without a flag picks the text that contrasts more', () => {
    expect(brandTextColor('#fdc941')).toBe('#000000');
    expect(brandTextColor('#1565c0')).toBe('#ffffff');
  });

  it('uses the colour as text on white when it reads, else darkens it until it does', () => {
    expect(primaryAsText('#0b5fff')).toBe('#0b5fff');
    const text = primaryAsText('#fdc941');
    expect(text).not.toBe('#fdc941');
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(primaryAsText('not a colour')).toBe('not a colour');
  });
});
