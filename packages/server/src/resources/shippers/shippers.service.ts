import { and, asc, eq } from 'drizzle-orm';
import type { Paged, Shipper, ShipperCreate, ShipperListQuery, ShipperUpdate } from '@freight/core';
import { assertCompanyWritable, companyScope } from '../../access/company-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { contains, documentContains } from '../../db/filters.ts';
import { orderByTerms } from '../../db/list-order.ts';
import { paginate } from '../../db/paginate.ts';
import { shippers } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';

type ShipperRow = typeof shippers.$inferSelect;

/** The column of each sortable field of the shipper list. */
const SORT_COLUMNS = {
  id: shippers.id,
  name: shippers.name,
  document: shippers.document,
  created_at: shippers.created_at,
  updated_at: shippers.updated_at,
};

/** The API shape of a shipper row (core's `shipperSchema`, plus timestamps). */
function toShipper(row: ShipperRow): Shipper & { created_at: string; updated_at: string } {
  return {
    id: row.id,
    company_id: row.company_id,
    document: row.document,
    name: row.name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Shippers of the user's companies. The model of a company-scoped resource: every query goes through
 * `companyScope`, every write of a `company_id` through `assertCompanyWritable`, a missing or foreign
 * id answers 404, duplicates 409 (unique index + `constraint-messages.ts`).
 */
export function createShippersService(ctx: ServerContext) {
  const { db } = ctx;

  async function find(user: Principal, id: number): Promise<ShipperRow> {
    const [row] = await db
      .select()
      .from(shippers)
      .where(and(companyScope(user, shippers.company_id), eq(shippers.id, id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(user: Principal, query: ShipperListQuery): Promise<Paged<Shipper>> {
      const where = and(
        companyScope(user, shippers.company_id),
        contains(shippers.name, query.name),
        documentContains(shippers.document, query.cnpj),
      );
      const page = await paginate(query, {
        count: () => db.$count(shippers, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(shippers)
            .where(where)
            .orderBy(...orderByTerms(query, SORT_COLUMNS, shippers.id))
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: page.data.map(toShipper) };
    },

    async mine(user: Principal): Promise<Shipper[]> {
      const rows = await db
        .select()
        .from(shippers)
        .where(companyScope(user, shippers.company_id))
        .orderBy(asc(shippers.name), asc(shippers.id));
      return rows.map(toShipper);
    },

    async get(user: Principal, id: number): Promise<Shipper> {
      return toShipper(await find(user, id));
    },

    async create(user: Principal, body: ShipperCreate): Promise<Shipper> {
      await assertCompanyWritable(db, user, body.company_id);
      const [row] = await db.insert(shippers).values(body).returning();
      if (!row) throw new Error('insert returned no row');
      return toShipper(row);
    },

    async update(user: Principal, id: number, body: ShipperUpdate): Promise<Shipper> {
      const current = await find(user, id);
      if (body.company_id !== undefined && body.company_id !== current.company_id) {
        await assertCompanyWritable(db, user, body.company_id);
      }
      if (Object.keys(body).length === 0) return toShipper(current);
      const [row] = await db.update(shippers).set(body).where(eq(shippers.id, id)).returning();
      if (!row) throw notFound();
      return toShipper(row);
    },

    async remove(user: Principal, id: number): Promise<void> {
      await find(user, id);
      await db.delete(shippers).where(eq(shippers.id, id));
    },
  };
}
