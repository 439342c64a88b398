/**
 * A cooperative cancellation check: searches poll it every {@link CANCEL_POLL_INTERVAL} settled nodes and
 * stop with a {@link QueryCancelledError} once it says so. On a worker thread it reads a flag in a
 * `SharedArrayBuffer` that the caller's thread sets when the request is aborted (as the server's route
 * workers do).
 */
export interface CancelToken {
  isCancelled(): boolean;
}

/** Settled nodes between two polls of a {@link CancelToken} (a power of two). */
export const CANCEL_POLL_INTERVAL = 256;

/** Thrown out of a query whose {@link CancelToken} was cancelled. */
export class QueryCancelledError extends Error {
  override name = 'QueryCancelledError';

  constructor() {
    super('the route query was cancelled');
  }
}

/** Throws a {@link QueryCancelledError} when `token` is cancelled. */
export function throwIfCancelled(token: CancelToken | undefined): void {
  if (token?.isCancelled()) throw new QueryCancelledError();
}
