import type { z } from 'zod';
import { plateFromWire, plateTagsSchema, plateWireSchema } from '../schemas/index.ts';
import type { Plate, PlateCreate, PlateListQuery, PlateTags, PlateUpdate } from '../schemas/index.ts';
import { isAbortError } from './abort-signals.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';
import { createMeListEndpoint, createResourceEndpoints, recordPath } from './resource-endpoints.ts';
import type { MeListEndpoint, RecordId, ResourceEndpoints } from './resource-endpoints.ts';

const PATH = '/api/plates';

/** A plate as the app reads it: the wire `vehicle_type_pepsico` becomes `vehicleTypePepsico`. */
export const appPlateSchema: z.ZodType<Plate> = plateWireSchema.transform(plateFromWire);

/** Filters of `GET /api/plates` (core's `plateListQuerySchema`), each optional. */
type PlateListFilters = Partial<PlateListQuery>;

/**
 * Plate calls (SPEC §7): `/api/plates` and `/api/me/list/plates`. Records come mapped to the app
 * plate (`vehicleTypePepsico`); bodies are sent in the wire shape (`vehicle_type_pepsico`).
 */
export type PlateEndpoints = ResourceEndpoints<Plate, PlateCreate, PlateUpdate, PlateListFilters> &
  MeListEndpoint<Plate> & {
    /**
     * `POST /api/plates/{id}` with `{ plate_id }`: the plate's toll tags. Any failure is only logged
     * and gives `[]` (an abort still rejects).
     */
    tags(id: RecordId, options?: CallOptions): Promise<PlateTags>;
    /**
     * The same call with the whole answer, its failure included: the admin's show page tells "no tags"
     * from "tags unknown" (the planner's `tags` gives `[]` for both).
     */
    tagsAnswer(id: RecordId, options?: CallOptions): Promise<ApiResponse<PlateTags>>;
  };

/** Builds the plate calls on `http`. */
export function createPlateEndpoints(http: HttpClient): PlateEndpoints {
  const tagsAnswer = (id: RecordId, options: CallOptions = {}) =>
    http.request(recordPath(PATH, id), {
      ...options,
      method: 'POST',
      body: { plate_id: Number(id) },
      schema: plateTagsSchema,
    });
  return {
    ...createResourceEndpoints<Plate, PlateCreate, PlateUpdate, PlateListFilters>(http, {
      path: PATH,
      item: appPlateSchema,
    }),
    ...createMeListEndpoint(http, 'plates', appPlateSchema),
    tagsAnswer,
    async tags(id, options = {}) {
      const path = recordPath(PATH, id);
      try {
        const response = await tagsAnswer(id, options);
        if (response.success) return response.data;
        http.report({ kind: 'ignored', method: 'POST', path, response });
        return [];
      } catch (error) {
        if (isAbortError(error)) throw error;
        return [];
      }
    },
  };
}
