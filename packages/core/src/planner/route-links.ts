import type { LatLng } from './waypoint.ts';

/** Address of the navigation app's deep link (Waze). */
export const NAVIGATION_APP_URL = 'https://waze.com/ul';
/** Address of the maps service's directions link (Google Maps URLs). */
export const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/';
/** Query parameter of the report link holding the selected alternative's index. */
export const REPORT_ALTERNATIVE_PARAM = 'alt';
/** Query parameter holding the encrypted route in report and embed links. */
export const ENCRYPTED_ROUTE_PARAM = 'data';

function pair(position: LatLng): string {
  return `${position.lat},${position.lng}`;
}

function withQuery(base: string, query: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The navigation-app link (SPEC §2 summary card): `ll` is the destination, `from` the origin, and
 * `navigate=yes` starts turn-by-turn navigation.
 *
 * @example navigationAppLink({ lat: -23.5, lng: -46.6 }, { lat: -25.4, lng: -49.3 })
 * // 'https://waze.com/ul?ll=-25.4,-49.3&from=-23.5,-46.6&navigate=yes'
 */
export function navigationAppLink(origin: LatLng, destination: LatLng): string {
  return `${NAVIGATION_APP_URL}?ll=${pair(destination)}&from=${pair(origin)}&navigate=yes`;
}

/**
 * The maps-service directions link (SPEC §2 summary card): origin, destination and driving mode.
 * Intermediate stops, when given, go in the `waypoints` parameter (pipe-separated), so the maps service
 * follows the same stops as the planned route.
 *
 * @example mapsDirectionsLink({ lat: -23.5, lng: -46.6 }, { lat: -25.4, lng: -49.3 })
 * // 'https://www.google.com/maps/dir/?api=1&origin=-23.5,-46.6&destination=-25.4,-49.3&travelmode=driving'
 */
export function mapsDirectionsLink(
  origin: LatLng,
  destination: LatLng,
  stops: readonly LatLng[] = [],
): string {
  const via = stops.length > 0 ? `&waypoints=${stops.map(pair).join('%7C')}` : '';
  return `${MAPS_DIRECTIONS_URL}?api=1&origin=${pair(origin)}&destination=${pair(destination)}${via}&travelmode=driving`;
}

/**
 * The route-report link: `base` (for example `'/app/routes/report'`) with the encrypted route in `data`
 * (URL-encoded) and the selected alternative's 0-based index in `alt`.
 *
 * @example reportLink('/app/routes/report', 'abc', 1) // '/app/routes/report?data=abc&alt=1'
 */
export function reportLink(base: string, encryptedRoute: string, alternativeIndex: number): string {
  return withQuery(
    base,
    `${ENCRYPTED_ROUTE_PARAM}=${encodeURIComponent(encryptedRoute)}&${REPORT_ALTERNATIVE_PARAM}=${alternativeIndex}`,
  );
}
