import { z } from 'zod';
import {
  pagedSchema,
  vpoQuoteSchema,
  vpoReconciliationSchema,
  vpoSchema,
  vpoSupplierConfigSchema,
  vpoSupplierOptionSchema,
  vpoTotalsSchema,
} from '../schemas/index.ts';
import type {
  Paged,
  Vpo,
  VpoCancelRequest,
  VpoListQuery,
  VpoPurchaseRequest,
  VpoQuote,
  VpoQuoteRequest,
  VpoReconciliation,
  VpoSupplierConfig,
  VpoSupplierConfigUpdate,
  VpoSupplierOption,
  VpoTotals,
} from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, DownloadedFile, HttpClient } from './http-client.ts';
import { recordPath } from './resource-endpoints.ts';
import type { RecordId } from './resource-endpoints.ts';

const PATH = '/api/vpo';

/** The list filters of the VPO report, as the admin sends them (every field optional). */
export type VpoListFilters = Partial<VpoListQuery>;

/**
 * VPO calls (issue 15): quote and purchase for a saved route, the report (list, totals, XLSX export),
 * one purchase with its history, cancellation, a lookup that settles a purchase whose answer never came,
 * the receipt as a PDF, the statement reconciliation, and each company's supplier configuration.
 */
export interface VpoEndpoints {
  /** `GET /api/vpo/suppliers?company_id=`: the suppliers the company may buy from now. */
  suppliers(companyId: RecordId, options?: CallOptions): Promise<ApiResponse<VpoSupplierOption[]>>;
  /** `POST /api/vpo/quote`: the saved route priced now for the plate's vehicle. */
  quote(body: VpoQuoteRequest, options?: CallOptions): Promise<ApiResponse<VpoQuote>>;
  /**
   * `POST /api/vpo`: buys (201, the purchase); the same `idempotency_key` again answers 200 with the same
   * purchase and buys nothing. A supplier that did not answer in time leaves it `unknown` (still 201).
   */
  purchase(body: VpoPurchaseRequest, options?: CallOptions): Promise<ApiResponse<Vpo>>;
  /** `GET /api/vpo` with the filters. */
  list(query?: VpoListFilters, options?: CallOptions): Promise<ApiResponse<Paged<Vpo>>>;
  /** `GET /api/vpo/totals` over the same filters. */
  totals(query?: VpoListFilters, options?: CallOptions): Promise<ApiResponse<VpoTotals>>;
  /** `GET /api/vpo/export`: the filtered report as XLSX (paging ignored). */
  export(query?: VpoListFilters, options?: CallOptions): Promise<ApiResponse<DownloadedFile>>;
  /** `GET /api/vpo/{id}`: one purchase with its `history` and `exchanges`. */
  get(id: RecordId, options?: CallOptions): Promise<ApiResponse<Vpo>>;
  /** `POST /api/vpo/{id}/cancel` with the reason; the supplier may refuse (422, its message). */
  cancel(id: RecordId, body: VpoCancelRequest, options?: CallOptions): Promise<ApiResponse<Vpo>>;
  /** `POST /api/vpo/{id}/lookup`: asks the supplier for a purchase of unknown outcome by our client reference. */
  lookup(id: RecordId, options?: CallOptions): Promise<ApiResponse<Vpo>>;
  /** `GET /api/vpo/{id}/pdf`: the receipt as a PDF made by the server. */
  pdf(id: RecordId, options?: CallOptions): Promise<ApiResponse<DownloadedFile>>;
  /**
   * `POST /api/vpo/reconciliation` with a CSV of passages (multipart field `file`): per VPO of the
   * passages' period, plazas bought but not passed and passages charged but not bought.
   */
  reconcileCsv(form: FormData, options?: CallOptions): Promise<ApiResponse<VpoReconciliation[]>>;
  /** `POST /api/vpo/reconciliation/semparar` `{ company_id, start, end }`: the same with Sem Parar's statement. */
  reconcileSemParar(
    body: { company_id: number; start: string; end: string },
    options?: CallOptions,
  ): Promise<ApiResponse<VpoReconciliation[]>>;
  /** `GET /api/companies/{id}/vpo-supplier`: the company's supplier configuration (no password). */
  supplierConfig(companyId: RecordId, options?: CallOptions): Promise<ApiResponse<VpoSupplierConfig>>;
  /** `PUT /api/companies/{id}/vpo-supplier`: a blank password keeps the stored one. */
  saveSupplierConfig(
    companyId: RecordId,
    body: VpoSupplierConfigUpdate,
    options?: CallOptions,
  ): Promise<ApiResponse<VpoSupplierConfig>>;
}

/** Builds the VPO calls on `http`. */
export function createVpoEndpoints(http: HttpClient): VpoEndpoints {
  const supplierPath = (companyId: RecordId) => `${recordPath('/api/companies', companyId)}/vpo-supplier`;
  return {
    suppliers: (companyId, options = {}) =>
      http.request(`${PATH}/suppliers`, {
        ...options,
        query: { company_id: String(companyId) },
        schema: z.array(vpoSupplierOptionSchema),
      }),
    quote: (body, options = {}) =>
      http.request(`${PATH}/quote`, { ...options, method: 'POST', body, schema: vpoQuoteSchema }),
    purchase: (body, options = {}) =>
      http.request(PATH, { ...options, method: 'POST', body, schema: vpoSchema }),
    list: (query, options = {}) => http.request(PATH, { ...options, query, schema: pagedSchema(vpoSchema) }),
    totals: (query, options = {}) =>
      http.request(`${PATH}/totals`, { ...options, query, schema: vpoTotalsSchema }),
    export: (query, options = {}) => http.download(`${PATH}/export`, { ...options, query }),
    get: (id, options = {}) => http.request(recordPath(PATH, id), { ...options, schema: vpoSchema }),
    cancel: (id, body, options = {}) =>
      http.request(`${recordPath(PATH, id)}/cancel`, { ...options, method: 'POST', body, schema: vpoSchema }),
    lookup: (id, options = {}) =>
      http.request(`${recordPath(PATH, id)}/lookup`, { ...options, method: 'POST', schema: vpoSchema }),
    pdf: (id, options = {}) => http.download(`${recordPath(PATH, id)}/pdf`, options),
    reconcileCsv: (form, options = {}) =>
      http.request(`${PATH}/reconciliation`, {
        ...options,
        method: 'POST',
        body: form,
        schema: z.array(vpoReconciliationSchema),
      }),
    reconcileSemParar: (body, options = {}) =>
      http.request(`${PATH}/reconciliation/semparar`, {
        ...options,
        method: 'POST',
        body,
        schema: z.array(vpoReconciliationSchema),
      }),
    supplierConfig: (companyId, options = {}) =>
      http.request(supplierPath(companyId), { ...options, schema: vpoSupplierConfigSchema }),
    saveSupplierConfig: (companyId, body, options = {}) =>
      http.request(supplierPath(companyId), {
        ...options,
        method: 'PUT',
        body,
        schema: vpoSupplierConfigSchema,
      }),
  };
}
