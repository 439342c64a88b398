import { z } from 'zod';
import {
  dateTimeFields,
  entityIdSchema,
  ROUTE_EXPORT_FORMATS,
  routeListQuerySchema,
  savedRouteCreateSchema,
} from '@freight/core';
import type { RouteExportFormat } from '@freight/core';

/** pt-BR message of a date filter that is not a calendar date in an accepted format. */
export const INVALID_DATE_MESSAGE = 'Data inválida. Use aaaa-mm-dd ou dd/mm/aaaa.';

/** pt-BR message of a `PUT` whose body `id` is not the id of the path. */
export const ID_MISMATCH_MESSAGE = 'O id informado não corresponde ao da rota.';

/** Years a date filter accepts (keeps every bound a timestamp both databases store). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A date filter as `yyyy-MM-dd`, from `yyyy-MM-dd` or `dd/MM/yyyy` text; `null` when the text is neither
 * or not a calendar date between the years 1900 and 2999.
 *
 * @example toIsoDate('22/11/2026') // '2026-11-22'
 * @example toIsoDate('2026-02-30') // null
 */
export function toIsoDate(text: string): string | null {
  const trimmed = text.trim();
  const br = BR_DATE.exec(trimmed);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : trimmed;
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < MIN_YEAR || year > MAX_YEAR || !dateTimeFields(iso)) return null;
  return iso;
}

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An optional date filter: blank is "no filter"; `yyyy-MM-dd` or `dd/MM/yyyy`, answered as `yyyy-MM-dd`. */
const dateFilter = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((text, ctx) => {
      const iso = toIsoDate(text);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
        return z.NEVER;
      }
      return iso;
    })
    .optional(),
);

/**
 * Query of `GET /api/routes`: core's `routeListQuerySchema` (paging, `name`, `waypoints`, `type`), with
 * the four date filters accepting `yyyy-MM-dd` and `dd/MM/yyyy` and refusing impossible dates (422).
 */
export const savedRouteListQuerySchema = routeListQuerySchema.extend({
  created_at_start: dateFilter,
  created_at_end: dateFilter,
  updated_at_start: dateFilter,
  updated_at_end: dateFilter,
});

/** A saved-route list query, dates as `yyyy-MM-dd`. */
export type SavedRouteListQuery = z.infer<typeof savedRouteListQuerySchema>;

/** A format of `GET /api/routes/export` (core's `ROUTE_EXPORT_FORMATS`). */
export type ExportFormat = RouteExportFormat;

/**
 * Query of `GET /api/routes/export`: the list filters (paging is ignored) and `format`, `xlsx` (default)
 * or `csv`, any case.
 */
export const savedRouteExportQuerySchema = savedRouteListQuerySchema.extend({
  format: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(ROUTE_EXPORT_FORMATS).default('xlsx'),
  ),
});

/** An export query. */
export type SavedRouteExportQuery = z.infer<typeof savedRouteExportQuerySchema>;

/**
 * Body of `PUT /api/routes/{id}`: the creation body (every field, SPEC §7 "same plus id") and an
 * optional `id`, which must be the path's when sent.
 */
export const savedRouteUpdateBodySchema = savedRouteCreateSchema.extend({ id: entityIdSchema.optional() });

/** Body of a route update. */
export type SavedRouteUpdateBody = z.infer<typeof savedRouteUpdateBodySchema>;
