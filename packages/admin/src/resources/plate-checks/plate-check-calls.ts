import type {
  ApiClient,
  ApiResponse,
  DownloadedFile,
  PlateCheckBatchCreate,
  PlateCheckDetail,
  PlateCheckRecord,
  RecordId,
} from '@freight/core';

/** A batch from a file: the file (CSV or XLSX), its description and, for a user of several companies, the company. */
export interface PlateCheckUpload {
  readonly file: File;
  readonly description: string;
  readonly company_id?: number;
}

/**
 * The plate-check pages' calls beyond the list, as methods of the admin's data provider (the whole
 * answer, so a refusal's message is shown as the server wrote it).
 */
export interface PlateCheckCalls {
  /** `GET /api/plates-osa/{id}`: the record with its plates (read again while it runs). */
  plateCheckDetail(id: RecordId, signal?: AbortSignal): Promise<ApiResponse<PlateCheckDetail>>;
  /** `POST /api/plates-osa`: a batch of typed plates or of every plate of the company. */
  plateCheckCreateBatch(body: PlateCheckBatchCreate): Promise<ApiResponse<PlateCheckRecord>>;
  /** `POST /api/plates-osa/upload`: a batch from a file (multipart `file`, `description`, `company_id`). */
  plateCheckUploadBatch(upload: PlateCheckUpload): Promise<ApiResponse<PlateCheckRecord>>;
  /** `GET /api/plates-osa/{id}/cancel`. */
  plateCheckCancel(id: RecordId): Promise<ApiResponse<unknown>>;
  /** `GET /api/plates-osa/{id}/export`: the record's XLSX. */
  plateCheckExport(id: RecordId): Promise<ApiResponse<DownloadedFile>>;
}

/** The {@link PlateCheckCalls} over core's API client. */
export function plateCheckCalls(api: ApiClient): PlateCheckCalls {
  return {
    plateCheckDetail: (id, signal) => api.plateChecks.get(id, { signal }),
    plateCheckCreateBatch: (body) => api.plateChecks.createBatch(body),
    plateCheckUploadBatch: ({ file, description, company_id }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('description', description);
      if (company_id !== undefined) form.append('company_id', String(company_id));
      return api.plateChecks.uploadBatch(form);
    },
    plateCheckCancel: (id) => api.plateChecks.cancel(id),
    plateCheckExport: (id) => api.plateChecks.export(id),
  };
}
