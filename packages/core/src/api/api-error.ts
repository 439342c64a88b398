import type { ApiFailure } from './api-response.ts';

/**
 * Why a call was rejected:
 * - `server`: status ≥ 500;
 * - `network`: status 0 (no answer, time-out, or an abort the caller did not ask for);
 * - `unauthorized`: 401 (the token was removed and the redirect callback called);
 * - `invalid-response`: a 2xx whose data does not match the endpoint's schema.
 */
export type ApiErrorKind = 'server' | 'network' | 'unauthorized' | 'invalid-response';

/**
 * Rejection of an API call (SPEC §8): carries the wrapped failure the UI shows.
 *
 * @example
 * try { await api.routes.get(1); } catch (e) { if (e instanceof ApiError) alert(e.response.message); }
 */
export class ApiError extends Error {
  /** The failure in the response wrapper shape. */
  readonly response: ApiFailure;
  /** Why the call was rejected. */
  readonly kind: ApiErrorKind;

  constructor(kind: ApiErrorKind, response: ApiFailure, options?: { cause?: unknown }) {
    super(response.message, options);
    this.name = 'ApiError';
    this.kind = kind;
    this.response = response;
  }

  /** Shortcut for `response.statusCode` (0 when no answer arrived). */
  get statusCode(): number {
    return this.response.statusCode;
  }
}
