import { describe, expect, it } from 'vitest';
import { coordinateTextSchema, latLngSchema } from './lat-lng.ts';

describe('latLngSchema', () => {
  it.each([[{ lat: -23.5489, lng: -46.6388 }], [{ lat: 90, lng: -180 }]])('accepts %j', (input) => {
    expect(latLngSchema.parse(input)).toEqual(input);
  });

  it.each([[{ lat: 91, lng: 0 }], [{ lat: 0, lng: 180.1 }], [{ lat: '1', lng: 2 }], [{ lat: 1 }]])(
    'rejects %j',
    (input) => {
      expect(latLngSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe("coordinateTextSchema: 'lat,lng'", () => {
  it.each([
    ['-23.5489,-46.6388', true],
    ['-23.5489, -46.6388', true],
    ['-23,-46', true],
    ['São Paulo', false],
    ['-23.5489', false],
    ['-23.5489,-46.6388,3', false],
  ])('%s valid: %s', (input, valid) => {
    expect(coordinateTextSchema.safeParse(input).success).toBe(valid);
  });
});
