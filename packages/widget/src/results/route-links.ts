import {
  embedCode,
  embedUrl,
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

/** Path of the server's read-only embed page, which renders the planner from `?data=`. */
export const EMBED_PAGE_PATH = '/embed';

/**
 * The origin of the planner's server: the `api-base`'s origin when it is an absolute address, else
 * `pageOrigin` (the API then sits on the page's own site). `''` when neither gives one.
 *
 * @example serverOrigin('https://frete.example.com/v1', 'https://carrier.example') // 'https://frete.example.com'
 * @example serverOrigin('/api-prefix', 'https://frete.example.com') // 'https://frete.example.com'
 */
export function serverOrigin(apiBase: string, pageOrigin: string): string {
  try {
    return new URL(apiBase).origin;
  } catch {
    return pageOrigin === 'null' ? '' : pageOrigin;
  }
}

/**
 * `link` resolved against the server `origin` (a report link answered as a path must open on the
 * server, not on the page that embeds the planner). An absolute link or an empty origin keeps it as is.
 *
 * @example resolveOnServer('/app/routes/report?data=x&alt=0', 'https://frete.example.com')
 * // 'https://frete.example.com/app/routes/report?data=x&alt=0'
 */
export function resolveOnServer(link: string, origin: string): string {
  if (origin === '') return link;
  try {
    return new URL(link, `${origin}/`).href;
  } catch {
    return link;
  }
}

/**
 * The path the share link redirects to: the embed page with the encrypted route (URL-encoded) in
 * `data`. A path, so the short-link service resolves it on its own origin.
 *
 * @example sharedRoutePath('b64:a+b') // '/embed?data=b64%3Aa%2Bb'
 */
export function sharedRoutePath(encryptedRoute: string): string {
  return embedUrl(EMBED_PAGE_PATH, encryptedRoute);
}

/**
 * The 600×450 iframe code of 'Incorporar Mapa' (core's `embedCode`): the server's embed page with the
 * encrypted route, or the embed page alone without one.
 */
export function sharedRouteEmbedCode(origin: string, encryptedRoute: string | null | undefined): string {
  return embedCode(`${origin}${EMBED_PAGE_PATH}`, encryptedRoute ?? undefined);
}

/**
 * The links of the options card for `response` with alternative `alternativeIndex` selected: the
 * report (with the index, resolved against `serverOriginOfLinks` when given), the navigation app (`ll`
 * destination, `from` origin) and the maps directions (origin, destination, driving) built by core from
 * the answer's `origin` / `destination`.
 */
export function routeLinks(
  response: RouteResponse | null,
  alternativeIndex: number,
  serverOriginOfLinks = '',
): RouteLinks {
  if (!response) return { report: null, navigationApp: null, mapsDirections: null };
  const report = routeReportLink(response.report_link, alternativeIndex);
  const origin = parseCoordinateText(response.origin);
  const destination = parseCoordinateText(response.destination);
  const both = origin && destination ? { origin, destination } : null;
  return {
    report: report === null ? null : resolveOnServer(report, serverOriginOfLinks),
    navigationApp: both ? navigationAppLink(both.origin, both.destination) : null,
    mapsDirections: both ? mapsDirectionsLink(both.origin, both.destination) : null,
  };
}
