import type { MatchLevel } from '@freight/core';
import type { GeocodeHit } from './geocoder.ts';

/** `countryCode` of every hit (ISO 3166-1 alpha-3, as the location-suggestion provider sends it). */
export const COUNTRY_CODE = 'BRA';
/** `address.country` of every hit. */
export const COUNTRY_NAME = 'Brasil';

/**
 * The display text of a hit, from its level down to the state:
 * `Brasil`; `Paraná, Brasil`; `Curitiba, PR`; `Centro - Curitiba, PR`; `Avenida Paulista - São Paulo, SP`;
 * `Avenida Paulista, 1000 - Bela Vista, São Paulo, SP`.
 */
export function hitLabel(level: MatchLevel, address: GeocodeHit['address']): string {
  const join = (...parts: (string | undefined)[]) =>
    parts.filter((part) => part && part.trim() !== '').join(', ');
  switch (level) {
    case 'country':
      return address.country ?? COUNTRY_NAME;
    case 'state':
      return join(address.state, address.country ?? COUNTRY_NAME);
    case 'city':
      return join(address.city, address.state);
    case 'district':
      return withPlace(address.district, join(address.city, address.state));
    case 'street':
      return withPlace(address.street, join(address.district, address.city, address.state));
    case 'houseNumber':
      return withPlace(
        join(address.street, address.houseNumber),
        join(address.district, address.city, address.state),
      );
  }
}

function withPlace(head: string | undefined, place: string): string {
  if (!head) return place;
  return place ? `${head} - ${place}` : head;
}
