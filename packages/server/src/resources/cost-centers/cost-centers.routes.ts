import { z } from 'zod';
import {
  costCenterCreateSchema,
  costCenterListQuerySchema,
  costCenterSchema,
  costCenterUpdateSchema,
  pagedSchema,
} from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { createCostCentersService } from './cost-centers.service.ts';

/** pt-BR answer of a cost-center creation (SPEC §8). */
export const COST_CENTER_CREATED_MESSAGE = 'Centro de custo adicionado com sucesso.';

/** `/api/cost-centers` and `/api/me/list/cost-centers` (SPEC §7). */
export function costCentersResource(ctx: ServerContext): Resource {
  const costCenters = createCostCentersService(ctx);
  return {
    tag: 'Centros de custo',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/cost-centers',
        summary: 'Lista paginada de centros de custo (filtro name)',
        access: 'cost-center-list',
        query: costCenterListQuerySchema,
        response: pagedSchema(costCenterSchema),
        handler: ({ user, query }) => costCenters.list(user, query),
      }),
      endpoint({
        method: 'get',
        path: '/me/list/cost-centers',
        summary: 'Centros de custo das empresas do usuário, sem paginação',
        access: 'cost-center-list',
        response: z.array(costCenterSchema),
        handler: ({ user }) => costCenters.mine(user),
      }),
      endpoint({
        method: 'get',
        path: `/cost-centers/${ID}`,
        summary: 'Um centro de custo',
        access: 'cost-center-show',
        params: idParams,
        response: costCenterSchema,
        handler: ({ user, params }) => costCenters.get(user, params.id),
      }),
      endpoint({
        method: 'post',
        path: '/cost-centers',
        summary: 'Cadastra um centro de custo',
        access: 'cost-center-create',
        body: costCenterCreateSchema,
        response: costCenterSchema,
        status: 201,
        message: COST_CENTER_CREATED_MESSAGE,
        handler: ({ user, body }) => costCenters.create(user, body),
      }),
      endpoint({
        method: 'put',
        path: `/cost-centers/${ID}`,
        summary: 'Altera um centro de custo',
        access: 'cost-center-edit',
        params: idParams,
        body: costCenterUpdateSchema,
        response: costCenterSchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => costCenters.update(user, params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: `/cost-centers/${ID}`,
        summary: 'Exclui um centro de custo',
        access: 'cost-center-delete',
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ user, params }) => costCenters.remove(user, params.id),
      }),
    ],
  };
}
