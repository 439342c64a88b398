/** A signal combining the caller's abort with an optional time-out, and a way to release it. */
export interface LinkedSignal {
  /** Aborts when the caller aborts or the time-out elapses; `undefined` when there is neither. */
  signal: AbortSignal | undefined;
  /** Clears the timer and the listener; call it once the request settled. */
  dispose(): void;
}

/**
 * Combines the caller's `signal` with a time-out in milliseconds (none when `timeout` is undefined
 * or not positive). On time-out the signal aborts with a `TimeoutError` reason, so a time-out can be
 * told apart from the caller's own abort.
 */
export function linkAbortSignals(signal: AbortSignal | undefined, timeout: number | undefined): LinkedSignal {
  if (timeout === undefined || timeout <= 0) return { signal, dispose: () => undefined };
  const controller = new AbortController();
  const forward = (): void => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException('A requisição excedeu o tempo limite.', 'TimeoutError')),
    timeout,
  );
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * Whether `error` is an abort (a `DOMException` or `Error` named `AbortError`), as thrown when the
 * caller aborts a call through its signal.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
