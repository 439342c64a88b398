import { describe, expect, it } from 'vitest';
import { locationSuggestionResponseSchema, matchLevelSchema } from './location-suggestion.ts';

describe('location-suggestion response', () => {
  it('reads suggestions with match level, country code and address', () => {
    const response = locationSuggestionResponseSchema.parse({
      suggestions: [
        {
          matchLevel: 'houseNumber',
          countryCode: 'BRA',
          address: {
            country: 'Brasil',
            state: 'SP',
            city: 'São Paulo',
            street: 'Avenida Paulista',
            houseNumber: '1000',
          },
          label: 'Avenida Paulista, 1000',
        },
        {
          matchLevel: 'city',
          address: { city: 'Curitiba', state: 'PR' },
          position: { lat: -25.4284, lng: -49.2733 },
        },
        { matchLevel: 'state' },
      ],
    });
    expect(response.suggestions).toHaveLength(3);
    expect(response.suggestions[0]?.address.houseNumber).toBe('1000');
    expect(response.suggestions[0]?.['label']).toBe('Avenida Paulista, 1000');
    expect(response.suggestions[1]?.position).toEqual({ lat: -25.4284, lng: -49.2733 });
    expect(response.suggestions[2]?.address).toEqual({});
  });

  it('an answer without suggestions is an empty list', () => {
    expect(locationSuggestionResponseSchema.parse({}).suggestions).toEqual([]);
  });

  it.each([
    [{ suggestions: [{ matchLevel: 'postalCode', address: {} }] }],
    [{ suggestions: [{ matchLevel: 'city', address: { city: 3 } }] }],
    [{ suggestions: 'none' }],
  ])('rejects %j', (input) => {
    expect(locationSuggestionResponseSchema.safeParse(input).success).toBe(false);
  });

  it('knows six match levels', () => {
    expect(matchLevelSchema.options).toEqual([
      'country',
      'state',
      'city',
      'district',
      'street',
      'houseNumber',
    ]);
  });
});
