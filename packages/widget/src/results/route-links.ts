import {
  mapsDirectionsLink,
  navigationAppLink,
  parseCoordinateText,
  REPORT_ALTERNATIVE_PARAM,
} from '@freight/core';
import type { RouteResponse } from '@freight/core';

/** The addresses of the options card's links (SPEC §2); `null` when the answer lacks what one needs. */
export interface RouteLinks {
  readonly report: string | null;
  readonly navigationApp: string | null;
  readonly mapsDirections: string | null;
}

/**
 * The route's `report_link` with the selected alternative's 0-based index in `alt` (an `alt` already
 * there is replaced); `null` without a report link.
 *
 * @example routeReportLink('/app/routes/report?data=abc', 1) // '/app/routes/report?data=abc&alt=1'
 */
export function routeReportLink(
  reportLink: string | null | undefined,
  alternativeIndex: number,
): string | null {
  if (!reportLink) return null;
  const [withoutHash = '', hash] = reportLink.split('#', 2);
  const [path = '', query = ''] = withoutHash.split('?', 2);
  const params = query
    .split('&')
    .filter((part) => part !== '' && part.split('=', 1)[0] !== REPORT_ALTERNATIVE_PARAM);
  params.push(`${REPORT_ALTERNATIVE_PARAM}=${alternativeIndex}`);
  return `${path}?${params.join('&')}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * The links of the options card for `response` with alternative `alternativeIndex` selected: the
 * report (with the index), the navigation app (`ll` destination, `from` origin) and the maps directions
 * (origin, destination, driving) built by core from the answer's `origin` / `destination`.
 */
export function routeLinks(response: RouteResponse | null, alternativeIndex: number): RouteLinks {
  if (!response) return { report: null, navigationApp: null, mapsDirections: null };
  const origin = parseCoordinateText(response.origin);
  const destination = parseCoordinateText(response.destination);
  const both = origin && destination ? { origin, destination } : null;
  return {
    report: routeReportLink(response.report_link, alternativeIndex),
    navigationApp: both ? navigationAppLink(both.origin, both.destination) : null,
    mapsDirections: both ? mapsDirectionsLink(both.origin, both.destination) : null,
  };
}
