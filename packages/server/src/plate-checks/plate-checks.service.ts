import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type {
  Paged,
  PlateCheckBatchCreate,
  PlateCheckDetail,
  PlateCheckListQuery,
  PlateCheckOne,
  PlateCheckRecord,
} from '@freight/core';
import { assertCompanyWritable, companyScope } from '../access/company-scope.ts';
import { createUserNames } from '../access/user-names.ts';
import type { Principal } from '../access/principal.ts';
import { brasiliaMidnight, nextDay } from '../db/brasilia-day.ts';
import { contains } from '../db/filters.ts';
import { paginate } from '../db/paginate.ts';
import { plateCheckItems, plateChecks, plates } from '../db/schema.ts';
import { HttpError, invalid, notFound } from '../http/http-error.ts';
import type { ServerContext } from '../server-context.ts';
import { plateCheckRuntime } from './plate-check-runtime.ts';
import { booleansOf, finalStatus, toPlateCheckItem, toPlateCheckRecord } from './plate-check-record.ts';
import type { PlateCheckItemRow, PlateCheckRow } from './plate-check-record.ts';

/** pt-BR messages of the plate checks. */
export const PLATE_CHECK_MESSAGES = {
  companyRequired: 'Informe a empresa.',
  noCompanyPlates: 'A empresa não tem placas cadastradas.',
  notCancellable: 'A consulta já terminou e não pode ser cancelada.',
  cancelled: 'Consulta cancelada.',
  singleDescription: (plate: string) => `Consulta da placa ${plate}`,
} as const;

const ITEM_INSERT_CHUNK = 1000;

/**
 * Plate checks of the user's companies (issue 16): check one plate now, create batches processed in the
 * background, list, read, cancel and delete records. Every query goes through `companyScope`; a foreign
 * id answers 404, a foreign `company_id` 422.
 */
export function createPlateChecksService(ctx: ServerContext) {
  const { db } = ctx;
  const { processor } = plateCheckRuntime(ctx);
  const userName = createUserNames(db);

  async function find(user: Principal, id: number): Promise<PlateCheckRow> {
    const [row] = await db
      .select()
      .from(plateChecks)
      .where(and(companyScope(user, plateChecks.company_id), eq(plateChecks.id, id)));
    if (!row) throw notFound();
    return row;
  }

  /** The company of a call: the one named (it must be the user's), else the user's only one. */
  async function companyOf(user: Principal, named: number | undefined, fallback?: number): Promise<number> {
    const companyId = named ?? fallback ?? (user.companyIds.length === 1 ? user.companyIds[0] : undefined);
    if (companyId === undefined) throw invalid({ company_id: PLATE_CHECK_MESSAGES.companyRequired });
    await assertCompanyWritable(db, user, companyId);
    return companyId;
  }

  /** A batch's record with its plates, pending: the processor takes it from there. */
  async function createBatchRecord(
    user: Principal,
    companyId: number,
    description: string,
    plateList: readonly string[],
  ): Promise<PlateCheckRow> {
    const { provider } = await plateCheckRuntime(ctx).configs.sourceOf(companyId);
    const createdByName = await userName(user);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(plateChecks)
        .values({
          company_id: companyId,
          kind: 'batch',
          description,
          status: 'pending',
          source: provider.source,
          total: plateList.length,
          created_by: user.id,
          created_by_name: createdByName,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      for (let start = 0; start < plateList.length; start += ITEM_INSERT_CHUNK) {
        await tx
          .insert(plateCheckItems)
          .values(
            plateList.slice(start, start + ITEM_INSERT_CHUNK).map((plate) => ({ check_id: row.id, plate })),
          );
      }
      return row;
    });
  }

  return {
    async checkOne(
      user: Principal,
      body: { plate: string; company_id?: number | undefined },
    ): Promise<PlateCheckOne> {
      let owner: number | undefined;
      if (body.company_id === undefined && user.companyIds.length > 0) {
        const [plate] = await db
          .select({ company_id: plates.company_id })
          .from(plates)
          .where(and(inArray(plates.company_id, [...user.companyIds]), eq(plates.plate, body.plate)))
          .orderBy(asc(plates.company_id))
          .limit(1);
        owner = plate?.company_id ?? [...user.companyIds].sort((a, b) => a - b)[0];
      }
      const companyId = await companyOf(user, body.company_id, owner);
      // ask first, then write the record with its answer in one transaction: a single check is never
      // left 'processing', and it costs half the round trips of a batch's bookkeeping
      const { answers, source } = await processor.checkNow(companyId, body.plate);
      const createdByName = await userName(user);
      const checkedAt = new Date(ctx.clock());
      const answered = answers.filter((answer) => answer.answered).length;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(plateChecks)
          .values({
            company_id: companyId,
            kind: 'single',
            description: PLATE_CHECK_MESSAGES.singleDescription(body.plate),
            status: finalStatus(answered, 1),
            source,
            total: 1,
            processed: 1,
            created_by: user.id,
            created_by_name: createdByName,
          })
          .returning({ id: plateChecks.id });
        if (!inserted) throw new Error('insert returned no row');
        await tx
          .insert(plateCheckItems)
          .values({ check_id: inserted.id, plate: body.plate, answers, checked_at: checkedAt });
        return inserted;
      });
      return {
        id: row.id,
        plate: body.plate,
        ...booleansOf(answers),
        answers,
        source,
        checked_at: checkedAt.toISOString(),
      };
    },

    async createBatch(user: Principal, body: PlateCheckBatchCreate): Promise<PlateCheckRecord> {
      const companyId = await companyOf(user, body.company_id);
      let plateList: string[];
      if (body.all_company_plates === true) {
        const rows = await db
          .select({ plate: plates.plate })
          .from(plates)
          .where(eq(plates.company_id, companyId))
          .orderBy(asc(plates.plate));
        plateList = rows.map((row) => row.plate);
        if (plateList.length === 0)
          throw invalid({ all_company_plates: PLATE_CHECK_MESSAGES.noCompanyPlates });
      } else {
        plateList = [...new Set(body.plates ?? [])];
      }
      const row = await createBatchRecord(user, companyId, body.description, plateList);
      processor.start(row.id);
      return toPlateCheckRecord(row);
    },

    async list(user: Principal, query: PlateCheckListQuery): Promise<Paged<PlateCheckRecord>> {
      const where = and(
        companyScope(user, plateChecks.company_id),
        contains(plateChecks.description, query.description),
        query.status ? eq(plateChecks.status, query.status) : undefined,
        query.date_start ? gte(plateChecks.created_at, brasiliaMidnight(query.date_start)) : undefined,
        query.date_end ? lt(plateChecks.created_at, brasiliaMidnight(nextDay(query.date_end))) : undefined,
      );
      const page = await paginate(query, {
        count: () => db.$count(plateChecks, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(plateChecks)
            .where(where)
            .orderBy(desc(plateChecks.created_at), desc(plateChecks.id))
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: page.data.map(toPlateCheckRecord) };
    },

    async get(user: Principal, id: number): Promise<PlateCheckDetail> {
      const row = await find(user, id);
      const items = await this.items(row.id);
      return { ...toPlateCheckRecord(row), items: items.map(toPlateCheckItem) };
    },

    /** The plates of record `id` (already scoped), in the order they were given. */
    async items(id: number): Promise<PlateCheckItemRow[]> {
      return db
        .select()
        .from(plateCheckItems)
        .where(eq(plateCheckItems.check_id, id))
        .orderBy(asc(plateCheckItems.id));
    },

    async find(user: Principal, id: number): Promise<PlateCheckRow> {
      return find(user, id);
    },

    async cancel(user: Principal, id: number): Promise<PlateCheckRecord> {
      await find(user, id);
      const [row] = await db
        .update(plateChecks)
        .set({ status: 'cancelled' })
        .where(and(eq(plateChecks.id, id), inArray(plateChecks.status, ['pending', 'processing'])))
        .returning();
      if (!row) throw new HttpError(409, PLATE_CHECK_MESSAGES.notCancellable);
      processor.cancel(id);
      return toPlateCheckRecord(row);
    },

    async remove(user: Principal, id: number): Promise<void> {
      await find(user, id);
      processor.cancel(id);
      await db.delete(plateChecks).where(eq(plateChecks.id, id));
    },
  };
}

/** The plate-check service. */
export type PlateChecksService = ReturnType<typeof createPlateChecksService>;
