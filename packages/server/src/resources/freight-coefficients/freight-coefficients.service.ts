import { and, asc, desc, eq, gt, gte, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FieldErrors, Paged } from '@freight/core';
import { freightCoefficientSchema } from '@freight/core';
import type { Database } from '../../db/database.ts';
import { contains } from '../../db/filters.ts';
import { paginate } from '../../db/paginate.ts';
import { freightCoefficients } from '../../db/schema.ts';
import { invalid, notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';
import type {
  FreightCoefficientCreate,
  FreightCoefficientListQuery,
  FreightCoefficientRecord,
  FreightCoefficientUpdate,
} from './freight-coefficient-schemas.ts';

type CoefficientRow = typeof freightCoefficients.$inferSelect;
type CoefficientInsert = typeof freightCoefficients.$inferInsert;

/** Core's field names → wire names. */
const WIRE_FIELD: Readonly<Record<string, string>> = {
  validFrom: 'valid_from',
  validTo: 'valid_to',
  cargoKind: 'cargo_kind',
};

function toCoefficient(row: CoefficientRow): FreightCoefficientRecord {
  return {
    id: row.id,
    act: row.act,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    table: row.table_id,
    cargo_kind: row.cargo_kind,
    axles: row.axles,
    ccd: row.ccd,
    cc: row.cc,
    source: row.source,
    note: row.note,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function coefficientColumns(body: FreightCoefficientUpdate): Partial<CoefficientInsert> {
  const columns: Partial<CoefficientInsert> = {
    act: body.act,
    valid_from: body.valid_from,
    valid_to: body.valid_to,
    table_id: body.table,
    cargo_kind: body.cargo_kind,
    axles: body.axles,
    ccd: body.ccd,
    cc: body.cc,
    source: body.source,
    note: body.note,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Checks the whole row (after a change) with core's `freightCoefficientSchema`; 422 per field otherwise. */
function assertCoreCoefficient(row: CoefficientInsert): void {
  const parsed = freightCoefficientSchema.safeParse({
    act: row.act,
    validFrom: row.valid_from,
    validTo: row.valid_to ?? null,
    table: row.table_id,
    cargoKind: row.cargo_kind,
    axles: row.axles,
    ccd: row.ccd,
    cc: row.cc,
    source: row.source ?? '',
  });
  if (parsed.success) return;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'root');
    const field = WIRE_FIELD[key] ?? key;
    errors[field] ??= issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  }
  throw invalid(errors);
}

/**
 * The rows in force on `date`, as core's `coefficientsInForce` chooses them: valid that day, and no other
 * row of the same (table, cargo kind, axles) cell valid that day starts later (or on the same day with a
 * smaller id: the first row given wins).
 */
function inForceOn(db: Database, date: string | undefined): SQL | undefined {
  if (date === undefined) return undefined;
  const newer = alias(freightCoefficients, 'newer');
  const row = freightCoefficients;
  return and(
    lte(row.valid_from, date),
    or(isNull(row.valid_to), gte(row.valid_to, date)),
    notExists(
      db
        .select({ one: sql`1` })
        .from(newer)
        .where(
          and(
            eq(newer.table_id, row.table_id),
            eq(newer.cargo_kind, row.cargo_kind),
            eq(newer.axles, row.axles),
            lte(newer.valid_from, date),
            or(isNull(newer.valid_to), gte(newer.valid_to, date)),
            or(
              gt(newer.valid_from, row.valid_from),
              and(eq(newer.valid_from, row.valid_from), lt(newer.id, row.id)),
            ),
          ),
        ),
    ),
  );
}

/**
 * The ANTT freight-floor coefficients: reference data shared by every company (no company scope). Every
 * write is checked with core's freight schema and bumps `ctx.referenceData`.
 */
export function createFreightCoefficientsService(ctx: ServerContext) {
  const { db } = ctx;

  async function find(id: number): Promise<CoefficientRow> {
    const [row] = await db.select().from(freightCoefficients).where(eq(freightCoefficients.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(query: FreightCoefficientListQuery): Promise<Paged<FreightCoefficientRecord>> {
      const where = and(
        contains(freightCoefficients.act, query.act),
        query.table === undefined ? undefined : eq(freightCoefficients.table_id, query.table),
        query.cargo_kind === undefined ? undefined : eq(freightCoefficients.cargo_kind, query.cargo_kind),
        query.axles === undefined ? undefined : eq(freightCoefficients.axles, query.axles),
        inForceOn(db, query.date),
      );
      const page = await paginate(query, {
        count: () => db.$count(freightCoefficients, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(freightCoefficients)
            .where(where)
            .orderBy(
              asc(freightCoefficients.table_id),
              asc(freightCoefficients.cargo_kind),
              asc(freightCoefficients.axles),
              desc(freightCoefficients.valid_from),
              asc(freightCoefficients.id),
            )
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: page.data.map(toCoefficient) };
    },

    async get(id: number): Promise<FreightCoefficientRecord> {
      return toCoefficient(await find(id));
    },

    async create(body: FreightCoefficientCreate): Promise<FreightCoefficientRecord> {
      const values: CoefficientInsert = {
        ...coefficientColumns(body),
        act: body.act,
        valid_from: body.valid_from,
        table_id: body.table,
        cargo_kind: body.cargo_kind,
        axles: body.axles,
        ccd: body.ccd,
        cc: body.cc,
      };
      assertCoreCoefficient(values);
      const [row] = await db.insert(freightCoefficients).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      ctx.referenceData.bump();
      return toCoefficient(row);
    },

    async update(id: number, body: FreightCoefficientUpdate): Promise<FreightCoefficientRecord> {
      const current = await find(id);
      const columns = coefficientColumns(body);
      if (Object.keys(columns).length === 0) return toCoefficient(current);
      assertCoreCoefficient({ ...current, ...columns });
      const [row] = await db
        .update(freightCoefficients)
        .set(columns)
        .where(eq(freightCoefficients.id, id))
        .returning();
      if (!row) throw notFound();
      ctx.referenceData.bump();
      return toCoefficient(row);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db
        .delete(freightCoefficients)
        .where(eq(freightCoefficients.id, id))
        .returning({ id: freightCoefficients.id });
      if (deleted.length === 0) throw notFound();
      ctx.referenceData.bump();
    },
  };
}
