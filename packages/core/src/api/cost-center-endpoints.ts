import { costCenterSchema } from '../schemas/index.ts';
import type {
  CostCenter,
  CostCenterCreate,
  CostCenterListQuery,
  CostCenterUpdate,
} from '../schemas/index.ts';
import { isAbortError } from './abort-signals.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';
import { createMeListEndpoint, createResourceEndpoints, recordPath } from './resource-endpoints.ts';
import type { MeListEndpoint, RecordId, ResourceEndpoints } from './resource-endpoints.ts';

const PATH = '/api/cost-centers';

/**
 * Cost-center calls (SPEC §7): `/api/cost-centers` (optional page, per_page, name) and
 * `/api/me/list/cost-centers`. `get` resolves the record, or `null` on any failure (only logged);
 * `delete` passes the answer on as is.
 */
export type CostCenterEndpoints = Omit<
  ResourceEndpoints<CostCenter, CostCenterCreate, CostCenterUpdate, Partial<CostCenterListQuery>>,
  'get'
> &
  MeListEndpoint<CostCenter> & {
    /** `GET /api/cost-centers/{id}`: the cost center, or `null` when the call fails (an abort still rejects). */
    get(id: RecordId, options?: CallOptions): Promise<CostCenter | null>;
    /** `GET /api/cost-centers/{id}` with the whole answer, its failure included (the admin's pages). */
    show(id: RecordId, options?: CallOptions): Promise<ApiResponse<CostCenter>>;
  };

/** Builds the cost-center calls on `http`. */
export function createCostCenterEndpoints(http: HttpClient): CostCenterEndpoints {
  const resource = createResourceEndpoints<
    CostCenter,
    CostCenterCreate,
    CostCenterUpdate,
    Partial<CostCenterListQuery>
  >(http, { path: PATH, item: costCenterSchema });
  return {
    ...resource,
    ...createMeListEndpoint(http, 'cost-centers', costCenterSchema),
    show: resource.get,
    async get(id, options) {
      try {
        const response = await resource.get(id, options);
        if (response.success) return response.data;
        http.report({ kind: 'ignored', method: 'GET', path: recordPath(PATH, id), response });
        return null;
      } catch (error) {
        if (isAbortError(error)) throw error;
        return null;
      }
    },
  };
}
