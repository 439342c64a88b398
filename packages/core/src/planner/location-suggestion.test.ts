import { describe, it, expect } from 'vitest';
import type { LocationSuggestion } from './location-suggestion.ts';
import {
  MATCH_LEVEL_SUFFIX,
  suggestionLabel,
  suggestionResult,
  suggestionText,
} from './location-suggestion.ts';

const address = {
  country: 'Brasil',
  state: 'PR',
  city: 'Curitiba',
  district: 'Centro',
  street: 'Rua XV de Novembro',
  houseNumber: '100',
};

describe('suggestion labels: suffixes (País), (Estado), (Cidade), (Bairro), (Logradouro), (Número)', () => {
  it.each([
    { matchLevel: 'country', expected: 'Brasil (País)' },
    { matchLevel: 'state', expected: 'PR (Estado)' },
    { matchLevel: 'city', expected: 'Curitiba, PR (Cidade)' },
    { matchLevel: 'district', expected: 'Centro, Curitiba, PR (Bairro)' },
    { matchLevel: 'street', expected: 'Rua XV de Novembro, Centro, Curitiba, PR (Logradouro)' },
    { matchLevel: 'houseNumber', expected: 'Rua XV de Novembro, 100, Centro, Curitiba, PR (Número)' },
  ] as const)('$matchLevel → $expected', ({ matchLevel, expected }) => {
    expect(suggestionLabel({ matchLevel, countryCode: 'BRA', address })).toBe(expected);
  });

  it('skips missing and blank parts', () => {
    expect(
      suggestionLabel({
        matchLevel: 'street',
        address: { street: 'Av. Brasil', district: ' ', state: 'RJ' },
      }),
    ).toBe('Av. Brasil, RJ (Logradouro)');
  });

  it('falls back to the country when no part of the level is present', () => {
    expect(suggestionText({ matchLevel: 'city', address: { country: 'Brasil' } })).toBe('Brasil');
    expect(suggestionText({ matchLevel: 'city', address: {} })).toBe('');
  });

  it('has one suffix per level', () => {
    expect(Object.values(MATCH_LEVEL_SUFFIX)).toEqual([
      '(País)',
      '(Estado)',
      '(Cidade)',
      '(Bairro)',
      '(Logradouro)',
      '(Número)',
    ]);
  });
});

describe('suggestionResult', () => {
  it('labels with the suffix and searches without it', () => {
    const suggestion: LocationSuggestion = { matchLevel: 'city', countryCode: 'BRA', address };
    expect(suggestionResult(suggestion)).toEqual({
      icon: 'city',
      label: 'Curitiba, PR (Cidade)',
      caption: '',
      searchText: 'Curitiba, PR',
      coordinates: { lat: 0, lng: 0 },
    });
  });

  it('keeps the position when the provider sends one', () => {
    const suggestion: LocationSuggestion = {
      matchLevel: 'city',
      address,
      position: { lat: -25.4284, lng: -49.2733 },
    };
    expect(suggestionResult(suggestion).coordinates).toEqual({ lat: -25.4284, lng: -49.2733 });
  });
});
