import { ValhallaHttpError } from '@freight/routing';
import type { ValhallaErrorBody } from '@freight/routing';
import { HttpError } from '../http/http-error.ts';
import { ROUTE_MESSAGES } from './route-messages.ts';

/** The Valhalla error of an engine's refusal, as the response wrapper's `error` carries it (SPEC §8). */
export interface RouteEngineError {
  error_code: number;
  error: string;
}

/**
 * A calculation that cannot give a route, for a reason the user can act on. It is the `HttpError` the
 * endpoints answer, so the app's error handler turns it into the response wrapper: `status`, the pt-BR
 * `message` and, for an engine's refusal, its Valhalla error in `error` (SPEC §8 routing errors:
 * `error_code` and `error`).
 *
 * @example
 * throw new RouteCalculationError(504, ROUTE_MESSAGES.timeout); // 504, the pt-BR message, `error: null`
 */
export class RouteCalculationError extends HttpError {
  override name = 'RouteCalculationError';
  declare readonly status: 422 | 503 | 504;
  declare readonly error: RouteEngineError | null;

  constructor(status: 422 | 503 | 504, message: string, error: RouteEngineError | null = null) {
    super(status, message, null, {}, error);
  }
}

/** The error of an engine's refusal (Valhalla error body): 422 with a pt-BR message and the engine's error. */
export function engineRefusal(body: ValhallaErrorBody): RouteCalculationError {
  const error = { error_code: body.error_code, error: body.error };
  switch (body.error_code) {
    case 442:
      return new RouteCalculationError(422, ROUTE_MESSAGES.noPath, error);
    case 154:
      return new RouteCalculationError(422, ROUTE_MESSAGES.tooLong, error);
    case 150:
      return new RouteCalculationError(422, ROUTE_MESSAGES.tooManyWaypoints, error);
    default:
      return new RouteCalculationError(422, ROUTE_MESSAGES.routingFailed, error);
  }
}

/**
 * What an engine failure means for the caller: the time limit of the calculation's `signal` → 504; the
 * caller going away (the signal aborted otherwise) → 503, answered to no one; a Valhalla server that
 * answered no route or could not be reached → 503; `null` for anything else, which is not the user's to
 * fix (500).
 */
export function engineFailure(error: unknown, signal?: AbortSignal): RouteCalculationError | null {
  if (signal?.aborted) {
    const timedOut = signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';
    return new RouteCalculationError(
      timedOut ? 504 : 503,
      timedOut ? ROUTE_MESSAGES.timeout : ROUTE_MESSAGES.cancelled,
    );
  }
  if (error instanceof ValhallaHttpError || (error instanceof TypeError && /fetch/i.test(error.message)))
    return new RouteCalculationError(503, ROUTE_MESSAGES.engineUnavailable);
  return null;
}
