import { z } from 'zod';
import {
  pagedSchema,
  VPO_MESSAGES,
  vpoCancelRequestSchema,
  vpoListQuerySchema,
  vpoPurchaseRequestSchema,
  vpoQuoteRequestSchema,
  vpoQuoteSchema,
  vpoSchema,
  vpoSupplierConfigSchema,
  vpoSupplierConfigUpdateSchema,
  vpoSupplierOptionSchema,
  vpoTotalsSchema,
  entityIdTextSchema,
  isoDateSchema,
  parsePassagesCsv,
  vpoReconciliationSchema,
  entityIdSchema,
} from '@freight/core';
import { assertCompanyVisible } from '../access/company-scope.ts';
import { companySettingsEndpoints } from '../access/company-settings-endpoints.ts';
import { endpoint, ID, idParams } from '../http/endpoint.ts';
import type { Resource } from '../http/endpoint.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { errorBody, successBody } from '../http/response.ts';
import type { ServerContext } from '../server-context.ts';
import { exportResponse } from '../resources/routes/routes.export.ts';
import { MAX_VPO_EXPORT_ROWS, vpoExportTooLarge, writeVpoXlsx } from './vpo-export.ts';
import { createVpoService, VPO_SERVICE_MESSAGES } from './vpo.service.ts';
import { periodOf, reconcileWithPassages } from './vpo-reconciliation.ts';
import { readCsvUpload } from '../http/csv-upload.ts';
import { lineDetails } from '../reference-data/csv-import-endpoint.ts';
import { createVpoSupplierConfigs, SUPPLIER_CONFIG_MESSAGES } from './vpo-supplier-configs.ts';
import { pricedOn } from './vpo-quote.ts';
import { renderVpoReceiptPdf } from './receipt/index.ts';

/** Body of the Sem Parar reconciliation: the company and the statement's period (at most 31 days). */
const reconcileSemPararSchema = z
  .strictObject({ company_id: entityIdSchema, start: isoDateSchema, end: isoDateSchema })
  .refine((body) => body.start <= body.end, { message: 'O início deve ser antes do fim.', path: ['end'] })
  .refine((body) => Date.parse(body.end) - Date.parse(body.start) <= 31 * 86_400_000, {
    message: 'O período pode ter no máximo 31 dias.',
    path: ['end'],
  });

/** Statuses of a new purchase the buyer is told about as a failure (the record exists, with its reason). */
const FAILED_PURCHASE = new Set(['refused', 'failed', 'no_toll']);

/**
 * `/api/vpo` (issue 15): VPO quote, purchase (idempotent), report (list, totals, XLSX), one purchase with
 * its history and supplier exchanges, lookup of a purchase of unknown outcome, cancellation; and
 * `/api/companies/{id}/vpo-supplier`, each company's supplier settings. Permissions: vpo-buy, vpo-list,
 * vpo-show, vpo-cancel, vpo-export; company-settings for the supplier settings.
 */
export function vpoResource(ctx: ServerContext): Resource {
  const configs = createVpoSupplierConfigs(ctx, ctx.vpoSuppliers);
  const vpo = createVpoService(ctx, configs);
  return {
    tag: 'VPO (vale-pedágio obrigatório)',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/vpo/suppliers',
        summary: 'Fornecedores de VPO que a empresa pode usar agora',
        access: 'vpo-buy',
        query: z.object({ company_id: entityIdTextSchema }),
        response: z.array(vpoSupplierOptionSchema),
        handler: async ({ user, query }) => {
          if (!user.isSuperAdmin && !user.companyIds.includes(query.company_id)) throw notFound();
          return configs.options(query.company_id);
        },
      }),
      endpoint({
        method: 'post',
        path: '/vpo/quote',
        summary: 'Cota o VPO de uma rota salva para o veículo de uma placa (recalculada agora)',
        access: 'vpo-buy',
        body: vpoQuoteRequestSchema,
        response: vpoQuoteSchema,
        message: VPO_MESSAGES.quoted,
        handler: async ({ user, body, c }) => {
          const company = user.companyIds[0];
          if (company !== undefined) await ctx.fairUse.consume(company, 'route-calculation');
          return vpo.quote(user, body, c.req.raw.signal);
        },
      }),
      endpoint({
        method: 'post',
        path: '/vpo',
        summary:
          'Compra um VPO para uma rota salva (idempotente: a mesma idempotency_key devolve a mesma compra)',
        access: 'vpo-buy',
        body: vpoPurchaseRequestSchema,
        response: vpoSchema,
        status: 201,
        message: VPO_MESSAGES.purchased,
        handler: async ({ user, body, c }) => {
          const { vpo: bought, created } = await vpo.purchase(user, body);
          if (!created) return c.json(successBody(bought, 200, VPO_MESSAGES.repeated), 200);
          if (FAILED_PURCHASE.has(bought.status)) {
            const message = bought.status_message ?? VPO_MESSAGES.noToll;
            return c.json(
              {
                success: false,
                statusCode: 422,
                message,
                title: 'Erro!',
                details: null,
                data: bought,
                error: null,
              },
              422,
            );
          }
          const message = bought.status === 'unknown' ? VPO_MESSAGES.unknown : VPO_MESSAGES.purchased;
          return c.json(successBody(bought, 201, message), 201);
        },
      }),
      endpoint({
        method: 'get',
        path: '/vpo',
        summary:
          'Relatório de VPO (filtros date_start, date_end, status, plate, shipper_id, cost_center_id, supplier, route_id)',
        access: 'vpo-list',
        query: vpoListQuerySchema,
        response: pagedSchema(vpoSchema),
        handler: ({ user, query }) => vpo.list(user, query),
      }),
      endpoint({
        method: 'get',
        path: '/vpo/totals',
        summary: 'Totais do relatório de VPO com os mesmos filtros',
        access: 'vpo-list',
        query: vpoListQuerySchema,
        response: vpoTotalsSchema,
        handler: ({ user, query }) => vpo.totals(user, query),
      }),
      endpoint({
        method: 'get',
        path: '/vpo/export',
        summary: `Exporta o relatório de VPO filtrado em XLSX (até ${MAX_VPO_EXPORT_ROWS.toLocaleString('pt-BR')} linhas)`,
        access: 'vpo-export',
        query: vpoListQuerySchema,
        handler: async ({ user, query }) => {
          const totals = await vpo.totals(user, query);
          if (totals.count > MAX_VPO_EXPORT_ROWS) throw new HttpError(422, vpoExportTooLarge(totals.count));
          const body = await writeVpoXlsx(await vpo.rows(user, query));
          return exportResponse(body, 'xlsx', `vpo-${pricedOn(ctx.clock())}.xlsx`);
        },
      }),
      endpoint({
        method: 'get',
        path: `/vpo/${ID}`,
        summary: 'Um VPO com seu histórico e as trocas com o fornecedor',
        access: 'vpo-show',
        params: idParams,
        response: vpoSchema,
        handler: ({ user, params }) => vpo.get(user, params.id),
      }),
      endpoint({
        method: 'get',
        path: `/vpo/${ID}/pdf`,
        summary: 'O recibo do VPO em PDF (A4)',
        access: 'vpo-show',
        params: idParams,
        handler: async ({ user, params }) => {
          const bytes = await renderVpoReceiptPdf(await vpo.get(user, params.id));
          return new Response(new Uint8Array(bytes), {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': `attachment; filename="vpo-${params.id}.pdf"`,
              'Content-Length': String(bytes.byteLength),
              'Cache-Control': 'no-store',
            },
          });
        },
      }),
      endpoint({
        method: 'post',
        path: `/vpo/${ID}/cancel`,
        summary: 'Cancela um VPO emitido (o fornecedor pode recusar)',
        access: 'vpo-cancel',
        params: idParams,
        body: vpoCancelRequestSchema,
        response: vpoSchema,
        message: VPO_MESSAGES.cancelled,
        handler: ({ user, params, body }) => vpo.cancel(user, params.id, body),
      }),
      endpoint({
        method: 'post',
        path: `/vpo/${ID}/lookup`,
        summary: 'Consulta no fornecedor, pela nossa referência, uma compra de situação desconhecida',
        access: 'vpo-buy',
        params: idParams,
        response: vpoSchema,
        handler: ({ user, params }) => vpo.lookup(user, params.id),
      }),
      endpoint({
        method: 'post',
        path: '/vpo/reconciliation',
        summary:
          'Concilia os VPOs com um CSV de passagens (text/csv ou multipart campo file): praças compradas e não passadas, passagens cobradas e não compradas',
        access: 'vpo-export',
        response: z.array(vpoReconciliationSchema),
        handler: async ({ user, c }) => {
          const upload = await readCsvUpload(c, 'passagens.csv');
          const parsed = parsePassagesCsv(upload.text);
          if (!parsed.success) {
            const message = `O arquivo ${upload.file} tem erros; nada foi conciliado. Corrija as linhas indicadas e envie de novo.`;
            const errors = parsed.errors.map((error) => ({
              file: upload.file,
              line: error.line,
              message: error.field ? `${error.field}: ${error.message}` : error.message,
            }));
            return c.json(errorBody(422, message, lineDetails(errors), { errors }), 422);
          }
          return reconcileWithPassages(ctx, vpo, user, parsed.lines, periodOf(parsed.lines));
        },
      }),
      endpoint({
        method: 'post',
        path: '/vpo/reconciliation/semparar',
        summary: 'Concilia os VPOs da empresa com o extrato de créditos do Sem Parar (obterExtratoCreditos)',
        access: 'vpo-export',
        body: reconcileSemPararSchema,
        response: z.array(vpoReconciliationSchema),
        handler: async ({ user, body }) => {
          await assertCompanyVisible(ctx.db, user, body.company_id);
          const supplier = await configs.supplier(body.company_id, 'semparar');
          let passages;
          try {
            passages = await supplier.statement(body.start, body.end, {
              signal: AbortSignal.timeout(ctx.config.VPO_SUPPLIER_TIMEOUT_MS),
              record: () => undefined,
            });
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            throw new HttpError(503, VPO_SERVICE_MESSAGES.supplierFailed(message));
          }
          return reconcileWithPassages(ctx, vpo, user, passages, body, body.company_id);
        },
      }),
      ...companySettingsEndpoints(ctx, {
        path: 'vpo-supplier',
        readSummary: 'Configuração do fornecedor de VPO da empresa (sem a senha)',
        saveSummary: 'Altera a configuração do fornecedor de VPO da empresa (senha em branco mantém a atual)',
        response: vpoSupplierConfigSchema,
        body: vpoSupplierConfigUpdateSchema,
        savedMessage: SUPPLIER_CONFIG_MESSAGES.saved,
        store: configs,
      }),
    ],
  };
}
