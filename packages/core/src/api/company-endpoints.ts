import { companySchema } from '../schemas/index.ts';
import type { Company, CompanyCreate, CompanyListQuery, CompanyUpdate } from '../schemas/index.ts';
import type { HttpClient } from './http-client.ts';
import { createMeListEndpoint, createResourceEndpoints } from './resource-endpoints.ts';
import type { MeListEndpoint, ResourceEndpoints } from './resource-endpoints.ts';

/**
 * Company calls: `/api/companies` (filters page, per_page, name, legal_name, cnpj) and
 * `/api/me/list/companies` (the user's companies).
 */
export type CompanyEndpoints = ResourceEndpoints<
  Company,
  CompanyCreate,
  CompanyUpdate,
  Partial<CompanyListQuery>
> &
  MeListEndpoint<Company>;

/** Builds the company calls on `http`. */
export function createCompanyEndpoints(http: HttpClient): CompanyEndpoints {
  return {
    ...createResourceEndpoints<Company, CompanyCreate, CompanyUpdate, Partial<CompanyListQuery>>(http, {
      path: '/api/companies',
      item: companySchema,
    }),
    ...createMeListEndpoint(http, 'companies', companySchema),
  };
}
