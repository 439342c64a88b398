import { describe, it, expect } from 'vitest';
import type { LocationSuggestion } from './location-suggestion.ts';
import type { RecentSearch } from './recent-searches.ts';
import { buildSearchResults } from './search-results.ts';

const recent: readonly RecentSearch[] = Object.freeze([
  { label: 'São Paulo, SP', usage: 1 },
  { label: 'Curitiba, PR', usage: 3 },
  { label: '-23.5489,-46.6388', usage: 1 },
]);

const suggestions: readonly LocationSuggestion[] = Object.freeze([
  { matchLevel: 'city', address: { city: 'Curitiba', state: 'PR' } },
  { matchLevel: 'district', address: { district: 'Curitibanos', city: 'Curitiba', state: 'PR' } },
]);

function rows(query: string, locationDenied = false): string[] {
  return buildSearchResults({ query, recent, suggestions, locationDenied }).map(
    (row) => `${row.label} · ${row.caption}`,
  );
}

describe('buildSearchResults', () => {
  it("empty query: 'Sua Localização' then every recent search in order", () => {
    expect(rows('')).toEqual([
      'Sua Localização · Permitir usar sua Localização',
      'Curitiba, PR · Busca Recente',
      '-23.5489,-46.6388 · Busca Recente',
      'São Paulo, SP · Busca Recente',
    ]);
  });

  it('blank query after denial', () => {
    expect(rows('   ', true)[0]).toBe('Sua Localização · Você não permitiu o uso da sua localização!');
  });

  it('text query: matching recent searches, suggestions, then the literal text; repeats dropped', () => {
    expect(rows('curi')).toEqual([
      'Curitiba, PR · Busca Recente',
      'Curitibanos, Curitiba, PR (Bairro) · ',
      'curi · Busca Literal',
    ]);
  });

  it('accent-insensitive recent match', () => {
    expect(rows('sao')[0]).toBe('São Paulo, SP · Busca Recente');
  });

  it('coordinate query: the coordinate row first, no literal text and no suggestions', () => {
    expect(rows('-22.9068,-43.1729')).toEqual(['-22.9068,-43.1729 · Busca como coordenada']);
  });

  it('coordinate-like text that does not parse makes no text search', () => {
    expect(rows('1,2,3')).toEqual([]);
  });

  it('a coordinate query equal to a recent one is listed once', () => {
    expect(rows('-23.5489,-46.6388')).toEqual(['-23.5489,-46.6388 · Busca como coordenada']);
  });

  it('a recent coordinate found by a partial coordinate query', () => {
    expect(rows('-23.54')).toEqual(['-23.5489,-46.6388 · Busca Recente']);
  });

  it('works with no recent searches and no suggestions', () => {
    expect(buildSearchResults({ query: '' }).map((row) => row.label)).toEqual(['Sua Localização']);
    expect(buildSearchResults({ query: 'Rua 1' }).map((row) => row.caption)).toEqual(['Busca Literal']);
  });
});
