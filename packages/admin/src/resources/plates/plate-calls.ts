import type { ApiClient, ApiResponse, PlateTags, RecordId, VehicleType } from '@freight/core';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';

/**
 * The plate pages' calls beyond a resource's CRUD, as methods of the admin's data provider:
 * `GET /api/vehicles/types` ('Tipo do veículo' choices) and `POST /api/plates/{id}` (the plate's toll
 * tags, with the whole answer so a failure is shown as such).
 */
export interface PlateCalls {
  vehicleTypes(signal?: AbortSignal): Promise<ApiResponse<VehicleType[]>>;
  plateTags(id: RecordId, signal?: AbortSignal): Promise<ApiResponse<PlateTags>>;
}

/** The {@link PlateCalls} over core's API client. */
export function plateCalls(api: ApiClient): PlateCalls {
  return {
    vehicleTypes: (signal) => api.vehicleTypes.list({ signal }),
    plateTags: (id, signal) => api.plates.tagsAnswer(id, { signal }),
  };
}

/** Message of a call that failed without one (core's client already says 'Ocorreu um erro.' for a 5xx). */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/** What a call answered: still loading, its data, or why it failed (never made up). */
export type Loaded<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly data: T }
  | { readonly status: 'failed'; readonly message: string };

/** Runs `call` once per `key` (aborted when the page goes), answering its {@link Loaded} state. */
function useCall<T>(
  key: string | null,
  call: (calls: PlateCalls, signal: AbortSignal) => Promise<ApiResponse<T>>,
): Loaded<T> {
  const dataProvider = useDataProvider() as unknown as PlateCalls;
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

/** Every vehicle type (`GET /api/vehicles/types`). */
export function useVehicleTypes(): Loaded<VehicleType[]> {
  return useCall('vehicle-types', (calls, signal) => calls.vehicleTypes(signal));
}

/** The toll tags of plate `id` (`POST /api/plates/{id}`); loading while `id` is unknown. */
export function usePlateTags(id: RecordId | undefined): Loaded<PlateTags> {
  return useCall(id === undefined ? null : `tags:${id}`, (calls, signal) =>
    calls.plateTags(id as RecordId, signal),
  );
}
