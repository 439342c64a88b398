import { z } from 'zod';
import { pagedSchema } from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { csvImportEndpoint } from '../../reference-data/csv-import-endpoint.ts';
import {
  weighingStationCreateSchema,
  weighingStationListQuerySchema,
  weighingStationRecordSchema,
  weighingStationUpdateSchema,
} from './weighing-station-schemas.ts';
import { createWeighingStationsService } from './weighing-stations.service.ts';

/**
 * `/api/weighing-stations`: the weighing stations shared by every company, their map layer (`bbox`) and
 * their administration (super-admin by default).
 */
export function weighingStationsResource(ctx: ServerContext): Resource {
  const stations = createWeighingStationsService(ctx);
  return {
    tag: 'Balanças',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/weighing-stations',
        summary: 'Lista paginada de balanças (filtros name, road, uf, active, bbox)',
        access: 'weighing-station-list',
        query: weighingStationListQuerySchema,
        response: pagedSchema(weighingStationRecordSchema),
        handler: ({ query }) => stations.list(query),
      }),
      endpoint({
        method: 'get',
        path: `/weighing-stations/${ID}`,
        summary: 'Uma balança',
        access: 'weighing-station-show',
        params: idParams,
        response: weighingStationRecordSchema,
        handler: ({ params }) => stations.get(params.id),
      }),
      endpoint({
        method: 'post',
        path: '/weighing-stations',
        summary: 'Cadastra uma balança',
        access: 'weighing-station-create',
        body: weighingStationCreateSchema,
        response: weighingStationRecordSchema,
        status: 201,
        message: 'Balança cadastrada com sucesso.',
        handler: ({ body }) => stations.create(body),
      }),
      endpoint({
        method: 'put',
        path: `/weighing-stations/${ID}`,
        summary: 'Altera uma balança',
        access: 'weighing-station-edit',
        params: idParams,
        body: weighingStationUpdateSchema,
        response: weighingStationRecordSchema,
        message: MESSAGES.updated,
        handler: ({ params, body }) => stations.update(params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: `/weighing-stations/${ID}`,
        summary: 'Exclui uma balança',
        access: 'weighing-station-delete',
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ params }) => stations.remove(params.id),
      }),
      csvImportEndpoint(ctx, {
        path: '/weighing-stations/import',
        summary:
          'Importa balanças de um CSV no formato de balancas/balancas.csv (corpo text/csv ou multipart, campo file); tudo ou nada',
        access: 'weighing-station-import',
        dataset: 'weighing-stations',
        defaultFile: 'balancas.csv',
      }),
    ],
  };
}
