import { formatCoordinateText } from '@freight/core';
import type { LatLng } from '@freight/core';

/**
 * The copyable pair of 'Ver coordenadas' (SPEC §2 Map): `'lat, lng'`, each rounded like core's
 * coordinate text (6 decimals), which the address search reads back as coordinates.
 *
 * @example coordinatePair({ lat: -23.54891234, lng: -46.6388 }) // '-23.548912, -46.6388'
 */
export function coordinatePair(position: LatLng): string {
  return formatCoordinateText(position.lat, position.lng).replace(',', ', ');
}
