import { z } from 'zod';
import { permissionInfoSchema } from '../schemas/index.ts';
import type { PermissionInfo } from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';
import type { LooseRecord } from './loose-record.ts';
import { looseRecordSchema } from './loose-record.ts';
import { createResourceEndpoints } from './resource-endpoints.ts';
import type { ResourceEndpoints } from './resource-endpoints.ts';
import type { QueryParams } from './query-params.ts';

/** Body of a user or role creation or update: fields not shown by the SPEC, sent as given. */
export type LooseBody = Record<string, unknown>;

/**
 * User or role calls (`/api/users`, `/api/roles`): list (paging and any filter), get, create, update,
 * delete. Their fields are not shown by the SPEC: records carry an `id` and pass the rest through.
 */
export type LooseResourceEndpoints = ResourceEndpoints<LooseRecord, LooseBody, LooseBody, QueryParams>;

/** Role calls: the usual ones and the permission catalogue the roles are made of. */
export type RoleEndpoints = LooseResourceEndpoints & {
  /** `GET /api/permissions`: every permission name with what it allows (pt-BR). */
  permissions(options?: CallOptions): Promise<ApiResponse<PermissionInfo[]>>;
};

/** Builds the user calls on `http`. */
export function createUserEndpoints(http: HttpClient): LooseResourceEndpoints {
  return createResourceEndpoints(http, { path: '/api/users', item: looseRecordSchema });
}

/** Builds the role calls on `http`, with the permission catalogue. */
export function createRoleEndpoints(http: HttpClient): RoleEndpoints {
  return {
    ...createResourceEndpoints(http, { path: '/api/roles', item: looseRecordSchema }),
    permissions: (options = {}) =>
      http.request('/api/permissions', { ...options, schema: z.array(permissionInfoSchema) }),
  };
}
