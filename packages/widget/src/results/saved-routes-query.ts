import { routeTypeSchema } from '@freight/core';
import type { RouteListQuery, RouteType } from '@freight/core';

/** Page sizes of the saved-routes table (SPEC §9): 5, 7, 10, 15, 20, 25, 50 and all (`-1`). */
export const SAVED_ROUTES_PAGE_SIZES = [5, 7, 10, 15, 20, 25, 50, -1] as const;

/** Default page size of the saved-routes table (SPEC §9). */
export const SAVED_ROUTES_DEFAULT_PAGE_SIZE = 10;

/** Which columns the search text filters: 'Apelido' (`name`), 'Pontos' (`waypoints`), 'Tipo' (`type`). */
export interface SavedRoutesFilters {
  readonly name: boolean;
  readonly waypoints: boolean;
  readonly type: boolean;
}

/** Every filter on ('Todos'). */
export const ALL_SAVED_ROUTES_FILTERS: SavedRoutesFilters = { name: true, waypoints: true, type: true };

/**
 * The route type a search text names: the value itself (`'shortest'`) or its pt-BR label
 * (`labels`, compared without case), `null` otherwise.
 */
export function routeTypeOfText(text: string, labels: Readonly<Record<RouteType, string>>): RouteType | null {
  const wanted = text.trim().toLowerCase();
  const value = routeTypeSchema.safeParse(wanted);
  if (value.success) return value.data;
  const entry = Object.entries(labels).find(([, label]) => label.toLowerCase() === wanted);
  return entry ? routeTypeSchema.parse(entry[0]) : null;
}

/**
 * The query of `GET /api/routes` (SPEC §7): `page` from 1 (`pageIndex` counts from 0), `per_page`
 * (`-1` for all) and the trimmed search text in each checked filter; `type` only when the text names a
 * route type; `match: 'any'` when the text goes to more than one column (a row matching one is found).
 *
 * @example savedRoutesQuery(' SP ', { name: true, waypoints: false, type: false }, 0, 10, labels)
 * // { page: 1, per_page: 10, name: 'SP' }
 */
export function savedRoutesQuery(
  text: string,
  filters: SavedRoutesFilters,
  pageIndex: number,
  perPage: number,
  labels: Readonly<Record<RouteType, string>>,
): Partial<RouteListQuery> {
  const query: Partial<RouteListQuery> = { page: pageIndex + 1, per_page: perPage };
  const search = text.trim();
  if (search === '') return query;
  if (filters.name) query.name = search;
  if (filters.waypoints) query.waypoints = search;
  if (filters.type) {
    const type = routeTypeOfText(search, labels);
    if (type) query.type = type;
  }
  const columns = [query.name, query.waypoints, query.type].filter((value) => value !== undefined);
  if (columns.length > 1) query.match = 'any';
  return query;
}
