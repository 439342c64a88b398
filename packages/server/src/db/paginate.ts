import type { PageQuery, Paged } from '@freight/core';

/** Rows of one page: `limit` rows from `offset`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** Most rows a "show all" page (`per_page = -1`) answers. */
export const MAX_ALL_ROWS = 10_000;

/**
 * A page in the list shape of DESIGN.md (`{data, total, current_page, per_page}`): counts first, then
 * reads the window (skipped past the end).
 *
 * @example
 * const where = and(companyScope(user, shippers.company_id), contains(shippers.name, query.name));
 * return paginate(query, {
 *   count: () => db.$count(shippers, where),
 *   rows: ({ limit, offset }) => db.select().from(shippers).where(where).orderBy(asc(shippers.id)).limit(limit).offset(offset),
 * });
 */
export async function paginate<T>(
  query: PageQuery,
  source: { count: () => Promise<number>; rows: (window: PageWindow) => Promise<T[]> },
): Promise<Paged<T>> {
  const total = Number(await source.count());
  const limit = query.per_page === -1 ? MAX_ALL_ROWS : query.per_page;
  const offset = query.per_page === -1 ? 0 : (query.page - 1) * query.per_page;
  const data = offset >= total ? [] : await source.rows({ limit, offset });
  return { data, total, current_page: query.page, per_page: query.per_page };
}
