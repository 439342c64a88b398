import { isAbortError, SERVER_ERROR_MESSAGE } from '@freight/core';
import type { ApiClient } from '@freight/core';
import { useEffect, useState } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';

/** What a page loaded from the API: still loading, the value, or why it failed (pt-BR). */
export type Loaded<T> =
  { status: 'loading' } | { status: 'done'; value: T } | { status: 'failed'; message: string };

/** What a loader resolves: the value, or the pt-BR reason it could not be had. */
export type LoadAnswer<T> = { value: T } | { failure: string };

/**
 * Loads once with the app's API client when the component mounts (and again when `api` changes), while
 * `enabled`: `load` resolves the value or a failure message; a rejection answers its message (or 'Ocorreu
 * um erro.'); leaving the page aborts the call and drops its answer.
 */
export function useLoaded<T>(
  load: (api: ApiClient, signal: AbortSignal) => Promise<LoadAnswer<T>>,
  enabled = true,
): Loaded<T> {
  const { api } = useAppServices();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(api, controller.signal).then(
      (answer) =>
        setState(
          'value' in answer
            ? { status: 'done', value: answer.value }
            : { status: 'failed', message: answer.failure },
        ),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : SERVER_ERROR_MESSAGE,
        });
      },
    );
    return () => controller.abort();
    // `load` is a module-level function of each caller: only the client and `enabled` change.
  }, [api, enabled]);
  return state;
}
