import { z } from 'zod';
import {
  pagedSchema,
  plateCreateSchema,
  plateListQuerySchema,
  plateTagsRequestSchema,
  plateTagsSchema,
  plateUpdateSchema,
  plateWireSchema,
} from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import { createDatabaseTagProvider } from '../../providers/tags/database-tag-provider.ts';
import type { ServerContext } from '../../server-context.ts';
import { createPlatesService } from './plates.service.ts';
import type { PlatesServiceOptions } from './plates.service.ts';

/** pt-BR answer of a plate creation (SPEC §8). */
export const PLATE_CREATED_MESSAGE = 'Placa adicionada com sucesso.';

/**
 * `/api/plates` and `/api/me/list/plates` (SPEC §7). Tags come from `options.tagProvider`, by default
 * the built-in provider over the database.
 */
export function platesResource(ctx: ServerContext, options: Partial<PlatesServiceOptions> = {}): Resource {
  const plates = createPlatesService(ctx, {
    ...options,
    tagProvider: options.tagProvider ?? createDatabaseTagProvider(ctx.db),
  });
  return {
    tag: 'Placas',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/plates',
        summary:
          'Lista paginada de placas (filtros plate, company_id, vehicle_type_pepsico, category, brand, model)',
        access: 'plate-list',
        query: plateListQuerySchema,
        response: pagedSchema(plateWireSchema),
        handler: ({ user, query }) => plates.list(user, query),
      }),
      endpoint({
        method: 'get',
        path: '/me/list/plates',
        summary: 'Placas das empresas do usuário, sem paginação',
        access: 'plate-list',
        response: z.array(plateWireSchema),
        handler: ({ user }) => plates.mine(user),
      }),
      endpoint({
        method: 'get',
        path: `/plates/${ID}`,
        summary: 'Uma placa',
        access: 'plate-show',
        params: idParams,
        response: plateWireSchema,
        handler: ({ user, params }) => plates.get(user, params.id),
      }),
      endpoint({
        method: 'post',
        path: `/plates/${ID}`,
        summary: 'Tags de pedágio da placa (corpo { plate_id })',
        access: 'plate-show',
        params: idParams,
        body: plateTagsRequestSchema,
        response: plateTagsSchema,
        handler: ({ user, params, body }) => plates.tags(user, params.id, body),
      }),
      endpoint({
        method: 'post',
        path: '/plates',
        summary: 'Cadastra uma placa',
        access: 'plate-create',
        body: plateCreateSchema,
        response: plateWireSchema,
        status: 201,
        message: PLATE_CREATED_MESSAGE,
        handler: ({ user, body }) => plates.create(user, body),
      }),
      endpoint({
        method: 'put',
        path: `/plates/${ID}`,
        summary: 'Altera uma placa',
        access: 'plate-edit',
        params: idParams,
        body: plateUpdateSchema,
        response: plateWireSchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => plates.update(user, params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: `/plates/${ID}`,
        summary: 'Exclui uma placa',
        access: 'plate-delete',
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ user, params }) => plates.remove(user, params.id),
      }),
    ],
  };
}
