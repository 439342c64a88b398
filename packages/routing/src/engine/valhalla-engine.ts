import { valhallaRouteResponseSchema } from '@freight/core';
import { AVOID_TOLLS_PENALTY } from '@freight/core';
import { DEFAULT_COSTING } from '../costing/costing.ts';
import type { RawCostingOptions } from '../costing/costing-options.ts';
import { DEFAULT_TOP_SPEED } from '../costing/costing-options.ts';
import { isValhallaError } from '../trip/valhalla-error.ts';
import type { RouteAnswer, RouteQuery, RoutingEngine } from './route-query.ts';

/** Options of {@link createValhallaEngine}. */
export interface ValhallaEngineOptions {
  /** Base URL of the Valhalla server, e.g. `http://valhalla:8002`. */
  url: string;
  /** `fetch` to use (default the global one). */
  fetch?: typeof fetch;
}

/** A Valhalla server that did not answer a route or an error body (rate limit, 5xx, not JSON). */
export class ValhallaHttpError extends Error {
  override name = 'ValhallaHttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The Valhalla `/route` body of a query: the same JSON with its defaults made explicit — costing
 * `truck`, the costing's options (`shortest`, `toll_booth_penalty`, `top_speed`, `height`, `weight`),
 * `directions_options` in kilometres and pt-BR.
 */
export function toValhallaRequest(query: RouteQuery): Record<string, unknown> {
  const costing = query.costing ?? DEFAULT_COSTING;
  const raw: RawCostingOptions = query.costing_options?.[costing] ?? {};
  const options: Record<string, unknown> = {
    shortest: raw.shortest === true,
    toll_booth_penalty: raw.toll_booth_penalty ?? 0,
    top_speed: raw.top_speed ?? DEFAULT_TOP_SPEED,
  };
  if (raw.toll_booth_penalty !== undefined && raw.toll_booth_penalty >= AVOID_TOLLS_PENALTY)
    options['use_tolls'] = 0;
  if (raw.height !== undefined) options['height'] = raw.height;
  if (raw.weight !== undefined) options['weight'] = raw.weight;
  return {
    ...query,
    costing,
    costing_options: { [costing]: options },
    directions_options: { units: 'kilometers', language: 'pt-BR', ...query.directions_options },
  };
}

/**
 * The routing engine backed by a Valhalla server (`POST <url>/route`), for deployments that outgrow the
 * embedded engine. Answers Valhalla's route response (validated with core's schema) or its error body
 * (171, 442, 154, …) as values; throws {@link ValhallaHttpError} on anything else.
 */
export function createValhallaEngine(options: ValhallaEngineOptions): RoutingEngine {
  const fetchFn = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/route`;
  return {
    async route(request: RouteQuery, signal?: AbortSignal): Promise<RouteAnswer> {
      const response = await fetchFn(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(toValhallaRequest(request)),
        ...(signal ? { signal } : {}),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ValhallaHttpError(response.status, `Valhalla answered ${response.status} without JSON`);
      }
      if (isValhallaError(body)) {
        return {
          error_code: body.error_code,
          error: body.error,
          status_code: body.status_code ?? response.status,
          status: body.status ?? response.statusText,
        };
      }
      const parsed = valhallaRouteResponseSchema.safeParse(body);
      if (!response.ok || !parsed.success) {
        throw new ValhallaHttpError(
          response.status,
          `Valhalla answered ${response.status} with an unexpected body`,
        );
      }
      return parsed.data;
    },
    async close(): Promise<void> {},
  };
}
