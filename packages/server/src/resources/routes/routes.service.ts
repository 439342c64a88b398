import { and, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Paged, RouteType, SavedRoute, SavedRouteCreate } from '@freight/core';
import { stringifySavedRouteWaypoints } from '@freight/core';
import { assertCompanyWritable, companyScope } from '../../access/company-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { orderByTerms } from '../../db/list-order.ts';
import { paginate } from '../../db/paginate.ts';
import { companies, savedRoutes } from '../../db/schema.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';
import { exportFilename, exportResponse, writeCsv, writeXlsx } from './routes.export.ts';
import type { ExportRow } from './routes.export.ts';
import { savedRouteFilters } from './routes.filters.ts';
import { ID_MISMATCH_MESSAGE } from './routes.input.ts';
import type { SavedRouteExportQuery, SavedRouteListQuery, SavedRouteUpdateBody } from './routes.input.ts';

type SavedRouteRow = typeof savedRoutes.$inferSelect;

/** The column of each sortable field of the route list and its export. */
const SORT_COLUMNS = {
  id: savedRoutes.id,
  slug: savedRoutes.slug,
  type: savedRoutes.type,
  distance: savedRoutes.distance,
  time: savedRoutes.time,
  created_at: savedRoutes.created_at,
  updated_at: savedRoutes.updated_at,
};

/** Most rows one export writes; a wider filter answers 422 {@link exportTooLargeMessage}. */
export const MAX_EXPORT_ROWS = 50_000;

/** Rows read from the database at a time while exporting. */
const EXPORT_BATCH = 2_000;

/** pt-BR message of an export over {@link MAX_EXPORT_ROWS}. */
export function exportTooLargeMessage(total: number): string {
  const fmt = (value: number) => value.toLocaleString('pt-BR');
  return (
    `A exportação é limitada a ${fmt(MAX_EXPORT_ROWS)} rotas e o filtro encontrou ${fmt(total)}. ` +
    'Refine os filtros (por exemplo, por período) e tente novamente.'
  );
}

/** The API shape of a saved route (core's `savedRouteSchema`): waypoints as JSON text, ISO timestamps. */
function toSavedRoute(row: SavedRouteRow): SavedRoute {
  return {
    id: row.id,
    slug: row.slug,
    company_id: row.company_id,
    distance: row.distance,
    time: row.time,
    type: row.type as RouteType,
    waypoints: row.waypoints,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The columns a body writes: texts in Unicode NFC (so searches fold them), waypoints as JSON text. */
function columnsOf(body: SavedRouteCreate) {
  return {
    company_id: body.company_id,
    slug: body.slug.normalize('NFC'),
    distance: body.distance,
    time: body.time,
    type: body.type,
    waypoints: stringifySavedRouteWaypoints(body.waypoints.map((address) => address.normalize('NFC'))),
  };
}

/**
 * Saved routes of the user's companies (SPEC §3, §7): paged list with every filter, export of the same
 * filters as XLSX or CSV, get, create, update and delete. Every query goes through `companyScope`; a
 * missing or foreign id answers 404; a body's `company_id` must be one of the user's companies (422).
 */
export function createSavedRoutesService(ctx: ServerContext) {
  const { db } = ctx;
  const now = () => new Date(ctx.clock());

  async function find(user: Principal, id: number): Promise<SavedRouteRow> {
    const [row] = await db
      .select()
      .from(savedRoutes)
      .where(and(companyScope(user, savedRoutes.company_id), eq(savedRoutes.id, id)));
    if (!row) throw notFound();
    return row;
  }

  /**
   * The export's rows in the list's order, {@link EXPORT_BATCH} at a time, at most {@link MAX_EXPORT_ROWS}:
   * the ids in order first (one read, so the order is one snapshot's), then their rows by batch.
   */
  async function* exportRows(where: SQL | undefined, order: SQL[]): AsyncGenerator<ExportRow[]> {
    const ordered = await db
      .select({ id: savedRoutes.id })
      .from(savedRoutes)
      .where(where)
      .orderBy(...order)
      .limit(MAX_EXPORT_ROWS);
    for (let start = 0; start < ordered.length; start += EXPORT_BATCH) {
      const ids = ordered.slice(start, start + EXPORT_BATCH).map((row) => row.id);
      const rows = await db
        .select({
          id: savedRoutes.id,
          slug: savedRoutes.slug,
          company: companies.name,
          distance: savedRoutes.distance,
          time: savedRoutes.time,
          type: savedRoutes.type,
          waypoints: savedRoutes.waypoints,
          created_at: savedRoutes.created_at,
          updated_at: savedRoutes.updated_at,
        })
        .from(savedRoutes)
        .innerJoin(companies, eq(companies.id, savedRoutes.company_id))
        .where(and(where, inArray(savedRoutes.id, ids)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const batch = ids.flatMap((id) => byId.get(id) ?? []);
      if (batch.length > 0) yield batch;
    }
  }

  return {
    async list(user: Principal, query: SavedRouteListQuery): Promise<Paged<SavedRoute>> {
      const where = and(companyScope(user, savedRoutes.company_id), savedRouteFilters(query));
      const page = await paginate(query, {
        count: () => db.$count(savedRoutes, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(savedRoutes)
            .where(where)
            .orderBy(...orderByTerms(query, SORT_COLUMNS, savedRoutes.id))
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: page.data.map(toSavedRoute) };
    },

    /** The file of `GET /api/routes/export`: the filtered routes of the user's companies. */
    async export(user: Principal, query: SavedRouteExportQuery): Promise<Response> {
      const where = and(companyScope(user, savedRoutes.company_id), savedRouteFilters(query));
      const total = Number(await db.$count(savedRoutes, where));
      if (total > MAX_EXPORT_ROWS) {
        throw new HttpError(422, exportTooLargeMessage(total));
      }
      const rows = exportRows(where, orderByTerms(query, SORT_COLUMNS, savedRoutes.id));
      const body = query.format === 'csv' ? await writeCsv(rows) : await writeXlsx(rows);
      return exportResponse(body, query.format, exportFilename(query.format, ctx.clock()));
    },

    async get(user: Principal, id: number): Promise<SavedRoute> {
      return toSavedRoute(await find(user, id));
    },

    async create(user: Principal, body: SavedRouteCreate): Promise<SavedRoute> {
      await assertCompanyWritable(db, user, body.company_id);
      const at = now();
      const [row] = await db
        .insert(savedRoutes)
        .values({ ...columnsOf(body), user_id: user.id, created_at: at, updated_at: at })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toSavedRoute(row);
    },

    async update(user: Principal, id: number, body: SavedRouteUpdateBody): Promise<SavedRoute> {
      await find(user, id);
      if (body.id !== undefined && body.id !== id) throw invalid({ id: ID_MISMATCH_MESSAGE });
      await assertCompanyWritable(db, user, body.company_id);
      const [row] = await db
        .update(savedRoutes)
        .set({ ...columnsOf(body), updated_at: now() })
        .where(eq(savedRoutes.id, id))
        .returning();
      if (!row) throw notFound();
      return toSavedRoute(row);
    },

    async remove(user: Principal, id: number): Promise<void> {
      await find(user, id);
      await db.delete(savedRoutes).where(eq(savedRoutes.id, id));
    },
  };
}
