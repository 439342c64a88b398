import type { z } from 'zod';
import { endpoint, ID, idParams } from '../http/endpoint.ts';
import type { AnyEndpoint } from '../http/endpoint.ts';
import type { ServerContext } from '../server-context.ts';
import { assertCompanyVisible, assertCompanyWritable } from './company-scope.ts';

/** A company's supplier settings: read (never the password) and saved (a blank password keeps it). */
export interface CompanySettingsStore<C, U> {
  get(companyId: number): Promise<C>;
  save(companyId: number, body: U): Promise<C>;
}

/**
 * `GET` and `PUT /companies/{id}/<path>`: one company's supplier settings (VPO supplier, plate-check
 * source), with company-settings, for a company the caller sees; saving needs it writable too.
 */
export function companySettingsEndpoints<C, U>(
  ctx: ServerContext,
  options: {
    path: string;
    readSummary: string;
    saveSummary: string;
    response: z.ZodType<C>;
    body: z.ZodType<U>;
    savedMessage: string;
    store: CompanySettingsStore<C, U>;
  },
): AnyEndpoint[] {
  const { path, store } = options;
  return [
    endpoint({
      method: 'get',
      path: `/companies/${ID}/${path}`,
      summary: options.readSummary,
      access: 'company-settings',
      params: idParams,
      response: options.response,
      handler: async ({ user, params }) => {
        await assertCompanyVisible(ctx.db, user, params.id);
        return store.get(params.id);
      },
    }),
    endpoint({
      method: 'put',
      path: `/companies/${ID}/${path}`,
      summary: options.saveSummary,
      access: 'company-settings',
      params: idParams,
      body: options.body,
      response: options.response,
      message: options.savedMessage,
      handler: async ({ user, params, body }) => {
        await assertCompanyVisible(ctx.db, user, params.id);
        await assertCompanyWritable(ctx.db, user, params.id, 'company_id');
        return store.save(params.id, body);
      },
    }),
  ];
}
