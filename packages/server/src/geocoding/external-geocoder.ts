import type { z } from 'zod';
import { coordinateHit, queryKind } from './coordinate-query.ts';
import type { GeocodeHit, GeocodeOptions, Geocoder } from './geocoder.ts';
import { GeocoderError } from './geocoder.ts';
import { nominatimHit, nominatimReverseSchema, nominatimSearchSchema } from './nominatim-answer.ts';
import { MAX_QUERY_LENGTH } from './parse-query.ts';
import { photonAnswerSchema, photonHits } from './photon-answer.ts';

/** Settings of {@link createExternalGeocoder}. */
export interface ExternalGeocoderOptions {
  kind: 'photon' | 'nominatim';
  /** Base address of the service, e.g. `https://photon.example.com` (paths `/api`, `/search` are added). */
  url: string;
  /** `fetch` to use (tests pass one; default: the global). */
  fetch?: typeof fetch;
  /** Time limit of one call, ms; default 5000. */
  timeoutMs?: number;
  /** `User-Agent` sent (Nominatim's usage policy asks for one naming the application). */
  userAgent?: string;
}

/** Default time limit of one external call, ms. */
export const EXTERNAL_TIMEOUT_MS = 5000;
/** Largest answer read from an external service. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Photon: only places inside this box (min lon, min lat, max lon, max lat) — Brazil. */
const BRAZIL_BBOX = '-74.1,-33.8,-28.6,5.3';
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 40;

/**
 * A geocoder backed by a Photon or Nominatim server, answering the same hits as the embedded one:
 * - Photon: `GET /api?q=&limit=&lang=default&bbox=<Brazil>` and `GET /reverse?lat=&lon=&limit=1`
 *   (GeoJSON), match level from the feature's `type`;
 * - Nominatim: `GET /search?format=jsonv2&q=&countrycodes=br&addressdetails=1&limit=` and
 *   `GET /reverse?format=jsonv2&lat=&lon=&addressdetails=1`, match level from `addresstype` / `place_rank`.
 * Places outside Brazil are dropped. Blank and coordinate text (SPEC §5) are answered without a text search.
 * Each call has a time limit; a timeout, a failed call or an answer that is not the service's format
 * throws a {@link GeocoderError}. An abort of the caller's `signal` rejects with the abort reason.
 *
 * @example const geocoder = createExternalGeocoder({ kind: 'photon', url: config.GEOCODER_URL });
 */
export function createExternalGeocoder(options: ExternalGeocoderOptions): Geocoder {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? EXTERNAL_TIMEOUT_MS;
  const headers = {
    accept: 'application/json',
    'accept-language': 'pt-BR,pt;q=0.9',
    'user-agent': options.userAgent ?? 'freight-route-planner/0.1 (geocoding)',
  };
  const service = options.kind === 'photon' ? 'Photon' : 'Nominatim';

  async function call<T extends z.ZodType>(
    path: string,
    params: Record<string, string>,
    schema: T,
    signal: AbortSignal | undefined,
  ): Promise<z.output<T>> {
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let text: string;
    try {
      const response = await doFetch(url, { headers, signal: combined });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new GeocoderError('unavailable', `${service} answered HTTP ${response.status}`);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof GeocoderError) throw error;
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted)
        throw new GeocoderError('timeout', `${service} did not answer within ${timeoutMs} ms`);
      throw new GeocoderError('unavailable', `${service} could not be reached: ${(error as Error).message}`);
    }
    if (text.length > MAX_ANSWER_BYTES) throw new GeocoderError('bad-answer', `${service} answer too large`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GeocoderError('bad-answer', `${service} answer is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GeocoderError('bad-answer', `${service} answer has an unexpected shape`);
    return parsed.data;
  }

  const reverse = async (lat: number, lng: number, opts: GeocodeOptions = {}): Promise<GeocodeHit | null> => {
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return null;
    if (options.kind === 'photon') {
      const answer = await call(
        '/reverse',
        { lat: String(lat), lon: String(lng), limit: '1', lang: 'default' },
        photonAnswerSchema,
        opts.signal,
      );
      return photonHits(answer)[0] ?? null;
    }
    const answer = await call(
      '/reverse',
      { format: 'jsonv2', lat: String(lat), lon: String(lng), addressdetails: '1', zoom: '18' },
      nominatimReverseSchema,
      opts.signal,
    );
    return 'error' in answer ? null : nominatimHit(answer);
  };

  const suggest = async (query: string, opts: GeocodeOptions = {}): Promise<GeocodeHit[]> => {
    const kind = queryKind(query);
    if (kind.kind === 'blank') return [];
    if (kind.kind === 'coordinates') {
      if (!kind.position) return [];
      const { lat, lng } = kind.position;
      const near = await reverse(lat, lng, opts).catch((error: unknown) => {
        if (opts.signal?.aborted) throw error;
        return null;
      });
      return [coordinateHit(kind.position, near)];
    }
    const q = kind.text.trim().slice(0, MAX_QUERY_LENGTH);
    const wanted = opts.limit !== undefined && Number.isFinite(opts.limit) ? opts.limit : DEFAULT_LIMIT;
    const limit = String(Math.max(1, Math.min(MAX_LIMIT, Math.floor(wanted))));
    if (options.kind === 'photon') {
      const answer = await call(
        '/api',
        { q, limit, lang: 'default', bbox: BRAZIL_BBOX },
        photonAnswerSchema,
        opts.signal,
      );
      return photonHits(answer);
    }
    const answer = await call(
      '/search',
      { format: 'jsonv2', q, countrycodes: 'br', addressdetails: '1', limit },
      nominatimSearchSchema,
      opts.signal,
    );
    return answer.map(nominatimHit).filter((hit): hit is GeocodeHit => hit !== null);
  };

  return {
    suggest,
    async geocode(query, opts = {}) {
      return (await suggest(query, { ...opts, limit: 1 }))[0] ?? null;
    },
    reverse,
  };
}
