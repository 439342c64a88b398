import type { LatLng } from './waypoint.ts';
import type { SearchResult } from './search-result.ts';

/** How precisely a location suggestion matched (SPEC §3 Location-suggestion response). */
export type LocationMatchLevel = 'country' | 'state' | 'city' | 'district' | 'street' | 'houseNumber';

/** Address parts of a location suggestion; absent parts are omitted from labels. */
export interface LocationAddress {
  readonly country?: string;
  readonly state?: string;
  readonly city?: string;
  readonly district?: string;
  readonly street?: string;
  readonly houseNumber?: string;
}

/** One suggestion of the location-search provider. `position`, when the provider sends it, is kept. */
export interface LocationSuggestion {
  readonly matchLevel: LocationMatchLevel;
  readonly countryCode?: string;
  readonly address: LocationAddress;
  readonly position?: LatLng;
}

/** Label suffix per match level (SPEC §3 Search result). */
export const MATCH_LEVEL_SUFFIX: Readonly<Record<LocationMatchLevel, string>> = {
  country: '(País)',
  state: '(Estado)',
  city: '(Cidade)',
  district: '(Bairro)',
  street: '(Logradouro)',
  houseNumber: '(Número)',
};

const PARTS_FROM_LEVEL: Readonly<Record<LocationMatchLevel, readonly (keyof LocationAddress)[]>> = {
  country: ['country'],
  state: ['state'],
  city: ['city', 'state'],
  district: ['district', 'city', 'state'],
  street: ['street', 'district', 'city', 'state'],
  houseNumber: ['street', 'houseNumber', 'district', 'city', 'state'],
};

/**
 * The place text of a suggestion, without suffix: the address parts from the matched level down to the
 * state, skipping missing ones, joined by `', '`. The country is named only for a country match (all
 * places are in Brazil). Falls back to the country when no part is present.
 *
 * @example suggestionText({ matchLevel: 'city', address: { city: 'Curitiba', state: 'PR' } }) // 'Curitiba, PR'
 */
export function suggestionText(suggestion: LocationSuggestion): string {
  const { address } = suggestion;
  const parts = PARTS_FROM_LEVEL[suggestion.matchLevel]
    .map((part) => address[part]?.trim() ?? '')
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(', ') : (address.country?.trim() ?? '');
}

/**
 * The displayed label: place text and match-level suffix.
 *
 * @example suggestionLabel({ matchLevel: 'city', address: { city: 'Curitiba', state: 'PR' } }) // 'Curitiba, PR (Cidade)'
 */
export function suggestionLabel(suggestion: LocationSuggestion): string {
  return `${suggestionText(suggestion)} ${MATCH_LEVEL_SUFFIX[suggestion.matchLevel]}`;
}

/**
 * A suggestion as a result row: the label carries the suffix, the search text does not. The caption is
 * empty: the SPEC gives captions only to the special rows, and the suffix already names the level.
 */
export function suggestionResult(suggestion: LocationSuggestion): SearchResult {
  return {
    icon: suggestion.matchLevel,
    label: suggestionLabel(suggestion),
    caption: '',
    searchText: suggestionText(suggestion),
    coordinates: suggestion.position ?? { lat: 0, lng: 0 },
  };
}
