import { describe, expect, it } from 'vitest';
import { geocodeQuerySchema, geocodeResultSchema } from './geocode.ts';

describe('geocode (GET /api/geocode)', () => {
  it('the query is q', () => {
    expect(geocodeQuerySchema.parse({ q: ' Curitiba, PR ' })).toEqual({ q: 'Curitiba, PR' });
    expect(geocodeQuerySchema.safeParse({ q: '' }).error?.issues[0]?.message).toBe(
      'Esse campo é obrigatório',
    );
  });

  it('the data is coords lat, lng', () => {
    expect(geocodeResultSchema.parse({ coords: { lat: -25.4284, lng: -49.2733 } }).coords).toEqual({
      lat: -25.4284,
      lng: -49.2733,
    });
    expect(geocodeResultSchema.safeParse({ lat: -25.4, lng: -49.2 }).success).toBe(false);
  });
});
