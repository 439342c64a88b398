import type { MiddlewareHandler } from 'hono';
import { OSM_TILE_URL } from '@freight/core';
import type { Config } from '../config.ts';

/**
 * Which sites may show a page in a frame: `deny` none, `any` every one (the embed page), or the listed origins
 * (the app's pages in the embedded mode of SPEC §1, when `APP_FRAME_ANCESTORS` names the portals that frame it).
 */
export type Framing = 'deny' | 'any' | readonly string[];

/**
 * The origins the planner's map may load its style, tiles, glyphs and sprites from: the origin of
 * `MAP_STYLE` (an absolute address; a path is this server) or, without it, of the planner's default
 * OpenStreetMap tiles, then `MAP_ORIGINS`. Without duplicates, in that order.
 *
 * @example mapOrigins({ MAP_STYLE: undefined, MAP_ORIGINS: [] }) // ['https://tile.openstreetmap.org']
 */
export function mapOrigins(config: Pick<Config, 'MAP_STYLE' | 'MAP_ORIGINS'>): string[] {
  const style = config.MAP_STYLE ?? OSM_TILE_URL;
  const styleOrigin = /^https?:\/\//.test(style) ? [new URL(style).origin] : [];
  return [...new Set([...styleOrigin, ...config.MAP_ORIGINS])];
}

/**
 * The Content-Security-Policy of every HTML page of the server: scripts only from this server (no inline
 * script, no eval), maplibre's worker from this server (`/widget/`), the map's data from `mapOrigins` and
 * the API on this server (`connect-src`), images also as `data:` and `blob:` (maplibre decodes tiles through
 * blob addresses) and from any `https:` site (a company's logo, SPEC §1, is an address the company chooses; core's
 * `isShowableLogo` refuses the ones this would block; an image runs nothing), styles from this server and inline (the planner's emotion styles and maplibre's CSS are
 * `<style>` elements written at run time). `deny` adds `frame-ancestors 'none'`; `any` leaves framing open to
 * every page, local files included.
 *
 * @example pageContentSecurityPolicy(['https://tile.openstreetmap.org'], 'deny')
 */
export function pageContentSecurityPolicy(origins: readonly string[], framing: Framing): string {
  const map = origins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${map}`,
    `connect-src 'self'${map}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(framing === 'deny' ? ["frame-ancestors 'none'"] : []),
    ...(Array.isArray(framing) ? [`frame-ancestors ${framing.join(' ')}`] : []),
  ].join('; ');
}

/** Content-Security-Policy of the JSON answers: they load nothing and are never shown in a frame. */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Middleware giving every answer its browser policy, by what it is: an HTML page gets
 * `pageContentSecurityPolicy` (framable only under `framablePaths`, otherwise also `X-Frame-Options: DENY`),
 * except the app's pages (`/app/…`), which the portals of `APP_FRAME_ANCESTORS` may frame when it is set
 * (`X-Frame-Options` cannot name them, so it is left out then); a JSON answer `JSON_CONTENT_SECURITY_POLICY`. Scripts, styles and images (the host app's assets, the planner
 * element and maplibre's worker under `/widget/`) get none: a worker's policy would be its own, and would
 * stop it fetching tiles.
 */
export function pageSecurity(
  config: Pick<Config, 'MAP_STYLE' | 'MAP_ORIGINS' | 'APP_FRAME_ANCESTORS'>,
  framablePaths: readonly string[],
): MiddlewareHandler {
  const origins = mapOrigins(config);
  const portals = config.APP_FRAME_ANCESTORS;
  const policies = {
    deny: pageContentSecurityPolicy(origins, 'deny'),
    any: pageContentSecurityPolicy(origins, 'any'),
    portals: portals.length > 0 ? pageContentSecurityPolicy(origins, portals) : undefined,
  };
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) {
      const path = c.req.path;
      const policy = framablePaths.includes(path)
        ? policies.any
        : ((path === '/app' || path.startsWith('/app/') ? policies.portals : undefined) ?? policies.deny);
      c.res.headers.set('Content-Security-Policy', policy);
      if (policy === policies.deny) c.res.headers.set('X-Frame-Options', 'DENY');
      else c.res.headers.delete('X-Frame-Options');
    } else if (type.startsWith('application/json')) {
      c.res.headers.set('Content-Security-Policy', JSON_CONTENT_SECURITY_POLICY);
    }
  };
}
