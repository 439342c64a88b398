import type { RouteRequest } from '@freight/core';
import { HttpError } from '../http/http-error.ts';
import { calculateRoute } from '../route-calculation/route-calculation.ts';
import type { RouteCalculation } from '../route-calculation/route-calculation.ts';
import { ROUTE_TIMEOUT_MS } from '../route-calculation/route-calculation.routes.ts';
import { ROUTE_MESSAGES } from '../route-calculation/route-messages.ts';
import type { ServerContext } from '../server-context.ts';
import { SHARED_ROUTE_MESSAGES } from './shared-route-messages.ts';
import { createSharedRouteCache } from './shared-route-cache.ts';

/** How long the answer of a token is reused (an embed seen by many visitors costs one calculation). */
export const SHARED_ROUTE_TTL_MS = 10 * 60_000;
/** Most answers kept (a route's JSON is 5–300 KB). */
export const SHARED_ROUTE_MAX_ENTRIES = 200;
/** Most bytes kept over all answers. */
export const SHARED_ROUTE_MAX_BYTES = 48 * 1024 * 1024;
/** Longest `request_encrypted` accepted (a 20-point request seals to a few kilobytes). */
export const MAX_ROUTE_TOKEN_LENGTH = 16_384;

/** A replayed shared route: the request the token holds and the outcome of its calculation. */
export interface SharedRoute {
  request: RouteRequest;
  outcome: RouteCalculation;
}

/** Routes of `request_encrypted` tokens (share links, embeds, the report), calculated again on demand. */
export interface SharedRoutes {
  /**
   * Opens `token` and calculates its route as `POST /api/routes/route` does, reusing the answer of the same
   * token for {@link SHARED_ROUTE_TTL_MS} (and while the reference data has not changed).
   * @throws HttpError 503 without route services, 400 'Link de rota inválido.' for a token that is not one
   *   of this server (changed, forged, truncated); `RouteCalculationError` when the engine refuses or fails.
   */
  replay(token: string): Promise<SharedRoute>;
}

/**
 * The shared routes of `ctx`. The calculation runs without a user: it counts against no company's fair-use
 * quota (the token carries no company), uses the reference data every company shares, and prices the
 * tolls for the token's `prices_from_date`, or, when it is empty, for the day it is replayed (the weekend
 * window too), exactly like a new calculation of the same request. A calculation is shared by everyone
 * asking for the token meanwhile and is bounded by the 30 s limit, not by one caller's connection.
 */
export function createSharedRoutes(ctx: ServerContext): SharedRoutes {
  const cache = createSharedRouteCache<RouteCalculation>({
    ttlMs: SHARED_ROUTE_TTL_MS,
    maxEntries: SHARED_ROUTE_MAX_ENTRIES,
    maxBytes: SHARED_ROUTE_MAX_BYTES,
    clock: ctx.clock,
  });
  return {
    async replay(token) {
      const services = ctx.routeServices;
      if (!services) throw new HttpError(503, ROUTE_MESSAGES.unavailable);
      const request = token.length <= MAX_ROUTE_TOKEN_LENGTH ? services.tokens.open(token) : null;
      if (!request) {
        throw new HttpError(400, SHARED_ROUTE_MESSAGES.invalidLink, SHARED_ROUTE_MESSAGES.invalidLinkDetails);
      }
      const outcome = await cache.get(
        `${ctx.referenceData.current}:${token}`,
        () => calculateRoute(ctx, services, request, AbortSignal.timeout(ROUTE_TIMEOUT_MS)),
        (value) => ({ size: value.kind === 'route' ? value.json.byteLength : 256, keep: true }),
      );
      return { request, outcome };
    },
  };
}
