import { formatCoordinateText, isBlankQuery, isCoordinateLikeText, parseCoordinateText } from '@freight/core';
import type { LatLng } from '@freight/core';
import type { GeocodeHit } from './geocoder.ts';

/** What a query is, by SPEC §5: blank, coordinate text (parsed, or `null` when it does not parse), or text. */
export type QueryKind =
  { kind: 'blank' } | { kind: 'coordinates'; position: LatLng | null } | { kind: 'text'; text: string };

/**
 * Sorts a query by SPEC §5: blank text clears the results; text made only of digits, commas, dots, spaces
 * and hyphens is coordinates (`'lat,lng'` with two nonzero decimals, else nothing) and no text search is
 * made; anything else is searched as text.
 *
 * @example queryKind('-23.55,-46.63') // { kind: 'coordinates', position: { lat: -23.55, lng: -46.63 } }
 */
export function queryKind(query: string): QueryKind {
  if (isBlankQuery(query)) return { kind: 'blank' };
  if (isCoordinateLikeText(query)) return { kind: 'coordinates', position: parseCoordinateText(query) };
  return { kind: 'text', text: query };
}

/**
 * The hit of coordinate text: the typed position, labelled `'lat,lng'`, with the address of what is there
 * (`near`, a reverse-search hit) when something is; else a bare country-level hit without address.
 */
export function coordinateHit(position: LatLng, near: GeocodeHit | null): GeocodeHit {
  return {
    matchLevel: near?.matchLevel ?? 'country',
    ...(near ? { countryCode: near.countryCode } : {}),
    address: near ? { ...near.address } : {},
    position: { lat: position.lat, lng: position.lng },
    label: formatCoordinateText(position.lat, position.lng),
    lat: position.lat,
    lng: position.lng,
    fromCoordinates: true,
  };
}
