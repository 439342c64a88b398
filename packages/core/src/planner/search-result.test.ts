import { describe, it, expect } from 'vitest';
import type { Waypoint } from './waypoint.ts';
import { emptyWaypoint } from './waypoint.ts';
import {
  applySearchResult,
  COORDINATE_SEARCH_CAPTION,
  coordinateSearchResult,
  CURRENT_LOCATION_CAPTION,
  CURRENT_LOCATION_DENIED_CAPTION,
  CURRENT_LOCATION_LABEL,
  currentLocationResult,
  LITERAL_SEARCH_CAPTION,
  literalSearchResult,
  RECENT_SEARCH_CAPTION,
  recentSearchResult,
} from './search-result.ts';
import { ADDRESS_SEARCH_DEBOUNCE_MS, SAVED_ROUTES_SEARCH_DEBOUNCE_MS } from './search-debounce.ts';

describe('search result captions and debounces (SPEC §9)', () => {
  it.each([
    { value: RECENT_SEARCH_CAPTION, expected: 'Busca Recente' },
    { value: COORDINATE_SEARCH_CAPTION, expected: 'Busca como coordenada' },
    { value: LITERAL_SEARCH_CAPTION, expected: 'Busca Literal' },
    { value: CURRENT_LOCATION_LABEL, expected: 'Sua Localização' },
    { value: CURRENT_LOCATION_CAPTION, expected: 'Permitir usar sua Localização' },
    { value: CURRENT_LOCATION_DENIED_CAPTION, expected: 'Você não permitiu o uso da sua localização!' },
  ])('$expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });

  it('address search 300 ms, saved routes search 400 ms', () => {
    expect([ADDRESS_SEARCH_DEBOUNCE_MS, SAVED_ROUTES_SEARCH_DEBOUNCE_MS]).toEqual([300, 400]);
  });
});

describe('result rows', () => {
  it('a recent search', () => {
    expect(recentSearchResult('Curitiba, PR')).toEqual({
      icon: 'recent',
      label: 'Curitiba, PR',
      caption: 'Busca Recente',
      searchText: 'Curitiba, PR',
      coordinates: { lat: 0, lng: 0 },
    });
  });

  it("a recent 'lat,lng' search keeps its position", () => {
    expect(recentSearchResult('-23.5489,-46.6388').coordinates).toEqual({ lat: -23.5489, lng: -46.6388 });
  });

  it('a coordinate query', () => {
    expect(coordinateSearchResult(' -23.5489 , -46.6388 ')).toEqual({
      icon: 'coordinates',
      label: '-23.5489,-46.6388',
      caption: 'Busca como coordenada',
      searchText: '-23.5489,-46.6388',
      coordinates: { lat: -23.5489, lng: -46.6388 },
    });
  });

  it.each(['0,-46', '1,2,3', 'Rua 1'])('no coordinate row for %s', (query) => {
    expect(coordinateSearchResult(query)).toBeNull();
  });

  it('the literal text', () => {
    expect(literalSearchResult('  Rua 1, Curitiba ')).toEqual({
      icon: 'literal',
      label: 'Rua 1, Curitiba',
      caption: 'Busca Literal',
      searchText: 'Rua 1, Curitiba',
      coordinates: { lat: 0, lng: 0 },
    });
  });

  it.each([
    { denied: false, caption: 'Permitir usar sua Localização' },
    { denied: true, caption: 'Você não permitiu o uso da sua localização!' },
  ])("'Sua Localização' when denied is $denied", ({ denied, caption }) => {
    expect(currentLocationResult(denied)).toEqual({
      icon: 'current-location',
      label: 'Sua Localização',
      caption,
      searchText: '',
      coordinates: { lat: 0, lng: 0 },
    });
  });

  it("'Sua Localização' asks by default", () => {
    expect(currentLocationResult().caption).toBe(CURRENT_LOCATION_CAPTION);
  });
});

describe('applySearchResult', () => {
  it('puts the text and position of the chosen row into the waypoint', () => {
    const input: readonly Waypoint[] = Object.freeze([emptyWaypoint(), emptyWaypoint()]);
    const row = coordinateSearchResult('-25.4284,-49.2733');
    expect(row).not.toBeNull();
    if (row == null) return;
    expect(applySearchResult(input, 1, row)).toEqual([
      emptyWaypoint(),
      { searchText: '-25.4284,-49.2733', coordinates: { lat: -25.4284, lng: -49.2733 } },
    ]);
    expect(input[1]).toEqual(emptyWaypoint());
  });
});
