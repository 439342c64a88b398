/** Outcome of {@link LatestRequest.run}: the value of the latest request, or a marker for an older one. */
export type LatestResult<T> =
  { status: 'ok'; value: T; requestId: number } | { status: 'superseded'; requestId: number };

/** "Latest request wins" (SPEC §4 Route calculation). */
export interface LatestRequest {
  /**
   * Numbers and starts a request, aborting the pending one. Resolves `{ status: 'ok', value }` when
   * it is still the latest when it settles, else `{ status: 'superseded' }` (whether it succeeded,
   * failed or was aborted). A failure of the latest request rejects as is.
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<LatestResult<T>>;
  /** Aborts the pending request; it then resolves as superseded. */
  cancel(): void;
  /** Number of the latest request started (0 before the first). */
  readonly latestId: number;
}

/**
 * Creates a "latest request wins" gate: each `run` aborts the previous request through its
 * `AbortSignal`, and only the latest response is used.
 *
 * @example
 * const latest = createLatestRequest();
 * const r = await latest.run((signal) => api.routes.calculate(body, { signal }));
 * if (r.status === 'ok') show(r.value);
 */
export function createLatestRequest(): LatestRequest {
  let latestId = 0;
  let controller: AbortController | undefined;

  return {
    get latestId() {
      return latestId;
    },

    async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<LatestResult<T>> {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const requestId = ++latestId;
      try {
        const value = await task(own.signal);
        if (requestId !== latestId || own.signal.aborted) return { status: 'superseded', requestId };
        return { status: 'ok', value, requestId };
      } catch (error) {
        if (requestId !== latestId || own.signal.aborted) return { status: 'superseded', requestId };
        throw error;
      } finally {
        if (controller === own) controller = undefined;
      }
    },

    cancel() {
      controller?.abort();
      controller = undefined;
    },
  };
}
