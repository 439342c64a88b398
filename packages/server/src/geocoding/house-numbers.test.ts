import { describe, expect, it } from 'vitest';
import { HouseNumbers } from './house-numbers.ts';

// street 7: numbers 100 at lat 0.000, 300 at lat 0.002 (numbering grows northwards); street 8: one number only
const numbers = new HouseNumbers({
  street: [7, 7, 7, 8],
  number: ['300', '100', '2073 L104', '10'],
  lat: [0.002, 0, 0.05, 1],
  lng: [0, 0, 0, 1],
});
const identity = (lat: number, lng: number) => ({ lat, lng });

describe('HouseNumbers', () => {
  it('finds a tagged number by its text or its numeric part', () => {
    expect(numbers.locate(7, '100', identity)).toEqual({ text: '100', lat: 0, lng: 0, interpolated: false });
    expect(numbers.locate(7, '2073', identity)).toMatchObject({ text: '2073 L104', interpolated: false });
  });

  it('estimates an untagged number between the tagged ones around it, put on the street', () => {
    const at200 = numbers.locate(7, '200', identity);
    expect(at200).toMatchObject({ text: '200', interpolated: true, lng: 0 });
    expect(at200?.lat).toBeCloseTo(0.001, 9);
    expect(numbers.locate(7, '200', () => ({ lat: 9, lng: 9 }))).toMatchObject({ lat: 9, lng: 9 });
  });

  it('extrapolates at most one span beyond the tagged numbers', () => {
    expect(numbers.locate(7, '50', identity)?.lat).toBeCloseTo(-0.0005, 9);
    // beyond 2073 (lat 0.05): from the pair 300–2073, one span further at most
    expect(numbers.locate(7, '5000', identity)?.lat).toBeCloseTo(0.098, 9);
  });

  it('gives nothing without two tagged numbers, off the street or for an unknown street', () => {
    expect(numbers.locate(8, '20', identity)).toBeNull();
    expect(numbers.locate(7, '200', () => null)).toBeNull();
    expect(numbers.locate(9, '1', identity)).toBeNull();
  });

  it('finds the tagged number nearest to a point within a distance', () => {
    expect(numbers.nearest(7, 0.0001, 0, 50)).toMatchObject({ text: '100' });
    expect(numbers.nearest(7, 0.001, 0, 50)).toBeNull();
  });
});
