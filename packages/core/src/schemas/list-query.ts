import { z } from 'zod';
import { entityIdTextSchema } from './primitives.ts';
import { integerText } from './query-number.ts';
import { maxLengthMessage, TEXT_LIMITS } from './text-fields.ts';
import { routeTypeSchema } from './route-type.ts';
import { vehicleCategorySchema } from './vehicle-category.ts';

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An optional text filter from a query string: trimmed, at most 200 characters; blank means "no filter". */
const textFilter = z.preprocess(
  blankToUndefined,
  z.string().trim().max(TEXT_LIMITS.filter, maxLengthMessage(TEXT_LIMITS.filter)).optional(),
);

/** An optional `yyyy-MM-dd` date filter from a query string; blank means "no filter". */
const dateFilter = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
);

/** An optional record-id filter from a query string; blank means "no filter". */
const idFilter = z.preprocess(blankToUndefined, entityIdTextSchema.optional());

/** Default page size of the lists (SPEC §9 saved routes table). */
export const DEFAULT_PER_PAGE = 10;

/** Largest `page` or `per_page` a list query may name. */
export const MAX_PAGE = 1_000_000;

/**
 * Paging of every list endpoint, read from query strings: `page` (from 1, default 1) and `per_page`
 * (default {@link DEFAULT_PER_PAGE}; `-1` means "all", as the tables' "all" option sends). Only digit text
 * is a number (`'7abc'`, `' 7'`, `'1e3'`, `'1.5'` are 422).
 *
 * @example pageQuerySchema.parse({ page: '2', per_page: '25' }) // { page: 2, per_page: 25 }
 */
export const pageQuerySchema = z.object({
  page: z.preprocess(
    (value) => integerText(blankToUndefined(value)),
    z.number().int().min(1).max(MAX_PAGE).default(1),
  ),
  per_page: z.preprocess(
    (value) => integerText(blankToUndefined(value)),
    z
      .number()
      .int()
      .min(-1)
      .max(MAX_PAGE)
      .refine((size) => size !== 0)
      .default(DEFAULT_PER_PAGE),
  ),
});

/** Paging of a list query. */
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Query of `GET /api/shippers`: paging, `name`, `cnpj`. */
export const shipperListQuerySchema = pageQuerySchema.extend({ name: textFilter, cnpj: textFilter });

/** A shipper list query. */
export type ShipperListQuery = z.infer<typeof shipperListQuerySchema>;

/** Query of `GET /api/companies`: paging, `name`, `legal_name`, `cnpj`. */
export const companyListQuerySchema = pageQuerySchema.extend({
  name: textFilter,
  legal_name: textFilter,
  cnpj: textFilter,
});

/** A company list query. */
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/**
 * Query of `GET /api/routes` and `GET /api/routes/export`: paging, `name` (nickname), `waypoints`,
 * `type`, and creation/update date ranges (`yyyy-MM-dd`).
 */
export const routeListQuerySchema = pageQuerySchema.extend({
  name: textFilter,
  waypoints: textFilter,
  type: z.preprocess(blankToUndefined, routeTypeSchema.optional()),
  /**
   * How `name`, `waypoints` and `type` combine: `all` (default, every one matches) or `any` (one of them
   * matches: the search box of 'Minhas rotas' with several filters checked). Dates always combine with `all`.
   */
  match: z.preprocess(blankToUndefined, z.enum(['all', 'any']).optional()),
  created_at_start: dateFilter,
  created_at_end: dateFilter,
  updated_at_start: dateFilter,
  updated_at_end: dateFilter,
});

/** A saved-route list query. */
export type RouteListQuery = z.infer<typeof routeListQuerySchema>;

/** File formats of `GET /api/routes/export` (`format=`): XLSX (the server's default) or CSV. */
export const ROUTE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/** A file format of the saved-route export. */
export type RouteExportFormat = (typeof ROUTE_EXPORT_FORMATS)[number];

/** Query of `GET /api/cost-centers`: paging and `name`. */
export const costCenterListQuerySchema = pageQuerySchema.extend({ name: textFilter });

/** A cost-center list query. */
export type CostCenterListQuery = z.infer<typeof costCenterListQuerySchema>;

/**
 * Query of `GET /api/plates`: paging, `plate` (case-insensitive substring, mask ignored, SPEC §5),
 * `company_id`, `vehicle_type_pepsico`, `category`, `brand` and `model`.
 *
 * @example plateListQuerySchema.parse({ plate: 'bra-2', category: 'truck' }) // { page: 1, per_page: 10, plate: 'bra-2', category: 'truck', ... }
 */
export const plateListQuerySchema = pageQuerySchema.extend({
  plate: textFilter,
  company_id: idFilter,
  vehicle_type_pepsico: idFilter,
  category: z.preprocess(blankToUndefined, vehicleCategorySchema.optional()),
  brand: textFilter,
  model: textFilter,
});

/** A plate list query. */
export type PlateListQuery = z.infer<typeof plateListQuerySchema>;

/**
 * Query of `GET /api/plates-osa` (plate-check records): paging, `date_start`, `date_end`
 * (`yyyy-MM-dd`), `description`, `status`.
 */
export const plateCheckListQuerySchema = pageQuerySchema.extend({
  date_start: dateFilter,
  date_end: dateFilter,
  description: textFilter,
  status: textFilter,
});

/** A plate-check list query. */
export type PlateCheckListQuery = z.infer<typeof plateCheckListQuerySchema>;

/** Query of `GET /api/users`: paging, `name`, `email`. */
export const userListQuerySchema = pageQuerySchema.extend({ name: textFilter, email: textFilter });

/** A user list query. */
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Query of `GET /api/roles`: paging and `name`. */
export const roleListQuerySchema = pageQuerySchema.extend({ name: textFilter });

/** A role list query. */
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;
