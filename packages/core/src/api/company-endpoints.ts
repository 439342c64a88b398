import { companySchema, companySettingsSchema } from '../schemas/index.ts';
import type {
  Company,
  CompanyCreate,
  CompanyListQuery,
  CompanySettings,
  CompanyUpdate,
} from '../schemas/index.ts';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';
import { createMeListEndpoint, createResourceEndpoints } from './resource-endpoints.ts';
import type { MeListEndpoint, ResourceEndpoints } from './resource-endpoints.ts';

/** The company's logo calls: upload (stored by the server) and removal. */
export interface CompanyLogoEndpoints {
  /**
   * `POST /api/companies/{id}/logo`: sends `image` (PNG, JPEG or WebP, at most `LOGO_MAX_BYTES`) as the
   * form field `logo`; data: the company's settings, `logo` now the address the server serves it at. A
   * refused image resolves with a 422 whose `details.logo` says why, in pt-BR.
   *
   * @example await api.companies.uploadLogo(3, input.files[0])
   */
  uploadLogo(id: number | string, image: Blob, options?: CallOptions): Promise<ApiResponse<CompanySettings>>;
  /** `DELETE /api/companies/{id}/logo`: back to the default logo; data: the company's settings. */
  removeLogo(id: number | string, options?: CallOptions): Promise<ApiResponse<CompanySettings>>;
}

/**
 * Company calls: `/api/companies` (filters page, per_page, name, legal_name, cnpj, sort), its logo, and
 * `/api/me/list/companies` (the user's companies).
 */
export type CompanyEndpoints = ResourceEndpoints<
  Company,
  CompanyCreate,
  CompanyUpdate,
  Partial<CompanyListQuery>
> &
  MeListEndpoint<Company> &
  CompanyLogoEndpoints;

/** Builds the company calls on `http`. */
export function createCompanyEndpoints(http: HttpClient): CompanyEndpoints {
  const logoPath = (id: number | string) => `/api/companies/${encodeURIComponent(String(id))}/logo`;
  return {
    ...createResourceEndpoints<Company, CompanyCreate, CompanyUpdate, Partial<CompanyListQuery>>(http, {
      path: '/api/companies',
      item: companySchema,
    }),
    ...createMeListEndpoint(http, 'companies', companySchema),
    uploadLogo: (id, image, options = {}) => {
      const form = new FormData();
      form.append('logo', image);
      return http.request(logoPath(id), {
        ...options,
        method: 'POST',
        body: form,
        schema: companySettingsSchema,
      });
    },
    removeLogo: (id, options = {}) =>
      http.request(logoPath(id), { ...options, method: 'DELETE', schema: companySettingsSchema }),
  };
}
