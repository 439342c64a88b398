import { z } from 'zod';
import { pagedSchema } from '@freight/core';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { csvImportEndpoint } from '../../reference-data/csv-import-endpoint.ts';
import {
  freightCoefficientCreateSchema,
  freightCoefficientListQuerySchema,
  freightCoefficientRecordSchema,
  freightCoefficientUpdateSchema,
} from './freight-coefficient-schemas.ts';
import { createFreightCoefficientsService } from './freight-coefficients.service.ts';

/**
 * `/api/freight-coefficients`: the ANTT freight-floor coefficients (piso mínimo) shared by every company
 * and their administration (super-admin by default).
 */
export function freightCoefficientsResource(ctx: ServerContext): Resource {
  const coefficients = createFreightCoefficientsService(ctx);
  return {
    tag: 'Coeficientes de frete',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/freight-coefficients',
        summary:
          'Lista paginada de coeficientes do piso mínimo de frete (filtros act, table, cargo_kind, axles, date)',
        access: 'freight-coefficient-list',
        query: freightCoefficientListQuerySchema,
        response: pagedSchema(freightCoefficientRecordSchema),
        handler: ({ query }) => coefficients.list(query),
      }),
      endpoint({
        method: 'get',
        path: `/freight-coefficients/${ID}`,
        summary: 'Um coeficiente do piso mínimo de frete',
        access: 'freight-coefficient-show',
        params: idParams,
        response: freightCoefficientRecordSchema,
        handler: ({ params }) => coefficients.get(params.id),
      }),
      endpoint({
        method: 'post',
        path: '/freight-coefficients',
        summary: 'Cadastra um coeficiente do piso mínimo de frete',
        access: 'freight-coefficient-create',
        body: freightCoefficientCreateSchema,
        response: freightCoefficientRecordSchema,
        status: 201,
        message: 'Coeficiente de frete cadastrado com sucesso.',
        handler: ({ body }) => coefficients.create(body),
      }),
      endpoint({
        method: 'put',
        path: `/freight-coefficients/${ID}`,
        summary: 'Altera um coeficiente do piso mínimo de frete',
        access: 'freight-coefficient-edit',
        params: idParams,
        body: freightCoefficientUpdateSchema,
        response: freightCoefficientRecordSchema,
        message: MESSAGES.updated,
        handler: ({ params, body }) => coefficients.update(params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: `/freight-coefficients/${ID}`,
        summary: 'Exclui um coeficiente do piso mínimo de frete',
        access: 'freight-coefficient-delete',
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ params }) => coefficients.remove(params.id),
      }),
      csvImportEndpoint(ctx, {
        path: '/freight-coefficients/import',
        summary:
          'Importa coeficientes do piso mínimo de frete de um CSV no formato de frete/piso_minimo.csv (corpo text/csv ou multipart, campo file); tudo ou nada',
        access: 'freight-coefficient-import',
        dataset: 'freight-coefficients',
        defaultFile: 'piso_minimo.csv',
      }),
    ],
  };
}
