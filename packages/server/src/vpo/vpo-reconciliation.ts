import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { reconcileStatement } from '@freight/core';
import type { VpoReconciliation, VpoStatementLine } from '@freight/core';
import { companyScope } from '../access/company-scope.ts';
import type { Principal } from '../access/principal.ts';
import { vpoPurchases } from '../db/schema.ts';
import type { ServerContext } from '../server-context.ts';
import type { VpoService } from './vpo.service.ts';

/** Statuses of a purchase whose plazas were bought (a statement's passages are checked against them). */
export const BOUGHT_STATUSES = ['issued', 'cancel_pending', 'closed', 'expired'] as const;

/**
 * Reconciles the caller's bought VPOs whose validity overlaps `period` (`yyyy-MM-dd`, inclusive) with
 * `passages`: per VPO, plazas bought but not passed and passages charged but not bought (core's
 * `reconcileStatement`); passages of no VPO come last, per plate.
 */
export async function reconcileWithPassages(
  ctx: ServerContext,
  vpo: VpoService,
  user: Principal,
  passages: readonly VpoStatementLine[],
  period: { start: string; end: string },
  companyId?: number,
): Promise<VpoReconciliation[]> {
  const rows = await ctx.db
    .select()
    .from(vpoPurchases)
    .where(
      and(
        companyScope(user, vpoPurchases.company_id),
        companyId === undefined ? undefined : sql`${vpoPurchases.company_id} = ${companyId}`,
        inArray(vpoPurchases.status, [...BOUGHT_STATUSES]),
        gte(vpoPurchases.expiration_date, period.start),
        lte(sql`(${vpoPurchases.created_at} at time zone 'America/Sao_Paulo')::date`, period.end),
      ),
    )
    .orderBy(vpoPurchases.id);
  const vpos = await Promise.all(rows.map((row) => vpo.present(row)));
  return reconcileStatement(vpos, passages);
}

/** The first and last day of the passages (`yyyy-MM-dd`). */
export function periodOf(passages: readonly VpoStatementLine[]): { start: string; end: string } {
  const days = passages.map((passage) => passage.passed_at.slice(0, 10)).sort();
  return { start: days[0] ?? '0000-01-01', end: days.at(-1) ?? '9999-12-31' };
}
