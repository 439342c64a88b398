import type { ApiResponse, CallOptions, DownloadedFile, RecordId, ResourceEndpoints } from '@freight/core';
import { HttpError } from 'react-admin';
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'react-admin';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resource has its own record and body types
type AnyEndpoints = ResourceEndpoints<any, any, any, any>;

/**
 * The calls of one administered resource, as core's API client builds them: list and get always;
 * create, update and delete only for a resource the admin writes (a VPO is never edited).
 */
export type AdminEndpoints = Pick<AnyEndpoints, 'list' | 'get'> &
  Partial<Pick<AnyEndpoints, 'create' | 'update' | 'delete'>> & {
    /** The list's file (`GET {path}/export` with the list filters), for a resource that has one. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each resource has its own filters
    export?(query: any, options?: CallOptions): Promise<ApiResponse<DownloadedFile>>;
  };

/** What {@link AdminDataProvider.exportFile} asks for: the list's filters and sort, and a file format. */
export interface ExportParams {
  readonly filter: Record<string, unknown>;
  readonly sort?: SortPayload;
  readonly format: string;
}

/** react-admin's data provider plus the export of a list to a file. */
export type AdminDataProvider = DataProvider & {
  /**
   * The file of `resource`'s list with its current filters and sort (`?format=`); an `HttpError` with
   * the server's pt-BR message when refused.
   */
  exportFile(resource: string, params: ExportParams): Promise<DownloadedFile>;
};

/**
 * The data of a response, or an `HttpError` react-admin understands: the server's pt-BR message, its
 * status and, for a 422, `body.errors` with one message per field (shown under the field).
 */
export function unwrap<T>(response: ApiResponse<T>): T {
  if (response.success) return response.data;
  throw failure(response);
}

function failure(response: Extract<ApiResponse<unknown>, { success: false }>): HttpError {
  const details = response.details;
  const errors = typeof details === 'object' && details !== null ? details : undefined;
  return new HttpError(response.message, response.statusCode, errors ? { errors } : response.error);
}

/** Key under which a saved record carries the server's pt-BR message ('Placa adicionada com sucesso.'). */
const SERVER_MESSAGE = Symbol('serverMessage');

/** The server's message of the save that answered `record`, `undefined` when it sent none. */
export function serverMessageOf(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const message = (record as { [SERVER_MESSAGE]?: unknown })[SERVER_MESSAGE];
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The record of a save, carrying the server's message (not enumerable: never sent back). */
function saved(response: ApiResponse<unknown>): RaRecord {
  if (!response.success) throw failure(response);
  const record = { ...(response.data as object) } as RaRecord;
  Object.defineProperty(record, SERVER_MESSAGE, { value: response.message, enumerable: false });
  return record;
}

/** react-admin's sort as the API's `sort`/`order` (none when sorting is off: an empty field). */
function sortQuery(sort: { field: string; order: string } | undefined): Record<string, string> {
  if (!sort?.field) return {};
  return { sort: sort.field, order: sort.order === 'DESC' ? 'desc' : 'asc' };
}

const asRecord = (value: unknown): RaRecord => value as RaRecord;

/** Message of a write the resource does not take (a VPO is bought on its own page, never edited). */
export const NOT_WRITABLE_MESSAGE = 'Operação não permitida para este recurso.';

/** The resource's write call `name`, or a 405 `HttpError` when it has none. */
function writer<K extends 'create' | 'update' | 'delete'>(
  endpoints: AdminEndpoints,
  name: K,
): NonNullable<AdminEndpoints[K]> {
  const call = endpoints[name];
  if (!call) throw new HttpError(NOT_WRITABLE_MESSAGE, 405);
  return call as NonNullable<AdminEndpoints[K]>;
}

/**
 * react-admin's data provider over core's API client (SPEC §7, §8): lists are
 * `GET {path}?page=&per_page=&{filters}` answered `{ data, total, current_page, per_page }`; the other
 * calls go one record at a time; `exportFile` downloads a list's file. A resource without endpoints is
 * refused with a message.
 */
export function createDataProvider(endpoints: Readonly<Record<string, AdminEndpoints>>): AdminDataProvider {
  const of = (resource: string): AdminEndpoints => {
    const found = Object.hasOwn(endpoints, resource) ? endpoints[resource] : undefined;
    if (!found) throw new HttpError('Recurso não encontrado.', 404);
    return found;
  };
  const one = async (resource: string, id: Identifier) =>
    asRecord(unwrap(await of(resource).get(id as RecordId)));

  return {
    // Lists are `?sort=<field>&order=asc|desc` (none when off); the sortable fields are each list query's.
    async getList(resource, params) {
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const page_ = unwrap(
        await of(resource).list(
          { ...params.filter, ...sortQuery(params.sort), page, per_page: perPage },
          { signal: params.signal },
        ),
      );
      return { data: page_.data.map(asRecord), total: page_.total } as never;
    },
    async getOne(resource, params) {
      return { data: await one(resource, params.id) } as never;
    },
    async getMany(resource, params) {
      return { data: await Promise.all(params.ids.map((id) => one(resource, id))) } as never;
    },
    async getManyReference(resource, params) {
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const page_ = unwrap(
        await of(resource).list({
          ...params.filter,
          ...sortQuery(params.sort),
          [params.target]: params.id,
          page,
          per_page: perPage,
        }),
      );
      return { data: page_.data.map(asRecord), total: page_.total } as never;
    },
    async create(resource, params) {
      return { data: saved(await writer(of(resource), 'create')(params.data)) } as never;
    },
    async update(resource, params) {
      return {
        data: saved(await writer(of(resource), 'update')(params.id as RecordId, params.data)),
      } as never;
    },
    async updateMany(resource, params) {
      for (const id of params.ids) unwrap(await writer(of(resource), 'update')(id as RecordId, params.data));
      return { data: params.ids };
    },
    async delete(resource, params) {
      unwrap(await writer(of(resource), 'delete')(params.id as RecordId));
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) unwrap(await writer(of(resource), 'delete')(id as RecordId));
      return { data: params.ids };
    },
    // The list's filters and sort as its list call sends them (no paging: the whole filtered list).
    async exportFile(resource, params) {
      const exporter = of(resource).export;
      if (!exporter) throw new HttpError('Recurso não encontrado.', 404);
      return unwrap(await exporter({ ...params.filter, ...sortQuery(params.sort), format: params.format }));
    },
  };
}
