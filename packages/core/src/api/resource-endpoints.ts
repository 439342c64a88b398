import { z } from 'zod';
import { pagedSchema } from '../schemas/index.ts';
import type { Paged } from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';
import type { QueryParams } from './query-params.ts';

/** Id of a record in a path (`/api/plates/{id}`). */
export type RecordId = number | string;

/** The path of one record of a collection. */
export function recordPath(collection: string, id: RecordId): string {
  return `${collection}/${encodeURIComponent(String(id))}`;
}

/**
 * The usual calls of an administered resource (SPEC §7): paged list with filters, one record,
 * create, update and delete (whose answer is passed on as is).
 */
export interface ResourceEndpoints<Item, Create, Update, Query> {
  /** `GET {path}` with the filters (unset ones omitted); data: `{ data, total, current_page, per_page }`. */
  list(query?: Query, options?: CallOptions): Promise<ApiResponse<Paged<Item>>>;
  /** `GET {path}/{id}`. */
  get(id: RecordId, options?: CallOptions): Promise<ApiResponse<Item>>;
  /** `POST {path}`; a success has status 201 and the created record. */
  create(body: Create, options?: CallOptions): Promise<ApiResponse<Item>>;
  /** `PUT {path}/{id}`; the updated record. */
  update(id: RecordId, body: Update, options?: CallOptions): Promise<ApiResponse<Item>>;
  /** `DELETE {path}/{id}`; the answer as is (SPEC §8: "delete result not shown"). */
  delete(id: RecordId, options?: CallOptions): Promise<ApiResponse<unknown>>;
}

/** The user's own records without paging: `GET /api/me/list/{name}`. */
export interface MeListEndpoint<Item> {
  /** The records of the user's companies, as an array. */
  meList(options?: CallOptions): Promise<ApiResponse<Item[]>>;
}

/** Where a resource lives and how its records read. */
export interface ResourceConfig<Item> {
  /** Collection path, e.g. `/api/shippers`. */
  path: string;
  /** Schema of one record as the app uses it (wire mapping included). */
  item: z.ZodType<Item>;
}

/** Builds the list, get, create, update and delete calls of a resource. */
export function createResourceEndpoints<
  Item,
  Create extends Record<string, unknown>,
  Update extends Record<string, unknown>,
  Query extends QueryParams,
>(http: HttpClient, config: ResourceConfig<Item>): ResourceEndpoints<Item, Create, Update, Query> {
  const { path, item } = config;
  const page: z.ZodType<Paged<Item>> = pagedSchema(item);
  return {
    list: (query, options = {}) => http.request(path, { ...options, query, schema: page }),
    get: (id, options = {}) => http.request(recordPath(path, id), { ...options, schema: item }),
    create: (body, options = {}) => http.request(path, { ...options, method: 'POST', body, schema: item }),
    update: (id, body, options = {}) =>
      http.request(recordPath(path, id), { ...options, method: 'PUT', body, schema: item }),
    delete: (id, options = {}) =>
      http.request(recordPath(path, id), { ...options, method: 'DELETE', schema: z.unknown() }),
  };
}

/** Builds the `me/list` call of a resource: `GET /api/me/list/{name}`, data an array of records. */
export function createMeListEndpoint<Item>(
  http: HttpClient,
  name: string,
  item: z.ZodType<Item>,
): MeListEndpoint<Item> {
  return {
    meList: (options = {}) => http.request(`/api/me/list/${name}`, { ...options, schema: z.array(item) }),
  };
}
