import { and, asc, eq } from 'drizzle-orm';
import type {
  CostCenter,
  CostCenterCreate,
  CostCenterListQuery,
  CostCenterUpdate,
  Paged,
} from '@freight/core';
import { assertCompanyWritable, companyScope } from '../../access/company-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { contains } from '../../db/filters.ts';
import { orderByTerms } from '../../db/list-order.ts';
import { paginate } from '../../db/paginate.ts';
import { costCenters } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';

type CostCenterRow = typeof costCenters.$inferSelect;

/** The column of each sortable field of the cost-center list. */
const SORT_COLUMNS = {
  id: costCenters.id,
  name: costCenters.name,
  created_at: costCenters.created_at,
  updated_at: costCenters.updated_at,
};

/** A cost center as the API answers it: core's `costCenterSchema` plus timestamps. */
export type CostCenterRecord = CostCenter & { created_at: string; updated_at: string };

function toCostCenter(row: CostCenterRow): CostCenterRecord {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Cost centers of the user's companies (SPEC §3, §7): company-scoped like shippers; a name appears once
 * per company (409).
 */
export function createCostCentersService(ctx: ServerContext) {
  const { db } = ctx;

  async function find(user: Principal, id: number): Promise<CostCenterRow> {
    const [row] = await db
      .select()
      .from(costCenters)
      .where(and(companyScope(user, costCenters.company_id), eq(costCenters.id, id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(user: Principal, query: CostCenterListQuery): Promise<Paged<CostCenterRecord>> {
      const where = and(companyScope(user, costCenters.company_id), contains(costCenters.name, query.name));
      const page = await paginate(query, {
        count: () => db.$count(costCenters, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(costCenters)
            .where(where)
            .orderBy(...orderByTerms(query, SORT_COLUMNS, costCenters.id))
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: page.data.map(toCostCenter) };
    },

    async mine(user: Principal): Promise<CostCenterRecord[]> {
      const rows = await db
        .select()
        .from(costCenters)
        .where(companyScope(user, costCenters.company_id))
        .orderBy(asc(costCenters.name), asc(costCenters.id));
      return rows.map(toCostCenter);
    },

    async get(user: Principal, id: number): Promise<CostCenterRecord> {
      return toCostCenter(await find(user, id));
    },

    async create(user: Principal, body: CostCenterCreate): Promise<CostCenterRecord> {
      await assertCompanyWritable(db, user, body.company_id);
      const [row] = await db.insert(costCenters).values(body).returning();
      if (!row) throw new Error('insert returned no row');
      return toCostCenter(row);
    },

    async update(user: Principal, id: number, body: CostCenterUpdate): Promise<CostCenterRecord> {
      const current = await find(user, id);
      if (body.company_id !== undefined && body.company_id !== current.company_id) {
        await assertCompanyWritable(db, user, body.company_id);
      }
      if (Object.keys(body).length === 0) return toCostCenter(current);
      const [row] = await db.update(costCenters).set(body).where(eq(costCenters.id, id)).returning();
      if (!row) throw notFound();
      return toCostCenter(row);
    },

    async remove(user: Principal, id: number): Promise<void> {
      await find(user, id);
      await db.delete(costCenters).where(eq(costCenters.id, id));
    },
  };
}
