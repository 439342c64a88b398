import type {
  ApiClient,
  ApiResponse,
  CostCenter,
  DownloadedFile,
  RecordId,
  Shipper,
  Vpo,
  VpoListFilters,
  VpoReconciliation,
  VpoSupplierOption,
  VpoTotals,
} from '@freight/core';

/** The company and period of Sem Parar's statement (`yyyy-MM-dd`, at most 31 days). */
export interface SemPararPeriod {
  readonly company_id: number;
  readonly start: string;
  readonly end: string;
}

/**
 * The VPO report's calls beyond the list and the record, as methods of the admin's data provider (the
 * whole answer, so a refusal's message is shown as the server wrote it).
 */
export interface VpoCalls {
  /** `GET /api/vpo/totals` over the list's filters. */
  vpoTotals(filters: VpoListFilters, signal?: AbortSignal): Promise<ApiResponse<VpoTotals>>;
  /** `POST /api/vpo/{id}/cancel` with the reason. */
  vpoCancel(id: RecordId, reason: string): Promise<ApiResponse<Vpo>>;
  /** `POST /api/vpo/{id}/lookup`: asks the supplier about a purchase of unknown outcome. */
  vpoLookup(id: RecordId): Promise<ApiResponse<Vpo>>;
  /** `GET /api/vpo/{id}/pdf`: the receipt made by the server. */
  vpoPdf(id: RecordId): Promise<ApiResponse<DownloadedFile>>;
  /** `GET /api/vpo/suppliers`: the suppliers `companyId` may use now (Sem Parar when configured). */
  vpoSuppliers(companyId: RecordId, signal?: AbortSignal): Promise<ApiResponse<VpoSupplierOption[]>>;
  /** `POST /api/vpo/reconciliation`: the VPOs against a CSV of passages (multipart field `file`). */
  vpoReconcileCsv(file: File): Promise<ApiResponse<VpoReconciliation[]>>;
  /** `POST /api/vpo/reconciliation/semparar`: the VPOs against Sem Parar's statement of a period. */
  vpoReconcileSemParar(period: SemPararPeriod): Promise<ApiResponse<VpoReconciliation[]>>;
  /** The user's shippers (`GET /api/me/list/shippers`): the 'Embarcador' filter. */
  myShippers(signal?: AbortSignal): Promise<ApiResponse<Shipper[]>>;
  /** The user's cost centers (`GET /api/me/list/cost-centers`): the 'Centro de custo' filter. */
  myCostCenters(signal?: AbortSignal): Promise<ApiResponse<CostCenter[]>>;
}

/** The {@link VpoCalls} over core's API client. */
export function vpoCalls(api: ApiClient): VpoCalls {
  return {
    vpoTotals: (filters, signal) => api.vpo.totals(filters, { signal }),
    vpoCancel: (id, reason) => api.vpo.cancel(id, { reason }),
    vpoLookup: (id) => api.vpo.lookup(id),
    vpoPdf: (id) => api.vpo.pdf(id),
    vpoSuppliers: (companyId, signal) => api.vpo.suppliers(companyId, { signal }),
    vpoReconcileCsv: (file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.vpo.reconcileCsv(form);
    },
    vpoReconcileSemParar: (period) => api.vpo.reconcileSemParar({ ...period }),
    myShippers: (signal) => api.shippers.meList({ signal }),
    myCostCenters: (signal) => api.costCenters.meList({ signal }),
  };
}
