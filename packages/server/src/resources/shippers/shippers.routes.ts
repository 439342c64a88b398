import { z } from 'zod';
import {
  pagedSchema,
  shipperCreateSchema,
  shipperListQuerySchema,
  shipperSchema,
  shipperUpdateSchema,
} from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { createShippersService } from './shippers.service.ts';

/** `/api/shippers` and `/api/me/list/shippers` (SPEC §7). */
export function shippersResource(ctx: ServerContext): Resource {
  const shippers = createShippersService(ctx);
  return {
    tag: 'Embarcadores',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/shippers',
        summary: 'Lista paginada de embarcadores (filtros name, cnpj)',
        access: 'shipper-list',
        query: shipperListQuerySchema,
        response: pagedSchema(shipperSchema),
        handler: ({ user, query }) => shippers.list(user, query),
      }),
      endpoint({
        method: 'get',
        path: '/me/list/shippers',
        summary: 'Embarcadores das empresas do usuário, sem paginação',
        access: 'shipper-list',
        response: z.array(shipperSchema),
        handler: ({ user }) => shippers.mine(user),
      }),
      endpoint({
        method: 'get',
        path: `/shippers/${ID}`,
        summary: 'Um embarcador',
        access: 'shipper-show',
        params: idParams,
        response: shipperSchema,
        handler: ({ user, params }) => shippers.get(user, params.id),
      }),
      endpoint({
        method: 'post',
        path: '/shippers',
        summary: 'Cadastra um embarcador',
        access: 'shipper-create',
        body: shipperCreateSchema,
        response: shipperSchema,
        status: 201,
        message: 'Embarcador cadastrado com sucesso.',
        handler: ({ user, body }) => shippers.create(user, body),
      }),
      endpoint({
        method: 'put',
        path: `/shippers/${ID}`,
        summary: 'Altera um embarcador',
        access: 'shipper-edit',
        params: idParams,
        body: shipperUpdateSchema,
        response: shipperSchema,
        message: MESSAGES.updated,
        handler: ({ user, params, body }) => shippers.update(user, params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: `/shippers/${ID}`,
        summary: 'Exclui um embarcador',
        access: 'shipper-delete',
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ user, params }) => shippers.remove(user, params.id),
      }),
    ],
  };
}
