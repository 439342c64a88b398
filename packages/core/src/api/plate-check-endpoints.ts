import { z } from 'zod';
import {
  pagedSchema,
  plateCheckConfigSchema,
  plateCheckDataSchema,
  plateCheckDetailSchema,
  plateCheckRecordSchema,
} from '../schemas/index.ts';
import type {
  Paged,
  PlateCheckBatchCreate,
  PlateCheckConfig,
  PlateCheckConfigUpdate,
  PlateCheckData,
  PlateCheckDetail,
  PlateCheckListQuery,
  PlateCheckRecord,
} from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, DownloadedFile, HttpClient } from './http-client.ts';
import { recordPath } from './resource-endpoints.ts';
import type { RecordId } from './resource-endpoints.ts';

const PATH = '/api/plates-osa';

/**
 * Plate-check calls (`/api/plates-osa`, SPEC §7): records as this server writes them
 * (`plateCheckRecordSchema`, with their plates `plateCheckDetailSchema`). `delete` and `cancel` pass the
 * answer on as is.
 */
export interface PlateCheckEndpoints {
  /** `GET /api/plates-osa` with page, per_page, date_start, date_end, description, status. */
  list(
    query?: Partial<PlateCheckListQuery>,
    options?: CallOptions,
  ): Promise<ApiResponse<Paged<PlateCheckRecord>>>;
  /** `GET /api/plates-osa/{id}`: the record with its plates and their answers. */
  get(id: RecordId, options?: CallOptions): Promise<ApiResponse<PlateCheckDetail>>;
  /** `DELETE /api/plates-osa/{id}`: the answer as is. */
  delete(id: RecordId, options?: CallOptions): Promise<ApiResponse<unknown>>;
  /** `GET /api/plates-osa/{id}/cancel`: the answer as is. */
  cancel(id: RecordId, options?: CallOptions): Promise<ApiResponse<unknown>>;
  /** `GET /api/plates-osa/{id}/export`: the file. */
  export(id: RecordId, options?: CallOptions): Promise<ApiResponse<DownloadedFile>>;
  /**
   * `POST /api/plates-osa/check-one` with `{ plate }`: data holds the four provider booleans, or
   * `mensagem` when the check failed (read it with `plateCheckErrorMessage`).
   */
  checkOne(plate: string, options?: CallOptions): Promise<ApiResponse<PlateCheckData>>;
  /** `POST /api/plates-osa`: a batch of typed plates or of every plate of the company (status 201). */
  createBatch(body: PlateCheckBatchCreate, options?: CallOptions): Promise<ApiResponse<PlateCheckRecord>>;
  /**
   * `POST /api/plates-osa/upload`: a batch from a plate list file (`file`): a UTF-8 CSV (one plate per
   * line or in the first column) or an XLSX workbook (its first sheet: the column headed `placa`/`plate`,
   * else the first column; one plate per row), with its `description` and optional `company_id` (form
   * fields, also sent in the query, where the server reads them). A bad file answers 422 naming the bad
   * lines/rows (`details`: `linha N`).
   */
  uploadBatch(form: FormData, options?: CallOptions): Promise<ApiResponse<PlateCheckRecord>>;
  /** `GET /api/companies/{id}/plate-check-source`: the company's plate-check source (no password). */
  sourceConfig(companyId: RecordId, options?: CallOptions): Promise<ApiResponse<PlateCheckConfig>>;
  /** `PUT /api/companies/{id}/plate-check-source`: a blank password keeps the stored one. */
  saveSourceConfig(
    companyId: RecordId,
    body: PlateCheckConfigUpdate,
    options?: CallOptions,
  ): Promise<ApiResponse<PlateCheckConfig>>;
}

/** The text field `name` of `form` (`undefined` when absent or a file). */
function textOf(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Builds the plate-check calls on `http`. */
export function createPlateCheckEndpoints(http: HttpClient): PlateCheckEndpoints {
  const page: z.ZodType<Paged<PlateCheckRecord>> = pagedSchema(plateCheckRecordSchema);
  const sourcePath = (companyId: RecordId) => `${recordPath('/api/companies', companyId)}/plate-check-source`;
  return {
    list: (query, options = {}) => http.request(PATH, { ...options, query, schema: page }),
    get: (id, options = {}) =>
      http.request(recordPath(PATH, id), { ...options, schema: plateCheckDetailSchema }),
    delete: (id, options = {}) =>
      http.request(recordPath(PATH, id), { ...options, method: 'DELETE', schema: z.unknown() }),
    cancel: (id, options = {}) =>
      http.request(`${recordPath(PATH, id)}/cancel`, { ...options, schema: z.unknown() }),
    export: (id, options = {}) => http.download(`${recordPath(PATH, id)}/export`, options),
    checkOne: (plate, options = {}) =>
      http.request(`${PATH}/check-one`, {
        ...options,
        method: 'POST',
        body: { plate },
        schema: plateCheckDataSchema,
      }),
    createBatch: (body, options = {}) =>
      http.request(PATH, { ...options, method: 'POST', body, schema: plateCheckRecordSchema }),
    uploadBatch: (form, options = {}) =>
      http.request(`${PATH}/upload`, {
        ...options,
        method: 'POST',
        query: { description: textOf(form, 'description'), company_id: textOf(form, 'company_id') },
        body: form,
        schema: plateCheckRecordSchema,
      }),
    sourceConfig: (companyId, options = {}) =>
      http.request(sourcePath(companyId), { ...options, schema: plateCheckConfigSchema }),
    saveSourceConfig: (companyId, body, options = {}) =>
      http.request(sourcePath(companyId), {
        ...options,
        method: 'PUT',
        body,
        schema: plateCheckConfigSchema,
      }),
  };
}
