import { describe, it, expect } from 'vitest';
import {
  formatCoordinateText,
  isBlankQuery,
  isCoordinateLikeText,
  parseCoordinateText,
} from './coordinate-text.ts';

describe("parseCoordinateText: accepted as 'lat,lng' only when exactly two numeric parts parse as nonzero numbers", () => {
  it.each([
    { text: '-23.5489,-46.6388', expected: { lat: -23.5489, lng: -46.6388 } },
    { text: ' -23.5489 , -46.6388 ', expected: { lat: -23.5489, lng: -46.6388 } },
    { text: '+10,.5', expected: { lat: 10, lng: 0.5 } },
    { text: '90,180', expected: { lat: 90, lng: 180 } },
    { text: '-90,-180', expected: { lat: -90, lng: -180 } },
  ])('$text → accepted', ({ text, expected }) => {
    expect(parseCoordinateText(text)).toEqual(expected);
  });

  it.each([
    { text: '0,-46', why: 'a zero part' },
    { text: '-23,0', why: 'a zero part' },
    { text: '0.0,-46', why: 'a zero part written with decimals' },
    { text: '1,2,3', why: 'three parts' },
    { text: '-23.5', why: 'one part' },
    { text: '', why: 'empty text' },
    { text: ',', why: 'empty parts' },
    { text: '-23.5,', why: 'an empty part' },
    { text: 'Rua 1,2', why: 'a part that is not a number' },
    { text: '12abc,-46', why: 'a number followed by letters' },
    { text: '0x10,-46', why: 'a hexadecimal number' },
    { text: '1e3,-46', why: 'an exponent' },
    { text: '-91,-46', why: 'a latitude beyond −90' },
    { text: '-23,181', why: 'a longitude beyond 180' },
    { text: '-23,5489', why: 'a Brazilian decimal comma read as a longitude of 5489' },
    { text: '- 23,-46', why: 'a space inside the number' },
  ])('$text → rejected ($why)', ({ text }) => {
    expect(parseCoordinateText(text)).toBeNull();
  });
});

describe('isCoordinateLikeText: only digits, commas, dots, spaces or hyphens', () => {
  it.each([
    { text: '-23.5489,-46.6388', expected: true },
    { text: '-23.5 -46.6', expected: true },
    { text: '1,2,3', expected: true },
    { text: '123', expected: true },
    { text: 'Rua 1', expected: false },
    { text: '+23,-46', expected: false },
    { text: '23°S', expected: false },
    { text: '', expected: false },
    { text: '   ', expected: false },
  ])('"$text" → $expected', ({ text, expected }) => {
    expect(isCoordinateLikeText(text)).toBe(expected);
  });
});

describe('isBlankQuery: empty or blank text clears results', () => {
  it.each([
    { text: '', expected: true },
    { text: '  \t\n', expected: true },
    { text: ' a ', expected: false },
  ])('"$text" → $expected', ({ text, expected }) => {
    expect(isBlankQuery(text)).toBe(expected);
  });
});

describe('formatCoordinateText', () => {
  it.each([
    { lat: -23.5489, lng: -46.6388, expected: '-23.5489,-46.6388' },
    { lat: -23.548912345678, lng: -46.638812345678, expected: '-23.548912,-46.638812' },
    { lat: 10, lng: 20.5, expected: '10,20.5' },
    { lat: -0.0000001, lng: 1, expected: '0,1' },
  ])('$lat, $lng → $expected', ({ lat, lng, expected }) => {
    expect(formatCoordinateText(lat, lng)).toBe(expected);
  });

  it('round-trips through parseCoordinateText', () => {
    expect(parseCoordinateText(formatCoordinateText(-23.5489, -46.6388))).toEqual({
      lat: -23.5489,
      lng: -46.6388,
    });
  });
});
