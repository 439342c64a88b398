import { z } from 'zod';
import {
  entityIdTextSchema,
  pagedSchema,
  plateCheckConfigSchema,
  plateCheckConfigUpdateSchema,
  plateCheckBatchCreateSchema,
  plateCheckDetailSchema,
  plateCheckFailureSchema,
  plateCheckListQuerySchema,
  plateCheckOneSchema,
  plateCheckRecordSchema,
  plateCheckRequestSchema,
  TEXT_LIMITS,
} from '@freight/core';
import { companySettingsEndpoints } from '../access/company-settings-endpoints.ts';
import { endpoint, ID, idParams } from '../http/endpoint.ts';
import type { Resource } from '../http/endpoint.ts';
import { MESSAGES } from '../http/messages.ts';
import { errorBody } from '../http/response.ts';
import { lineDetails } from '../reference-data/csv-import-endpoint.ts';
import { exportResponse } from '../resources/routes/routes.export.ts';
import type { ServerContext } from '../server-context.ts';
import { PLATE_CHECK_CONFIG_MESSAGES } from './plate-check-configs.ts';
import { writePlateCheckXlsx } from './plate-check-export.ts';
import { plateCheckRuntime } from './plate-check-runtime.ts';
import { readPlateListUpload } from './plate-list-upload.ts';
import { toPlateCheckRecord } from './plate-check-record.ts';
import { createPlateChecksService, PLATE_CHECK_MESSAGES } from './plate-checks.service.ts';

/** Query of the plate list upload (CSV or XLSX): the batch's description and, for a user of several companies, its company. */
const uploadQuerySchema = z.object({
  description: z.string().trim().min(1, 'Esse campo é obrigatório').max(TEXT_LIMITS.description),
  company_id: z.preprocess((v) => (v === '' ? undefined : v), entityIdTextSchema.optional()),
});

/**
 * `/api/plates-osa` (SPEC §7, issue 16): check one plate now, batches (typed plates, every plate of the
 * company, or a CSV/XLSX file) processed in the background, the records (list, one with its plates, cancel,
 * delete, XLSX); and `/api/companies/{id}/plate-check-source`, each company's source settings.
 * Permissions: plate-check, plate-check-list, -show, -cancel, -delete, -export; company-settings.
 */
export function plateChecksResource(ctx: ServerContext): Resource {
  const checks = createPlateChecksService(ctx);
  const { configs } = plateCheckRuntime(ctx);
  return {
    tag: 'Consultas de placa',
    endpoints: [
      endpoint({
        method: 'post',
        path: '/plates-osa/check-one',
        summary:
          'Consulta uma placa nas quatro operadoras de tag (ConectCar, Move Mais, Sem Parar, Veloe); a operadora que não responde vem como "Sem resposta"',
        access: 'plate-check',
        body: plateCheckRequestSchema,
        response: plateCheckOneSchema,
        failureAnswer: {
          description: 'A consulta não pôde ser feita (mensagem em pt-BR)',
          data: plateCheckFailureSchema,
        },
        handler: ({ user, body }) => checks.checkOne(user, body),
      }),
      endpoint({
        method: 'get',
        path: '/plates-osa',
        summary: 'Lista paginada das consultas de placa (filtros date_start, date_end, description, status)',
        access: 'plate-check-list',
        query: plateCheckListQuerySchema,
        response: pagedSchema(plateCheckRecordSchema),
        handler: ({ user, query }) => checks.list(user, query),
      }),
      endpoint({
        method: 'post',
        path: '/plates-osa',
        summary:
          'Cria um lote de consultas (placas digitadas ou todas as placas da empresa), processado em segundo plano',
        access: 'plate-check',
        body: plateCheckBatchCreateSchema,
        maxBodyBytes: 512 * 1024,
        response: plateCheckRecordSchema,
        status: 201,
        message: 'Consulta criada. As placas serão consultadas em segundo plano.',
        handler: ({ user, body }) => checks.createBatch(user, body),
      }),
      endpoint({
        method: 'post',
        path: '/plates-osa/upload',
        summary:
          'Cria um lote de consultas a partir de um arquivo de placas, CSV ou XLSX (primeira planilha; coluna placa/plate, senão a primeira), no corpo ou em multipart campo file; description e company_id na query',
        access: 'plate-check',
        query: uploadQuerySchema,
        response: plateCheckRecordSchema,
        status: 201,
        message: 'Consulta criada. As placas serão consultadas em segundo plano.',
        handler: async ({ user, query, c }) => {
          const upload = await readPlateListUpload(c);
          const { parsed } = upload;
          if (!parsed.success) {
            const message = `O arquivo ${upload.file} tem erros; nenhuma consulta foi criada. Corrija as linhas indicadas e envie de novo.`;
            const errors = parsed.errors.map((error) => ({ file: upload.file, ...error }));
            return c.json(errorBody(422, message, lineDetails(errors), { errors }), 422);
          }
          const body = plateCheckBatchCreateSchema.safeParse({
            description: query.description,
            company_id: query.company_id,
            plates: parsed.plates,
          });
          if (!body.success) {
            const message = body.error.issues[0]?.message ?? MESSAGES.invalidData;
            return c.json(errorBody(422, message, { file: message }), 422);
          }
          return checks.createBatch(user, body.data);
        },
      }),
      endpoint({
        method: 'get',
        path: `/plates-osa/${ID}`,
        summary: 'Uma consulta de placas, com as respostas de cada placa e o progresso',
        access: 'plate-check-show',
        params: idParams,
        response: plateCheckDetailSchema,
        handler: ({ user, params }) => checks.get(user, params.id),
      }),
      endpoint({
        method: 'delete',
        path: `/plates-osa/${ID}`,
        summary: 'Exclui uma consulta de placas (um lote em andamento para)',
        access: 'plate-check-delete',
        params: idParams,
        response: z.null(),
        message: MESSAGES.deleted,
        handler: ({ user, params }) => checks.remove(user, params.id),
      }),
      endpoint({
        method: 'get',
        path: `/plates-osa/${ID}/cancel`,
        summary: 'Cancela um lote de consultas ainda não terminado (409 quando já terminou)',
        access: 'plate-check-cancel',
        params: idParams,
        response: plateCheckRecordSchema,
        message: PLATE_CHECK_MESSAGES.cancelled,
        handler: ({ user, params }) => checks.cancel(user, params.id),
      }),
      endpoint({
        method: 'get',
        path: `/plates-osa/${ID}/export`,
        summary: 'Exporta uma consulta de placas (XLSX)',
        access: 'plate-check-export',
        params: idParams,
        handler: async ({ user, params }) => {
          const row = await checks.find(user, params.id);
          const body = await writePlateCheckXlsx(toPlateCheckRecord(row), await checks.items(row.id));
          return exportResponse(body, 'xlsx', `consulta-placas-${row.id}.xlsx`);
        },
      }),
      ...companySettingsEndpoints(ctx, {
        path: 'plate-check-source',
        readSummary: 'Fonte da consulta de placas da empresa (interna ou Target; sem a senha)',
        saveSummary: 'Altera a fonte da consulta de placas da empresa (senha em branco mantém a atual)',
        response: plateCheckConfigSchema,
        body: plateCheckConfigUpdateSchema,
        savedMessage: PLATE_CHECK_CONFIG_MESSAGES.saved,
        store: configs,
      }),
    ],
  };
}
