import { z } from 'zod';
import { pagedSchema } from '@freight/core';
import { endpoint } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { csvImportEndpoint } from '../../reference-data/csv-import-endpoint.ts';
import {
  tollPlazaCreateSchema,
  tollPlazaDetailSchema,
  tollPlazaListQuerySchema,
  tollPlazaParams,
  tollPlazaRecordSchema,
  tollPlazaUpdateSchema,
} from './toll-plaza-schemas.ts';
import { createTollPlazasService } from './toll-plazas.service.ts';

/**
 * `/api/toll-plazas`: the toll plazas shared by every company, their map layer (`bbox`) and their
 * administration (super-admin by default). Tariffs: `toll-tariffs.routes.ts`.
 */
export function tollPlazasResource(ctx: ServerContext): Resource {
  const plazas = createTollPlazasService(ctx);
  return {
    tag: 'Praças de pedágio',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/toll-plazas',
        summary:
          'Lista paginada de praças de pedágio com as tarifas vigentes (filtros name, road, uf, concessionaire, source, active, bbox, date)',
        access: 'toll-plaza-list',
        query: tollPlazaListQuerySchema,
        response: pagedSchema(tollPlazaRecordSchema),
        handler: ({ query }) => plazas.list(query),
      }),
      endpoint({
        method: 'get',
        path: '/toll-plazas/:id',
        summary: 'Uma praça de pedágio com todas as suas tarifas',
        access: 'toll-plaza-show',
        params: tollPlazaParams,
        response: tollPlazaDetailSchema,
        handler: ({ params }) => plazas.get(params.id),
      }),
      endpoint({
        method: 'post',
        path: '/toll-plazas',
        summary: 'Cadastra uma praça de pedágio',
        access: 'toll-plaza-create',
        body: tollPlazaCreateSchema,
        response: tollPlazaRecordSchema,
        status: 201,
        message: 'Praça de pedágio cadastrada com sucesso.',
        handler: ({ body }) => plazas.create(body),
      }),
      endpoint({
        method: 'put',
        path: '/toll-plazas/:id',
        summary: 'Altera uma praça de pedágio',
        access: 'toll-plaza-edit',
        params: tollPlazaParams,
        body: tollPlazaUpdateSchema,
        response: tollPlazaRecordSchema,
        message: MESSAGES.updated,
        handler: ({ params, body }) => plazas.update(params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: '/toll-plazas/:id',
        summary: 'Exclui uma praça de pedágio, com suas tarifas e seu posicionamento no grafo',
        access: 'toll-plaza-delete',
        params: tollPlazaParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ params }) => plazas.remove(params.id),
      }),
      csvImportEndpoint(ctx, {
        path: '/toll-plazas/import',
        summary:
          'Importa praças de pedágio de um CSV no formato de pedagios/pracas.csv (corpo text/csv ou multipart, campo file); tudo ou nada',
        access: 'toll-plaza-import',
        dataset: 'toll-plazas',
        defaultFile: 'pracas.csv',
      }),
      csvImportEndpoint(ctx, {
        path: '/toll-plazas/discounts/import',
        summary:
          'Importa os descontos de tag das praças de um CSV no formato de pedagios/descontos_praca.csv; o percentual de uma praça alterado por um operador vale até o arquivo mudar o valor dessa praça; tudo ou nada',
        access: 'toll-plaza-import',
        dataset: 'toll-discounts',
        defaultFile: 'descontos_praca.csv',
      }),
      csvImportEndpoint(ctx, {
        path: '/toll-plazas/groups/import',
        summary:
          'Importa grupos de praças alternativas (numa passagem paga-se uma só praça do grupo) de um CSV no formato de pedagios/grupos_alternativos.csv; tudo ou nada',
        access: 'toll-plaza-import',
        dataset: 'toll-groups',
        defaultFile: 'grupos_alternativos.csv',
      }),
      csvImportEndpoint(ctx, {
        path: '/toll-plazas/point-to-point/import',
        summary:
          'Importa os pórticos ponto a ponto (cobram só veículos cadastrados no sistema) de um CSV no formato de pedagios/ponto_a_ponto.csv; tudo ou nada',
        access: 'toll-plaza-import',
        dataset: 'toll-point-to-point',
        defaultFile: 'ponto_a_ponto.csv',
      }),
    ],
  };
}
