import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Paged } from '@freight/core';
import { tollPricingDate } from '@freight/core';
import { contains } from '../../db/filters.ts';
import { paginate } from '../../db/paginate.ts';
import { tollPlazaPlacements, tollPlazas, tollTariffs } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';
import { insideBox } from '../../reference-data/bbox.ts';
import {
  faresInForce,
  newPlazaRow,
  plazaColumns,
  POSITION_COLUMNS,
  toTollPlaza,
  toTollTariff,
} from './toll-plaza-record.ts';
import type {
  TollPlazaCreate,
  TollPlazaDetail,
  TollPlazaListQuery,
  TollPlazaRecord,
  TollPlazaUpdate,
} from './toll-plaza-schemas.ts';

type PlazaRow = typeof tollPlazas.$inferSelect;

/**
 * Toll plazas: reference data shared by every company (no company scope). Reads pick the fare table in
 * force with core's `tariffsInForce`; every write bumps `ctx.referenceData` so the route-calculation cache
 * reloads. A change of position (lat, lng, road, km, direction) drops the plaza's stored placement on the
 * road graph, which is then stale.
 */
export function createTollPlazasService(ctx: ServerContext) {
  const { db } = ctx;
  const today = (): string => tollPricingDate({ now: new Date(ctx.clock()) });

  async function find(id: string): Promise<PlazaRow> {
    const [row] = await db.select().from(tollPlazas).where(eq(tollPlazas.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function withFares(rows: readonly PlazaRow[], date: string): Promise<TollPlazaRecord[]> {
    if (rows.length === 0) return [];
    const tariffs = await db
      .select({
        plaza_id: tollTariffs.plaza_id,
        valid_from: tollTariffs.valid_from,
        multiplier: tollTariffs.multiplier,
        fare: tollTariffs.fare,
      })
      .from(tollTariffs)
      .where(
        inArray(
          tollTariffs.plaza_id,
          rows.map((row) => row.id),
        ),
      );
    const byPlaza = new Map<string, typeof tariffs>();
    for (const tariff of tariffs) {
      const list = byPlaza.get(tariff.plaza_id) ?? [];
      list.push(tariff);
      byPlaza.set(tariff.plaza_id, list);
    }
    return rows.map((row) => toTollPlaza(row, faresInForce(byPlaza.get(row.id) ?? [], date)));
  }

  return {
    async list(query: TollPlazaListQuery): Promise<Paged<TollPlazaRecord>> {
      const where = and(
        contains(tollPlazas.name, query.name),
        contains(tollPlazas.road, query.road),
        query.uf === undefined ? undefined : eq(tollPlazas.uf, query.uf),
        contains(tollPlazas.concessionaire, query.concessionaire),
        contains(tollPlazas.source, query.source),
        query.active === undefined ? undefined : eq(tollPlazas.active, query.active),
        insideBox(tollPlazas.lat, tollPlazas.lng, query.bbox),
      );
      const page = await paginate(query, {
        count: () => db.$count(tollPlazas, where),
        rows: ({ limit, offset }) =>
          db.select().from(tollPlazas).where(where).orderBy(asc(tollPlazas.id)).limit(limit).offset(offset),
      });
      return { ...page, data: await withFares(page.data, query.date ?? today()) };
    },

    async get(id: string): Promise<TollPlazaDetail> {
      const row = await find(id);
      const tariffs = await db
        .select()
        .from(tollTariffs)
        .where(eq(tollTariffs.plaza_id, id))
        .orderBy(desc(tollTariffs.valid_from), asc(tollTariffs.multiplier));
      return { ...toTollPlaza(row, faresInForce(tariffs, today())), tariffs: tariffs.map(toTollTariff) };
    },

    async create(body: TollPlazaCreate): Promise<TollPlazaRecord> {
      const [row] = await db.insert(tollPlazas).values(newPlazaRow(body)).returning();
      if (!row) throw new Error('insert returned no row');
      ctx.referenceData.bump();
      return toTollPlaza(row, faresInForce([], today()));
    },

    async update(id: string, body: TollPlazaUpdate): Promise<TollPlazaRecord> {
      const current = await find(id);
      const columns = plazaColumns(body);
      if (Object.keys(columns).length === 0) return (await withFares([current], today()))[0]!;
      const moved = POSITION_COLUMNS.some(
        (column) => column in columns && columns[column] !== current[column],
      );
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(tollPlazas).set(columns).where(eq(tollPlazas.id, id)).returning();
        if (moved) await tx.delete(tollPlazaPlacements).where(eq(tollPlazaPlacements.plaza_id, id));
        return updated;
      });
      if (!row) throw notFound();
      ctx.referenceData.bump();
      return (await withFares([row], today()))[0]!;
    },

    async remove(id: string): Promise<void> {
      const deleted = await db
        .delete(tollPlazas)
        .where(eq(tollPlazas.id, id))
        .returning({ id: tollPlazas.id });
      if (deleted.length === 0) throw notFound();
      ctx.referenceData.bump();
    },
  };
}
