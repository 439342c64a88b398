import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { UNIQUE_CONSTRAINT_MESSAGES } from '../db/constraint-messages.ts';
import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorInfo,
} from '../db/db-error.ts';
import type { Logger } from '../logging/logger.ts';
import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';
import { errorBody } from './response.ts';

/**
 * The `HttpError` an error stands for: thrown ones as they are (a route calculation's
 * `RouteCalculationError` among them), database violations mapped, else `undefined` (500).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPException) {
    return new HttpError(error.status, error.status === 413 ? MESSAGES.bodyTooLarge : error.message);
  }
  const pg = pgErrorInfo(error);
  if (pg?.code === PG_UNIQUE_VIOLATION) {
    const known = pg.constraint ? UNIQUE_CONSTRAINT_MESSAGES[pg.constraint] : undefined;
    return known
      ? new HttpError(409, known.message, { [known.field]: known.message })
      : new HttpError(409, MESSAGES.duplicate);
  }
  if (pg?.code === PG_FOREIGN_KEY_VIOLATION || pg?.code === PG_RESTRICT_VIOLATION)
    return new HttpError(409, MESSAGES.inUse);
  if (pg?.code.startsWith('22'))
    return new HttpError(422, MESSAGES.invalidData, { root: MESSAGES.invalidValue });
  return undefined;
}

/**
 * The app's one error handler: every failure becomes the response wrapper with a pt-BR message
 * (SPEC §8); unexpected ones answer 500 'Ocorreu um erro.' and are logged with the request id.
 */
export function handleError(logger: Logger) {
  return (error: Error, c: Context): Response => {
    const known = toHttpError(error);
    if (known) {
      for (const [name, value] of Object.entries(known.headers)) c.header(name, value);
      return c.json(errorBody(known.status, known.message, known.details, known.error), known.status as 400);
    }
    logger.error('unhandled error', {
      request_id: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: error.message,
      stack: error.stack,
    });
    return c.json(errorBody(500, MESSAGES.serverError, MESSAGES.serverErrorDetails), 500);
  };
}
