import { z } from 'zod';
import { vehicleTypeSchema } from '../schemas/index.ts';
import type { VehicleType } from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';

/** Vehicle-type calls (SPEC §7). */
export interface VehicleTypeEndpoints {
  /** `GET /api/vehicles/types`: every vehicle type, as an array. */
  list(options?: CallOptions): Promise<ApiResponse<VehicleType[]>>;
}

/** Builds the vehicle-type calls on `http`. */
export function createVehicleTypeEndpoints(http: HttpClient): VehicleTypeEndpoints {
  return {
    list: (options = {}) =>
      http.request('/api/vehicles/types', { ...options, schema: z.array(vehicleTypeSchema) }),
  };
}
