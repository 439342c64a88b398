import type { FieldErrors } from '@freight/core';
import { MESSAGES } from './messages.ts';

/**
 * An answer other than success, thrown anywhere below a handler and turned into the response wrapper
 * by the one error handler (`error-handler.ts`).
 */
export class HttpError extends Error {
  constructor(
    /** HTTP status. */
    readonly status: number,
    message: string,
    /** A text, or one pt-BR message per field. */
    readonly details: string | FieldErrors | null = null,
    /** Extra response headers, e.g. `Retry-After`. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** The wrapper's `error` (SPEC §3), e.g. a routing engine's `{ error_code, error }`; `null` for none. */
    readonly error: unknown = null,
  ) {
    super(message);
  }
}

/** 400: a request body the server cannot read; `details` repeats the message under `root`. */
export const badRequest = (message: string): HttpError => new HttpError(400, message, { root: message });

/** 401: no valid session. */
export const unauthorized = (): HttpError => new HttpError(401, MESSAGES.unauthorized);

/** 403 with the SPEC's message. */
export const forbidden = (): HttpError => new HttpError(403, MESSAGES.forbidden);

/** 404: the record does not exist or belongs to another company. */
export const notFound = (message: string = MESSAGES.recordNotFound): HttpError => new HttpError(404, message);

/** 409: a duplicate or a record still in use; `details` names the field when there is one. */
export const conflict = (message: string, details: FieldErrors | null = null): HttpError =>
  new HttpError(409, message, details);

/** 422: one pt-BR message per invalid field. */
export const invalid = (details: FieldErrors, message: string = MESSAGES.invalidData): HttpError =>
  new HttpError(422, message, details);
