import { z } from 'zod';
import { pagedSchema, savedRouteCreateSchema, savedRouteSchema } from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import type { ServerContext } from '../../server-context.ts';
import {
  savedRouteExportQuerySchema,
  savedRouteListQuerySchema,
  savedRouteUpdateBodySchema,
} from './routes.input.ts';
import { createSavedRoutesService } from './routes.service.ts';

/** pt-BR messages of the saved-route writes (the client shows them as the save's alert). */
export const SAVED_ROUTE_MESSAGES = {
  created: 'Rota salva com sucesso.',
  updated: 'Rota atualizada com sucesso.',
  deleted: 'Rota excluída com sucesso.',
} as const;

/**
 * `/api/routes` (SPEC §7): saved routes and their export. Record paths take numeric ids only
 * (`/routes/${ID}`), so `/api/routes/export` and the route calculation (`POST /api/routes/route`) never
 * match them.
 */
export function savedRoutesResource(ctx: ServerContext): Resource {
  const routes = createSavedRoutesService(ctx);
  return {
    tag: 'Rotas salvas',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/routes',
        summary:
          'Lista paginada de rotas salvas (filtros name, waypoints, type, created_at_start/end, updated_at_start/end)',
        access: 'route-list',
        query: savedRouteListQuerySchema,
        response: pagedSchema(savedRouteSchema),
        handler: ({ user, query }) => routes.list(user, query),
      }),
      endpoint({
        method: 'get',
        path: '/routes/export',
        summary: 'Exporta as rotas salvas filtradas (format=xlsx padrão, ou csv; até 50.000 linhas)',
        access: 'route-export',
        query: savedRouteExportQuerySchema,
        handler: ({ user, query }) => routes.export(user, query),
      }),
      endpoint({
        method: 'get',
        path: `/routes/${ID}`,
        summary: 'Uma rota salva',
        access: 'route-show',
        params: idParams,
        response: savedRouteSchema,
        handler: ({ user, params }) => routes.get(user, params.id),
      }),
      endpoint({
        method: 'post',
        path: '/routes',
        summary: 'Salva uma rota',
        access: 'route-create',
        body: savedRouteCreateSchema,
        response: savedRouteSchema,
        status: 201,
        message: SAVED_ROUTE_MESSAGES.created,
        handler: ({ user, body }) => routes.create(user, body),
      }),
      endpoint({
        method: 'put',
        path: `/routes/${ID}`,
        summary: 'Altera uma rota salva (corpo completo, id opcional)',
        access: 'route-edit',
        params: idParams,
        body: savedRouteUpdateBodySchema,
        response: savedRouteSchema,
        message: SAVED_ROUTE_MESSAGES.updated,
        handler: ({ user, params, body }) => routes.update(user, params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: `/routes/${ID}`,
        summary: 'Exclui uma rota salva',
        access: 'route-delete',
        params: idParams,
        response: z.null(),
        message: SAVED_ROUTE_MESSAGES.deleted,
        handler: ({ user, params }) => routes.remove(user, params.id),
      }),
    ],
  };
}
