import { z } from 'zod';
import { entityIdTextSchema } from '@freight/core';
import {
  companyCreateSchema,
  companyListQuerySchema,
  companySchema,
  companySettingsInputSchema,
  companySettingsSchema,
  companyUpdateSchema,
  pagedSchema,
} from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { createCompaniesService } from './companies.service.ts';
import { readLogoUpload } from './company-logo-upload.ts';
import { createCompanyLogoService } from './company-logo.service.ts';

/** Path parameters of a stored logo's address: the company id and the logo's version (16 hex digits). */
const logoParams = z.object({ id: entityIdTextSchema, version: z.string().regex(/^[0-9a-f]{16}$/) });

/**
 * `/api/companies` and `/api/me/list/companies`. Company administration is not gated by the
 * subscription, so an account can still be seen and fixed while blocked.
 */
export function companiesResource(ctx: ServerContext): Resource {
  const companies = createCompaniesService(ctx);
  const logos = createCompanyLogoService(ctx);
  return {
    tag: 'Empresas',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/companies',
        summary: 'Lista paginada de empresas (filtros name, legal_name, cnpj)',
        access: 'company-list',
        subscription: false,
        query: companyListQuerySchema,
        response: pagedSchema(companySchema),
        handler: ({ user, query }) => companies.list(user, query),
      }),
      endpoint({
        method: 'get',
        path: '/me/list/companies',
        summary: 'Empresas do usuário, sem paginação (seletores)',
        access: 'authenticated',
        response: z.array(companySchema),
        handler: ({ user }) => companies.mine(user),
      }),
      endpoint({
        method: 'get',
        path: `/companies/${ID}`,
        summary: 'Uma empresa',
        access: 'company-show',
        subscription: false,
        params: idParams,
        response: companySchema,
        handler: ({ user, params }) => companies.get(user, params.id),
      }),
      endpoint({
        method: 'post',
        path: '/companies',
        summary: 'Cadastra uma empresa',
        access: 'company-create',
        subscription: false,
        body: companyCreateSchema,
        response: companySchema,
        status: 201,
        message: 'Empresa cadastrada com sucesso.',
        handler: ({ user, body }) => companies.create(user, body),
      }),
      endpoint({
        method: 'put',
        path: `/companies/${ID}`,
        summary: 'Altera uma empresa (settings exige company-settings)',
        access: 'company-edit',
        subscription: false,
        params: idParams,
        body: companyUpdateSchema,
        response: companySchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => companies.update(user, params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: `/companies/${ID}`,
        summary: 'Exclui uma empresa sem registros vinculados',
        access: 'company-delete',
        subscription: false,
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ user, params }) => companies.remove(user, params.id),
      }),
      endpoint({
        method: 'get',
        path: `/companies/${ID}/settings`,
        summary: 'Configurações e identidade visual de uma empresa',
        access: 'company-show',
        subscription: false,
        params: idParams,
        response: companySettingsSchema,
        handler: ({ user, params }) => companies.settings(user, params.id),
      }),
      endpoint({
        method: 'put',
        path: `/companies/${ID}/settings`,
        summary: 'Altera as configurações nomeadas de uma empresa',
        access: 'company-settings',
        subscription: false,
        params: idParams,
        body: companySettingsInputSchema,
        response: companySettingsSchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => companies.updateSettings(user, params.id, body),
      }),
      endpoint({
        method: 'post',
        path: `/companies/${ID}/logo`,
        summary:
          'Envia o logo da empresa (multipart/form-data, campo logo: PNG, JPEG ou WebP até 512 kB), guardado pelo servidor',
        access: 'company-settings',
        subscription: false,
        params: idParams,
        response: companySettingsSchema,
        message: MESSAGES.updated,
        handler: async ({ user, params, c }) => logos.upload(user, params.id, await readLogoUpload(c)),
      }),
      endpoint({
        method: 'delete',
        path: `/companies/${ID}/logo`,
        summary: 'Remove o logo guardado da empresa (volta ao logo padrão)',
        access: 'company-settings',
        subscription: false,
        params: idParams,
        response: companySettingsSchema,
        message: MESSAGES.updated,
        handler: ({ user, params }) => logos.remove(user, params.id),
      }),
      endpoint({
        method: 'get',
        path: `/companies/${ID}/logo/:version`,
        summary: 'O logo guardado de uma empresa (imagem; público, para a barra do app; cache longo)',
        access: 'public',
        params: logoParams,
        handler: ({ params }) => logos.serve(params.id, params.version),
      }),
    ],
  };
}
