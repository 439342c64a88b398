import type { z } from 'zod';
import { routeResponseSchema, savedRouteSchema } from '../schemas/index.ts';
import type {
  RouteExportFormat,
  RouteListQuery,
  RouteRequest,
  RouteResponse,
  SavedRoute,
  SavedRouteCreate,
} from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, DownloadedFile, HttpClient } from './http-client.ts';
import { createResourceEndpoints, recordPath } from './resource-endpoints.ts';
import type { RecordId, ResourceEndpoints } from './resource-endpoints.ts';

const PATH = '/api/routes';

/**
 * Data of a route save (SPEC §7 "success, data.id, alert"): the saved route's `id`; other fields the
 * server adds pass through.
 */
export const savedRouteRefSchema = savedRouteSchema.pick({ id: true }).loose();

/** Data of a route save. */
export type SavedRouteRef = z.infer<typeof savedRouteRefSchema>;

/**
 * Saved-route calls and the route calculation (SPEC §7): list with every filter (page, per_page, name,
 * waypoints, type, created_at_start/end, updated_at_start/end), export of the same filters as a file,
 * get, create, update (the body gets the `id`), delete, and `calculate` (`POST /api/routes/route`).
 */
export type RouteEndpoints = Omit<
  ResourceEndpoints<SavedRoute, SavedRouteCreate, SavedRouteCreate, Partial<RouteListQuery>>,
  'create' | 'update'
> & {
  /**
   * `GET /api/routes/export` with the list filters (paging ignored) and `format` (`xlsx` when unset):
   * the file, named by the server's `Content-Disposition`.
   */
  export(
    query?: Partial<RouteListQuery> & { format?: RouteExportFormat },
    options?: CallOptions,
  ): Promise<ApiResponse<DownloadedFile>>;
  /** `POST /api/routes`; data `{ id }` of the saved route. */
  create(body: SavedRouteCreate, options?: CallOptions): Promise<ApiResponse<SavedRouteRef>>;
  /** `PUT /api/routes/{id}` with the body plus `id`; data `{ id }`. */
  update(id: RecordId, body: SavedRouteCreate, options?: CallOptions): Promise<ApiResponse<SavedRouteRef>>;
  /**
   * `POST /api/routes/route`: calculates a route (body built with `buildRouteRequest`). Pass a
   * `signal` to let a newer calculation abort it (see `createLatestRequest`); read the outcome with
   * `classifyRouteSearchResult`.
   */
  calculate(body: RouteRequest, options?: CallOptions): Promise<ApiResponse<RouteResponse>>;
  /**
   * `GET /api/routes/encrypted?json=`: the route of a share link, embed or report (SPEC §7 "a GET to an
   * encrypted-route site endpoint with a json parameter"), calculated again from the encrypted request
   * (`request_encrypted` of a calculation). Needs no login: the sealed token is the permission.
   */
  encrypted(json: string, options?: CallOptions): Promise<ApiResponse<RouteResponse>>;
};

/** Builds the saved-route and route-calculation calls on `http`. */
export function createRouteEndpoints(http: HttpClient): RouteEndpoints {
  const resource = createResourceEndpoints<
    SavedRoute,
    SavedRouteCreate,
    SavedRouteCreate,
    Partial<RouteListQuery>
  >(http, { path: PATH, item: savedRouteSchema });
  return {
    list: resource.list,
    get: resource.get,
    delete: resource.delete,
    export: (query, options = {}) => http.download(`${PATH}/export`, { ...options, query }),
    create: (body, options = {}) =>
      http.request(PATH, { ...options, method: 'POST', body, schema: savedRouteRefSchema }),
    update: (id, body, options = {}) =>
      http.request(recordPath(PATH, id), {
        ...options,
        method: 'PUT',
        body: { ...body, id },
        schema: savedRouteRefSchema,
      }),
    calculate: (body, options = {}) =>
      http.request(`${PATH}/route`, { ...options, method: 'POST', body, schema: routeResponseSchema }),
    encrypted: (json, options = {}) =>
      http.request(`${PATH}/encrypted`, { ...options, query: { json }, schema: routeResponseSchema }),
  };
}
