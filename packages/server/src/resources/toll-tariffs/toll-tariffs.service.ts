import { asc, desc, eq } from 'drizzle-orm';
import { tollPlazas, tollTariffs } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';
import { toTollTariff } from '../toll-plazas/toll-plaza-record.ts';
import type { TollTariff, TollTariffCreate, TollTariffUpdate } from './toll-tariff-schemas.ts';

type TariffRow = typeof tollTariffs.$inferSelect;

/**
 * Fares of the toll plazas (part of their plaza: managed with the `toll-plaza-*` permissions). Every
 * write bumps `ctx.referenceData`; a repeated (plaza, start date, multiplier) answers 409.
 */
export function createTollTariffsService(ctx: ServerContext) {
  const { db } = ctx;

  async function assertPlaza(plazaId: string): Promise<void> {
    const [plaza] = await db.select({ id: tollPlazas.id }).from(tollPlazas).where(eq(tollPlazas.id, plazaId));
    if (!plaza) throw notFound();
  }

  async function find(id: number): Promise<TariffRow> {
    const [row] = await db.select().from(tollTariffs).where(eq(tollTariffs.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(plazaId: string): Promise<TollTariff[]> {
      await assertPlaza(plazaId);
      const rows = await db
        .select()
        .from(tollTariffs)
        .where(eq(tollTariffs.plaza_id, plazaId))
        .orderBy(desc(tollTariffs.valid_from), asc(tollTariffs.multiplier));
      return rows.map(toTollTariff);
    },

    async create(plazaId: string, body: TollTariffCreate): Promise<TollTariff> {
      await assertPlaza(plazaId);
      const [row] = await db
        .insert(tollTariffs)
        .values({ ...body, plaza_id: plazaId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      ctx.referenceData.bump();
      return toTollTariff(row);
    },

    async update(id: number, body: TollTariffUpdate): Promise<TollTariff> {
      const current = await find(id);
      const columns = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      if (Object.keys(columns).length === 0) return toTollTariff(current);
      const [row] = await db.update(tollTariffs).set(columns).where(eq(tollTariffs.id, id)).returning();
      if (!row) throw notFound();
      ctx.referenceData.bump();
      return toTollTariff(row);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(tollTariffs)
        .where(eq(tollTariffs.id, id))
        .returning({ id: tollTariffs.id });
      if (deleted.length === 0) throw notFound();
      ctx.referenceData.bump();
    },
  };
}
