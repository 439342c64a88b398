import type { Context } from 'hono';
import { endpoint } from '../http/endpoint.ts';
import type { AppEnv, Resource } from '../http/endpoint.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { ServerContext } from '../server-context.ts';
import type { GeocodeHit, Geocoder } from './geocoder.ts';
import { GeocoderError } from './geocoder.ts';
import {
  GEOCODING_MESSAGES,
  geocodeAnswerSchema,
  geocodeQueryInputSchema,
  reverseQuerySchema,
  suggestionsAnswerSchema,
  suggestionsQuerySchema,
} from './geocoding-input.ts';

/** `data` of a single-place answer: SPEC §7 `coords` plus label, match level and address. */
function placeData(hit: GeocodeHit) {
  return {
    coords: { lat: hit.lat, lng: hit.lng },
    label: hit.label,
    matchLevel: hit.matchLevel,
    address: hit.address,
    ...(hit.interpolated ? { interpolated: true } : {}),
    ...(hit.fromCoordinates ? { fromCoordinates: true } : {}),
  };
}

/** One suggestion of the SPEC §3 location-suggestion response. */
function suggestionData(hit: GeocodeHit) {
  return {
    matchLevel: hit.matchLevel,
    countryCode: hit.countryCode,
    address: hit.address,
    position: { lat: hit.lat, lng: hit.lng },
    label: hit.label,
    ...(hit.interpolated ? { interpolated: true } : {}),
  };
}

/**
 * Runs a geocoder call: 503 without a geocoder; an external service's timeout 504, its failure 502, each
 * with a pt-BR message. The request's abort signal is passed on (a client that leaves cancels the call).
 */
async function withGeocoder<T>(
  ctx: ServerContext,
  c: Context<AppEnv>,
  run: (geocoder: Geocoder, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const geocoder = ctx.geocoder;
  if (!geocoder) throw new HttpError(503, GEOCODING_MESSAGES.unavailable);
  try {
    return await run(geocoder, c.req.raw.signal);
  } catch (error) {
    if (error instanceof GeocoderError) {
      ctx.logger.warn('geocoder failed', { failure: error.failure, error: error.message });
      throw error.failure === 'timeout'
        ? new HttpError(504, GEOCODING_MESSAGES.timeout)
        : new HttpError(502, GEOCODING_MESSAGES.failed);
    }
    throw error;
  }
}

/**
 * `/api/geocode` (SPEC §7) and its companions: the address search of the planner. Any logged-in user may
 * search (the planner needs it in view mode too); no subscription check, as for other `authenticated` calls.
 */
export function geocodingResource(ctx: ServerContext): Resource {
  return {
    tag: 'Busca de endereços',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/geocode',
        summary:
          'Posição de um endereço (q): coords, rótulo e nível de correspondência; 404 se não encontrado',
        access: 'authenticated',
        query: geocodeQueryInputSchema,
        response: geocodeAnswerSchema,
        handler: ({ query, c }) =>
          withGeocoder(ctx, c, async (geocoder, signal) => {
            const hit = await geocoder.geocode(query.q, { signal });
            if (!hit) throw notFound(GEOCODING_MESSAGES.notFound);
            return placeData(hit);
          }),
      }),
      endpoint({
        method: 'get',
        path: '/geocode/suggestions',
        summary: 'Sugestões de locais para o texto digitado (q, limit até 20); texto em branco: lista vazia',
        access: 'authenticated',
        query: suggestionsQuerySchema,
        response: suggestionsAnswerSchema,
        handler: ({ query, c }) =>
          withGeocoder(ctx, c, async (geocoder, signal) => {
            const hits = await geocoder.suggest(query.q, { limit: query.limit, signal });
            return { suggestions: hits.slice(0, query.limit).map(suggestionData) };
          }),
      }),
      endpoint({
        method: 'get',
        path: '/geocode/reverse',
        summary: 'Endereço mais próximo de um ponto (lat, lng): o logradouro até 300 m, senão o município',
        access: 'authenticated',
        query: reverseQuerySchema,
        response: geocodeAnswerSchema,
        handler: ({ query, c }) =>
          withGeocoder(ctx, c, async (geocoder, signal) => {
            const hit = await geocoder.reverse(query.lat, query.lng, { signal });
            if (!hit) throw notFound(GEOCODING_MESSAGES.nothingNear);
            return placeData(hit);
          }),
      }),
    ],
  };
}
