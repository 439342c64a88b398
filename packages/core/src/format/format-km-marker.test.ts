import { describe, expect, it } from 'vitest';
import { formatKmMarker } from './format-km-marker.ts';

describe('formatKmMarker', () => {
  it.each([
    [47.6, 'km 47,6'],
    [192.82, 'km 192,82'],
    [123, 'km 123'],
    [0, 'km 0'],
    [28.31, 'km 28,31'],
    [1234.5, 'km 1.234,5'],
    [12.34567, 'km 12,346'],
    [40.5004, 'km 40,5'],
    ['47.6', 'km 47,6'],
    ['47,6', 'km 47,6'],
    [' 268 ', 'km 268'],
  ])('%j → %s', (km, expected) => {
    expect(formatKmMarker(km)).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, -1, '', 'abc', '1.234,5'])('%j gives empty text', (km) => {
    expect(formatKmMarker(km)).toBe('');
  });
});
