import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  applyOperationType,
  canMoveVpo,
  isVpoCancellable,
  validateCpfOrCnpj,
  VPO_MESSAGES,
  VPO_STATUS_LABELS,
  vpoExpirationProblem,
} from '@freight/core';
import type { Paged, Vpo, VpoCancelRequest, VpoListQuery, VpoStatus, VpoTotals } from '@freight/core';
import { companyScope } from '../access/company-scope.ts';
import { createUserNames } from '../access/user-names.ts';
import type { Principal } from '../access/principal.ts';
import { brasiliaMidnight, nextDay } from '../db/brasilia-day.ts';
import { contains } from '../db/filters.ts';
import { orderByTerms } from '../db/list-order.ts';
import { paginate } from '../db/paginate.ts';
import {
  companies,
  costCenters,
  savedRoutes,
  shippers,
  vpoEvents,
  vpoExchanges,
  vpoPurchases,
} from '../db/schema.ts';
import { HttpError, invalid, notFound } from '../http/http-error.ts';
import { createDatabaseTagProvider } from '../providers/tags/database-tag-provider.ts';
import { lookupTags } from '../providers/tags/lookup-tags.ts';
import type { ServerContext } from '../server-context.ts';
import { pricedOn, QUOTE_MESSAGES, quoteSavedRoute } from './vpo-quote.ts';
import { toVpo, toVpoEvent, toVpoExchange } from './vpo-record.ts';
import type { VpoRow } from './vpo-record.ts';
import type { VpoSupplierConfigs } from './vpo-supplier-configs.ts';
import type { z } from 'zod';
import type { vpoPurchaseRequestSchema } from '@freight/core';

/** A purchase request as the endpoint parsed it. */
export type VpoPurchase = z.output<typeof vpoPurchaseRequestSchema>;
import { SupplierTimeoutError, SupplierUnavailableError } from './suppliers/vpo-supplier.ts';
import type {
  SupplierCallContext,
  SupplierExchange,
  SupplierPurchaseInput,
  SupplierPurchaseResult,
  VpoSupplier,
} from './suppliers/vpo-supplier.ts';

/** pt-BR messages of the purchase service beyond core's `VPO_MESSAGES`. */
export const VPO_SERVICE_MESSAGES = {
  keyReused: 'Esta chave de idempotência já foi usada em outra compra.',
  shipperNotFound: 'Embarcador não encontrado.',
  costCenterNotFound: 'Centro de custo não encontrado.',
  notFound: 'VPO não encontrado.',
  notUnknown: 'Só uma compra com situação desconhecida ou aguardando confirmação é consultada no fornecedor.',
  lookupFound: 'Compra encontrada no fornecedor.',
  lookupNothing: 'O fornecedor não tem esta compra: nada foi comprado. Você pode comprar de novo.',
  cancelNoAnswer:
    'O fornecedor não respondeu ao cancelamento a tempo. O VPO ficou com cancelamento solicitado; tente cancelar de novo mais tarde.',
  supplierFailed: (message: string) => `O fornecedor não pôde atender: ${message}`,
} as const;

/** Column of each sortable field of the VPO list. */
const SORT_COLUMNS = {
  id: vpoPurchases.id,
  created_at: vpoPurchases.created_at,
  expiration_date: vpoPurchases.expiration_date,
  status: vpoPurchases.status,
  plate: vpoPurchases.plate,
  route_slug: vpoPurchases.route_slug,
  purchased_value: vpoPurchases.purchased_cents,
};

const cents = (reais: number) => Math.round(reais * 100);

/** The report's order: the sort asked for, else the newest purchase first. */
const reportOrder = (query: Partial<VpoListQuery>) =>
  query.sort
    ? orderByTerms(query, SORT_COLUMNS, vpoPurchases.id)
    : [desc(vpoPurchases.created_at), desc(vpoPurchases.id)];

/** The list's filters as a condition (the caller's companies always). */
export function vpoFilters(user: Principal, query: Partial<VpoListQuery>): SQL | undefined {
  return and(
    companyScope(user, vpoPurchases.company_id),
    query.date_start ? gte(vpoPurchases.created_at, brasiliaMidnight(query.date_start)) : undefined,
    query.date_end ? lt(vpoPurchases.created_at, brasiliaMidnight(nextDay(query.date_end))) : undefined,
    query.status ? eq(vpoPurchases.status, query.status) : undefined,
    contains(vpoPurchases.plate, query.plate?.replace(/[^A-Za-z0-9]/g, '')),
    query.shipper_id ? eq(vpoPurchases.shipper_id, query.shipper_id) : undefined,
    query.cost_center_id ? eq(vpoPurchases.cost_center_id, query.cost_center_id) : undefined,
    query.supplier ? eq(vpoPurchases.supplier, query.supplier) : undefined,
    query.route_id ? eq(vpoPurchases.route_id, query.route_id) : undefined,
  );
}

/** SHA-256 of what a purchase asks (the key left out): the same key must come with the same request. */
function requestHash(body: Omit<VpoPurchase, 'idempotency_key'>): string {
  const entries = Object.entries(body).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

/** A new client reference: what the supplier knows the purchase by (`vpo-` and 20 hex digits). */
const newClientReference = () => `vpo-${randomBytes(10).toString('hex')}`;

/** The supplier's free texts of a purchase (each at most 40 characters). */
function supplierRemarks(row: VpoRow): string[] {
  return [
    row.code ? `Codigo ${row.code}` : '',
    row.cost_center_name ? `CC ${row.cost_center_name}` : '',
    row.shipper_document ? `Embarcador ${row.shipper_document}` : '',
    row.remarks,
  ]
    .map((text) => text.slice(0, 40))
    .filter((text) => text !== '');
}

/**
 * VPO purchases (issue 15): quote, idempotent purchase through the chosen supplier, settlement of a
 * purchase whose answer never came by a lookup of our client reference (never a blind retry),
 * cancellation, the report with filters and totals, and the history and supplier exchanges of each
 * purchase. Every query is scoped to the caller's companies.
 */
export function createVpoService(ctx: ServerContext, configs: VpoSupplierConfigs) {
  const { db, logger } = ctx;

  async function companyOf(id: number) {
    const [company] = await db.select().from(companies).where(eq(companies.id, id));
    if (!company) throw notFound();
    return company;
  }

  async function find(user: Principal, id: number): Promise<VpoRow> {
    const [row] = await db
      .select()
      .from(vpoPurchases)
      .where(and(companyScope(user, vpoPurchases.company_id), eq(vpoPurchases.id, id)));
    if (!row) throw notFound(VPO_SERVICE_MESSAGES.notFound);
    return row;
  }

  async function present(row: VpoRow, full = false): Promise<Vpo> {
    const company = await companyOf(row.company_id);
    if (!full) return toVpo(row, company);
    const history = await db
      .select()
      .from(vpoEvents)
      .where(eq(vpoEvents.vpo_id, row.id))
      .orderBy(asc(vpoEvents.id));
    const exchanges = await db
      .select()
      .from(vpoExchanges)
      .where(eq(vpoExchanges.vpo_id, row.id))
      .orderBy(asc(vpoExchanges.id));
    return toVpo(row, company, {
      history: history.map(toVpoEvent),
      exchanges: exchanges.map(toVpoExchange),
    });
  }

  /** Moves `row` to `to` (a transition core's `VPO_TRANSITIONS` allows) with `fields`, and records the step. */
  async function move(
    row: VpoRow,
    to: VpoStatus,
    note: string,
    user: Principal | null,
    fields: Partial<typeof vpoPurchases.$inferInsert> = {},
  ): Promise<VpoRow> {
    if (row.status !== to && !canMoveVpo(row.status as VpoStatus, to)) {
      throw new Error(`VPO ${row.id}: ${row.status} → ${to} is not a transition`);
    }
    const [updated] = await db
      .update(vpoPurchases)
      .set({ ...fields, status: to, updated_at: new Date(ctx.clock()) })
      .where(eq(vpoPurchases.id, row.id))
      .returning();
    await db.insert(vpoEvents).values({
      vpo_id: row.id,
      status: to,
      user_id: user?.id ?? null,
      user_name: user ? await userName(user) : null,
      note,
      at: new Date(ctx.clock()),
    });
    return updated ?? row;
  }

  const userName = createUserNames(db);

  /** Calls the supplier with a time limit, archiving every exchange with the purchase. */
  async function callSupplier<T>(row: VpoRow, run: (call: SupplierCallContext) => Promise<T>): Promise<T> {
    const exchanges: SupplierExchange[] = [];
    const signal = AbortSignal.timeout(ctx.config.VPO_SUPPLIER_TIMEOUT_MS);
    try {
      return await Promise.race([
        run({ signal, record: (exchange) => exchanges.push(exchange) }),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new SupplierTimeoutError('supplier timed out')), {
            once: true,
          }),
        ),
      ]);
    } finally {
      if (exchanges.length > 0) {
        await db.insert(vpoExchanges).values(
          exchanges.map((exchange) => ({
            vpo_id: row.id,
            operation: exchange.operation,
            request: exchange.request,
            response: exchange.response,
            outcome: exchange.outcome,
            duration_ms: Math.max(0, Math.round(exchange.durationMs)),
            at: new Date(ctx.clock()),
          })),
        );
      }
    }
  }

  function purchaseInput(row: VpoRow, carrierDocument: string): SupplierPurchaseInput {
    const lines = (row.lines as SupplierPurchaseInput['lines']) ?? [];
    return {
      clientReference: row.client_reference,
      routeName: `${row.route_slug}`.slice(0, 60),
      plate: row.plate,
      axis: row.axis - row.suspended_axles,
      category: row.vehicle_category,
      startDate: row.priced_on,
      endDate: row.expiration_date,
      lines,
      total: (row.quoted_cents ?? 0) / 100,
      shipperDocument: row.shipper_document ?? '',
      carrierDocument,
      tag: row.tag_operator,
      remarks: supplierRemarks(row),
    };
  }

  /** Records what the supplier answered to a purchase or to its lookup. */
  async function settle(
    row: VpoRow,
    result: SupplierPurchaseResult,
    user: Principal | null,
    note: string,
  ): Promise<VpoRow> {
    switch (result.status) {
      case 'issued':
      case 'pending':
        return move(row, result.status, note, user, {
          trip_number: result.tripNumber,
          receipt_number: result.receiptNumber ?? row.receipt_number,
          purchase_id: result.purchaseId ?? row.purchase_id,
          antt_vpo_id: result.anttVpoId ?? row.antt_vpo_id,
          purchased_cents: result.value === null ? null : cents(result.value),
          tag_operator: result.tagOperator ?? row.tag_operator,
          issued_at: result.status === 'issued' ? new Date(ctx.clock()) : null,
          status_message: null,
        });
      case 'refused':
        return move(row, 'refused', result.message, user, { status_message: result.message });
      case 'no_toll':
        return move(row, 'no_toll', result.message, user, { status_message: result.message });
    }
  }

  /** Sends the purchase to the supplier and records the outcome; a time-out leaves it `unknown`. */
  async function buy(row: VpoRow, supplier: VpoSupplier, user: Principal): Promise<VpoRow> {
    const company = await companyOf(row.company_id);
    const pending = await move(row, 'pending', 'Compra enviada ao fornecedor.', user);
    try {
      const result = await callSupplier(pending, (call) =>
        supplier.purchase(purchaseInput(pending, company.cnpj), call),
      );
      return await settle(pending, result, user, result.status === 'issued' ? VPO_MESSAGES.purchased : '');
    } catch (error) {
      return afterFailedCall(pending, error, user);
    }
  }

  async function afterFailedCall(row: VpoRow, error: unknown, user: Principal | null): Promise<VpoRow> {
    if (error instanceof SupplierUnavailableError) {
      const message = VPO_SERVICE_MESSAGES.supplierFailed(error.message);
      return move(row, 'failed', message, user, { status_message: message });
    }
    if (!(error instanceof SupplierTimeoutError)) {
      logger.error('VPO purchase: unexpected supplier error; outcome unknown', {
        vpo: row.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    return move(row, 'unknown', VPO_MESSAGES.unknown, user, { status_message: VPO_MESSAGES.unknown });
  }

  /** Settles a purchase of unknown outcome by asking the supplier for our client reference. */
  async function settleByLookup(row: VpoRow, user: Principal | null): Promise<VpoRow> {
    const company = await companyOf(row.company_id);
    const supplier = await configs.supplier(row.company_id, row.supplier as Vpo['supplier']);
    let found: SupplierPurchaseResult | null;
    try {
      found = await callSupplier(row, (call) =>
        supplier.lookup(row.client_reference, purchaseInput(row, company.cnpj), call),
      );
    } catch (error) {
      if (error instanceof SupplierTimeoutError || error instanceof SupplierUnavailableError) {
        throw new HttpError(503, VPO_SERVICE_MESSAGES.supplierFailed(error.message));
      }
      throw error;
    }
    if (found === null) {
      return move(row, 'failed', VPO_SERVICE_MESSAGES.lookupNothing, user, {
        status_message: VPO_SERVICE_MESSAGES.lookupNothing,
      });
    }
    if (found.status === 'pending' && row.status === 'pending') return row;
    return settle(row, found, user, VPO_SERVICE_MESSAGES.lookupFound);
  }

  /** Issued purchases whose validity ended before `today` become `expired` (on every read). */
  async function expire(user: Principal): Promise<void> {
    const today = pricedOn(ctx.clock());
    const ended = await db
      .update(vpoPurchases)
      .set({ status: 'expired', updated_at: new Date(ctx.clock()) })
      .where(
        and(
          companyScope(user, vpoPurchases.company_id),
          eq(vpoPurchases.status, 'issued'),
          lt(vpoPurchases.expiration_date, today),
        ),
      )
      .returning({ id: vpoPurchases.id });
    if (ended.length > 0) {
      await db.insert(vpoEvents).values(
        ended.map(({ id }) => ({
          vpo_id: id,
          status: 'expired',
          note: 'Validade encerrada.',
          at: new Date(ctx.clock()),
        })),
      );
    }
  }

  async function repeat(row: VpoRow, hash: string, user: Principal) {
    if (row.request_hash !== hash) throw invalid({ idempotency_key: VPO_SERVICE_MESSAGES.keyReused });
    const settled = row.status === 'unknown' ? await settleByLookup(row, user).catch(() => row) : row;
    return { vpo: await present(settled, true), created: false };
  }

  return {
    quote: (user: Principal, request: Parameters<typeof quoteSavedRoute>[2], signal?: AbortSignal) =>
      quoteSavedRoute(ctx, user, request, signal).then((quoted) => quoted.quote),

    /**
     * Buys a VPO. `created` is false when the key was already used for the same request: that purchase is
     * answered (settled by a lookup first when its outcome is unknown) and nothing is bought again.
     */
    async purchase(user: Principal, request: VpoPurchase): Promise<{ vpo: Vpo; created: boolean }> {
      const { idempotency_key: key, ...fields } = request;
      const hash = requestHash(fields);
      const [route] = await db
        .select({ id: savedRoutes.id, company_id: savedRoutes.company_id })
        .from(savedRoutes)
        .where(and(companyScope(user, savedRoutes.company_id), eq(savedRoutes.id, request.route_id)));
      if (!route) throw notFound(QUOTE_MESSAGES.routeNotFound);
      const companyId = route.company_id;
      const byKey = () =>
        db
          .select()
          .from(vpoPurchases)
          .where(and(eq(vpoPurchases.company_id, companyId), eq(vpoPurchases.idempotency_key, key)))
          .then((rows) => rows[0]);
      const existing = await byKey();
      if (existing) return repeat(existing, hash, user);

      const today = pricedOn(ctx.clock());
      const expiration = vpoExpirationProblem(request.expiration_date, today);
      if (expiration === 'past') throw invalid({ expiration_date: VPO_MESSAGES.expirationPast });
      if (expiration === 'too-far') {
        throw invalid({ expiration_date: VPO_MESSAGES.expirationTooFar(15) });
      }
      const [shipper] = await db
        .select()
        .from(shippers)
        .where(and(eq(shippers.id, request.shipper_id), eq(shippers.company_id, companyId)));
      if (!shipper) throw invalid({ shipper_id: VPO_SERVICE_MESSAGES.shipperNotFound });
      let costCenterName: string | null = null;
      if (request.cost_center_id != null) {
        const [costCenter] = await db
          .select()
          .from(costCenters)
          .where(and(eq(costCenters.id, request.cost_center_id), eq(costCenters.company_id, companyId)));
        if (!costCenter) throw invalid({ cost_center_id: VPO_SERVICE_MESSAGES.costCenterNotFound });
        costCenterName = costCenter.name;
      }
      const supplier = await configs.supplier(companyId, request.supplier ?? 'builtin');
      const {
        quote,
        route: routeRow,
        plate,
        waypoints,
      } = await quoteSavedRoute(ctx, user, {
        route_id: request.route_id,
        plate_id: request.plate_id,
        suspended_axles: request.suspended_axles ?? 0,
      });
      if (quote.blocked) throw invalid({ route_id: quote.blocked }, quote.blocked);

      const company = await companyOf(companyId);
      const tags = await lookupTags(createDatabaseTagProvider(db), plate);
      const plateTags = tags.ok ? tags.tags : [];
      let tag: string | null = request.tag ?? null;
      if (tag !== null && !company.vpo_allow_select_tag) {
        if (!(plateTags.length === 1 && plateTags[0] === tag))
          throw invalid({ tag: VPO_MESSAGES.tagNotAllowed });
      }
      if (tag !== null && tags.ok && !plateTags.includes(tag))
        throw invalid({ tag: VPO_MESSAGES.tagUnknown });
      if (tag === null && plateTags.length === 1) tag = plateTags[0]!;

      const settings = applyOperationType(
        {
          operationType: request.operation_type ?? '',
          transportTaker: request.transport_taker ?? 'FOB',
          destinationDocument: request.destination_document ?? '',
        },
        waypoints.at(-1) ?? '',
      );
      if (settings.destinationDocument !== (request.destination_document ?? '')) {
        if (validateCpfOrCnpj(settings.destinationDocument) !== null || settings.destinationDocument === '') {
          throw invalid({ destination_document: VPO_MESSAGES.destinationFromWaypoint });
        }
      }

      const at = new Date(ctx.clock());
      const [created] = await db
        .insert(vpoPurchases)
        .values({
          company_id: companyId,
          idempotency_key: key,
          request_hash: hash,
          client_reference: newClientReference(),
          route_id: routeRow.id,
          route_slug: routeRow.slug,
          route_waypoints: waypoints,
          distance_km: quote.distance_km,
          status: 'quoted',
          supplier: request.supplier ?? 'builtin',
          tag_operator: tag,
          plate_id: plate.id,
          plate: plate.plate,
          vehicle_category: quote.vehicle.category,
          axis: plate.axis,
          suspended_axles: quote.vehicle.suspended_axles,
          rear_wheel_type: plate.rear_wheel_type,
          shipper_id: shipper.id,
          shipper_name: shipper.name,
          shipper_document: shipper.document,
          cost_center_id: request.cost_center_id ?? null,
          cost_center_name: costCenterName,
          code: request.code ?? '',
          remarks: request.remarks ?? '',
          origin_document: request.origin_document ?? '',
          destination_document: settings.destinationDocument,
          expiration_date: request.expiration_date,
          operation_type: settings.operationType,
          transport_taker: settings.transportTaker,
          lines: quote.lines,
          quoted_cents: quote.total === null ? null : cents(quote.total),
          priced_on: quote.priced_on,
          created_by: user.id,
          created_by_name: await userName(user),
          created_at: at,
          updated_at: at,
        })
        .onConflictDoNothing({ target: [vpoPurchases.company_id, vpoPurchases.idempotency_key] })
        .returning();
      if (!created) {
        const winner = await byKey();
        if (!winner) throw new Error('VPO purchase: key conflict without a row');
        return repeat(winner, hash, user);
      }
      await db.insert(vpoEvents).values({
        vpo_id: created.id,
        status: 'quoted',
        user_id: user.id,
        user_name: await userName(user),
        note: `Cotação de ${quote.lines.length} praça(s) em ${quote.priced_on}.`,
        at,
      });
      const bought = await buy(created, supplier, user);
      return { vpo: await present(bought, true), created: true };
    },

    async list(user: Principal, query: VpoListQuery): Promise<Paged<Vpo>> {
      await expire(user);
      const where = vpoFilters(user, query);
      const page = await paginate(query, {
        count: () => db.$count(vpoPurchases, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(vpoPurchases)
            .where(where)
            .orderBy(...reportOrder(query))
            .limit(limit)
            .offset(offset),
      });
      const companyIds = [...new Set(page.data.map((row) => row.company_id))];
      const companyRows =
        companyIds.length === 0
          ? []
          : await db.select().from(companies).where(inArray(companies.id, companyIds));
      const byId = new Map(companyRows.map((company) => [company.id, company]));
      return {
        ...page,
        data: page.data.map((row) => toVpo(row, byId.get(row.company_id) ?? { name: '', cnpj: '' })),
      };
    },

    async totals(user: Principal, query: Partial<VpoListQuery>): Promise<VpoTotals> {
      await expire(user);
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          quoted: sql<number>`coalesce(sum(${vpoPurchases.quoted_cents}), 0)::bigint`,
          purchased: sql<number>`coalesce(sum(${vpoPurchases.purchased_cents}), 0)::bigint`,
          unknown: sql<number>`count(*) filter (where ${vpoPurchases.purchased_cents} is null and ${vpoPurchases.status} in ('issued', 'closed', 'expired', 'unknown', 'pending', 'cancel_pending'))::int`,
        })
        .from(vpoPurchases)
        .where(vpoFilters(user, query));
      return {
        count: Number(row?.count ?? 0),
        quoted_value: Number(row?.quoted ?? 0) / 100,
        purchased_value: Number(row?.purchased ?? 0) / 100,
        unknown_values: Number(row?.unknown ?? 0),
      };
    },

    async get(user: Principal, id: number): Promise<Vpo> {
      await expire(user);
      return present(await find(user, id), true);
    },

    /** Rows of the export (filters and sort of the list, no paging). */
    async rows(user: Principal, query: Partial<VpoListQuery>) {
      await expire(user);
      return db
        .select()
        .from(vpoPurchases)
        .where(vpoFilters(user, query))
        .orderBy(...reportOrder(query));
    },

    async lookup(user: Principal, id: number): Promise<Vpo> {
      const row = await find(user, id);
      if (row.status !== 'unknown' && row.status !== 'pending') {
        throw new HttpError(422, VPO_SERVICE_MESSAGES.notUnknown);
      }
      return present(await settleByLookup(row, user), true);
    },

    async cancel(user: Principal, id: number, body: VpoCancelRequest): Promise<Vpo> {
      const row = await find(user, id);
      if (!isVpoCancellable(row.status as VpoStatus) || !row.trip_number) {
        throw new HttpError(
          422,
          `${VPO_MESSAGES.notCancellable} Situação: ${VPO_STATUS_LABELS[row.status as VpoStatus] ?? row.status}.`,
        );
      }
      const supplier = await configs.supplier(row.company_id, row.supplier as Vpo['supplier']);
      const asked =
        row.status === 'cancel_pending'
          ? row
          : await move(row, 'cancel_pending', `Cancelamento solicitado: ${body.reason}`, user, {
              cancel_reason: body.reason,
            });
      let result;
      try {
        result = await callSupplier(asked, (call) => supplier.cancel(row.trip_number!, body.reason, call));
      } catch (error) {
        if (error instanceof SupplierUnavailableError) {
          await move(asked, 'issued', VPO_SERVICE_MESSAGES.supplierFailed(error.message), user);
          throw new HttpError(503, VPO_SERVICE_MESSAGES.supplierFailed(error.message));
        }
        throw new HttpError(504, VPO_SERVICE_MESSAGES.cancelNoAnswer);
      }
      if (result.status === 'refused') {
        await move(asked, 'issued', `Cancelamento recusado pelo fornecedor: ${result.message}`, user, {
          cancel_reason: null,
        });
        throw new HttpError(422, result.message);
      }
      const cancelled = await move(asked, 'cancelled', VPO_MESSAGES.cancelled, user, {
        cancelled_at: new Date(ctx.clock()),
        cancel_reason: body.reason,
      });
      return present(cancelled, true);
    },

    /** One purchase as stored (the PDF and the reconciliation read it). */
    find,
    present,
  };
}

/** The VPO service. */
export type VpoService = ReturnType<typeof createVpoService>;
