import { z } from 'zod';
import { endpoint, ID, idParams } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { csvImportEndpoint } from '../../reference-data/csv-import-endpoint.ts';
import { tollPlazaParams } from '../toll-plazas/toll-plaza-schemas.ts';
import { tollTariffCreateSchema, tollTariffSchema, tollTariffUpdateSchema } from './toll-tariff-schemas.ts';
import { createTollTariffsService } from './toll-tariffs.service.ts';

/**
 * `/api/toll-plazas/{id}/tariffs` and `/api/toll-tariffs/{id}`: the fares of a plaza. A tariff is part of
 * its plaza, so the `toll-plaza-*` permissions guard them.
 */
export function tollTariffsResource(ctx: ServerContext): Resource {
  const tariffs = createTollTariffsService(ctx);
  return {
    tag: 'Tarifas de pedágio',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/toll-plazas/:id/tariffs',
        summary: 'Todas as tarifas de uma praça de pedágio (vigência mais recente primeiro)',
        access: 'toll-plaza-show',
        params: tollPlazaParams,
        response: z.array(tollTariffSchema),
        handler: ({ params }) => tariffs.list(params.id),
      }),
      endpoint({
        method: 'post',
        path: '/toll-plazas/:id/tariffs',
        summary: 'Cadastra uma tarifa de uma praça de pedágio',
        access: 'toll-plaza-create',
        params: tollPlazaParams,
        body: tollTariffCreateSchema,
        response: tollTariffSchema,
        status: 201,
        message: 'Tarifa cadastrada com sucesso.',
        handler: ({ params, body }) => tariffs.create(params.id, body),
      }),
      endpoint({
        method: 'put',
        path: `/toll-tariffs/${ID}`,
        summary: 'Altera uma tarifa de pedágio',
        access: 'toll-plaza-edit',
        params: idParams,
        body: tollTariffUpdateSchema,
        response: tollTariffSchema,
        message: MESSAGES.updated,
        handler: ({ params, body }) => tariffs.update(params.id, body),
      }),
      endpoint({
        method: 'delete',
        path: `/toll-tariffs/${ID}`,
        summary: 'Exclui uma tarifa de pedágio',
        access: 'toll-plaza-delete',
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ params }) => tariffs.remove(params.id),
      }),
      csvImportEndpoint(ctx, {
        path: '/toll-tariffs/import',
        summary:
          'Importa tarifas de pedágio de um CSV no formato de pedagios/tarifas.csv (corpo text/csv ou multipart, campo file); tudo ou nada',
        access: 'toll-plaza-import',
        dataset: 'toll-tariffs',
        defaultFile: 'tarifas.csv',
      }),
    ],
  };
}
