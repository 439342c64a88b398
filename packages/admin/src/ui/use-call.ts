import type { ApiResponse } from '@freight/core';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';

/** Message of a call that failed without one (core's client already says 'Ocorreu um erro.' for a 5xx). */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/** What a call answered: still loading, its data, or why it failed (never made up). */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly data: T }
  | { readonly status: 'failed'; readonly message: string };

/**
 * Runs `call` on the admin's data provider (seen as `Calls`, the resource's calls beyond CRUD) once per
 * `key` (`null`: not yet, loading), aborted when the key changes or the page goes; answers its
 * {@link Loaded} state. `call` must be the same call for a given key.
 *
 * @example useCall<PlateCalls, VehicleType[]>('vehicle-types', (calls, signal) => calls.vehicleTypes(signal))
 */
export function useCall<Calls, T>(
  key: string | null,
  call: (calls: Calls, signal: AbortSignal) => Promise<ApiResponse<T>>,
): Loaded<T> {
  const dataProvider = useDataProvider() as unknown as Calls;
  const [state, setState] = useState<{ key: string | null; loaded: Loaded<T> }>({
    key: null,
    loaded: { status: 'loading' },
  });
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (loaded: Loaded<T>) => {
      if (!controller.signal.aborted) setState({ key, loaded });
    };
    call(dataProvider, controller.signal).then(
      (response) =>
        settle(
          response.success
            ? { status: 'loaded', data: response.data }
            : { status: 'failed', message: response.message || FAILED_MESSAGE },
        ),
      (error: unknown) =>
        settle({
          status: 'failed',
          message: error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE,
        }),
    );
    return () => controller.abort();
    // `call` is the same call for a given key: not a dependency.
  }, [key, dataProvider]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
