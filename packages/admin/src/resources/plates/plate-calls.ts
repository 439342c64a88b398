import type { ApiClient, ApiResponse, PlateTags, RecordId, VehicleType } from '@freight/core';
import { useCall } from '../../ui/use-call.ts';
import type { Loaded } from '../../ui/use-call.ts';

export type { Loaded };

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

/** Every vehicle type (`GET /api/vehicles/types`). */
export function useVehicleTypes(): Loaded<VehicleType[]> {
  return useCall<PlateCalls, VehicleType[]>('vehicle-types', (calls, signal) => calls.vehicleTypes(signal));
}

/** The toll tags of plate `id` (`POST /api/plates/{id}`); loading while `id` is unknown. */
export function usePlateTags(id: RecordId | undefined): Loaded<PlateTags> {
  return useCall<PlateCalls, PlateTags>(id === undefined ? null : `tags:${id}`, (calls, signal) =>
    calls.plateTags(id as RecordId, signal),
  );
}
