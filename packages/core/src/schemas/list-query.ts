import { z } from 'zod';
import { plateCheckStatusSchema } from './plate-check.ts';
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

/** pt-BR message of a `sort` that names no sortable field of the list. */
export const SORT_FIELD_MESSAGE = 'Campo de ordenação inválido.';

/** pt-BR message of an `order` other than `asc` or `desc`. */
export const SORT_ORDER_MESSAGE = 'Ordem inválida: use asc ou desc.';

/** Directions of a list sort. */
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** A direction of a list sort. */
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The sort of a list query: `sort` names one of the list's sortable fields, `order` its direction
 * (absent means `asc`). No `sort` means the list's default order (by id): the tables' "sort off".
 */
export interface ListSort<Field extends string = string> {
  sort?: Field | undefined;
  order?: SortOrder | undefined;
}

/**
 * `schema` with the sort of the admin tables (SPEC §4: ascending, descending, off): `sort`, one of
 * `fields` (422 {@link SORT_FIELD_MESSAGE} otherwise), and `order`, `asc` or `desc` (422
 * {@link SORT_ORDER_MESSAGE}); both optional, blank means unset.
 *
 * @example withSort(pageQuerySchema, ['id', 'name']).parse({ sort: 'name', order: 'desc' }) // { page: 1, per_page: 10, sort: 'name', order: 'desc' }
 */
export function withSort<Shape extends z.ZodRawShape, const Fields extends readonly [string, ...string[]]>(
  schema: z.ZodObject<Shape>,
  fields: Fields,
) {
  return schema.extend({
    sort: z.preprocess(blankToUndefined, z.enum(fields, { error: SORT_FIELD_MESSAGE }).optional()),
    order: z.preprocess(blankToUndefined, z.enum(SORT_ORDERS, { error: SORT_ORDER_MESSAGE }).optional()),
  });
}

/** Fields `GET /api/shippers` sorts by: the columns of the shipper table. */
export const SHIPPER_SORT_FIELDS = ['id', 'name', 'document', 'created_at', 'updated_at'] as const;

/** Fields `GET /api/companies` sorts by. */
export const COMPANY_SORT_FIELDS = [
  'id',
  'name',
  'legal_name',
  'cnpj',
  'subscription_status',
  'created_at',
  'updated_at',
] as const;

/** Fields `GET /api/routes` (and its export) sorts by. */
export const ROUTE_SORT_FIELDS = [
  'id',
  'slug',
  'type',
  'distance',
  'time',
  'created_at',
  'updated_at',
] as const;

/** Fields `GET /api/cost-centers` sorts by. */
export const COST_CENTER_SORT_FIELDS = ['id', 'name', 'created_at', 'updated_at'] as const;

/** Fields `GET /api/plates` sorts by. */
export const PLATE_SORT_FIELDS = [
  'id',
  'plate',
  'brand',
  'model',
  'category',
  'axis',
  'rear_wheel_type',
  'created_at',
  'updated_at',
] as const;

/** Fields `GET /api/users` sorts by. */
export const USER_SORT_FIELDS = ['id', 'name', 'email', 'active', 'created_at', 'updated_at'] as const;

/** Fields `GET /api/roles` sorts by. */
export const ROLE_SORT_FIELDS = ['id', 'name', 'description', 'created_at', 'updated_at'] as const;

/** Query of `GET /api/shippers`: paging, `name`, `cnpj`, sort by {@link SHIPPER_SORT_FIELDS}. */
export const shipperListQuerySchema = withSort(
  pageQuerySchema.extend({ name: textFilter, cnpj: textFilter }),
  SHIPPER_SORT_FIELDS,
);

/** A shipper list query. */
export type ShipperListQuery = z.infer<typeof shipperListQuerySchema>;

/** Query of `GET /api/companies`: paging, `name`, `legal_name`, `cnpj`, sort by {@link COMPANY_SORT_FIELDS}. */
export const companyListQuerySchema = withSort(
  pageQuerySchema.extend({ name: textFilter, legal_name: textFilter, cnpj: textFilter }),
  COMPANY_SORT_FIELDS,
);

/** A company list query. */
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/**
 * Query of `GET /api/routes` and `GET /api/routes/export`: paging, `name` (nickname), `waypoints`,
 * `type`, creation/update date ranges (`yyyy-MM-dd`), sort by {@link ROUTE_SORT_FIELDS}.
 */
export const routeListQuerySchema = withSort(pageQuerySchema, ROUTE_SORT_FIELDS).extend({
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

/** Query of `GET /api/cost-centers`: paging, `name`, sort by {@link COST_CENTER_SORT_FIELDS}. */
export const costCenterListQuerySchema = withSort(
  pageQuerySchema.extend({ name: textFilter }),
  COST_CENTER_SORT_FIELDS,
);

/** A cost-center list query. */
export type CostCenterListQuery = z.infer<typeof costCenterListQuerySchema>;

/**
 * Query of `GET /api/plates`: paging, `plate` (case-insensitive substring, mask ignored, SPEC §5),
 * `company_id`, `vehicle_type_pepsico`, `category`, `brand` and `model`; sort by {@link PLATE_SORT_FIELDS}.
 *
 * @example plateListQuerySchema.parse({ plate: 'bra-2', category: 'truck' }) // { page: 1, per_page: 10, plate: 'bra-2', category: 'truck', ... }
 */
export const plateListQuerySchema = withSort(pageQuerySchema, PLATE_SORT_FIELDS).extend({
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
 * (`yyyy-MM-dd`, Brasília days, inclusive), `description` (substring), `status` (one of
 * `PLATE_CHECK_STATUSES`).
 */
export const plateCheckListQuerySchema = pageQuerySchema.extend({
  date_start: dateFilter,
  date_end: dateFilter,
  description: textFilter,
  status: z.preprocess(blankToUndefined, plateCheckStatusSchema.optional()),
});

/** A plate-check list query. */
export type PlateCheckListQuery = z.infer<typeof plateCheckListQuerySchema>;

/** Query of `GET /api/users`: paging, `name`, `email`, sort by {@link USER_SORT_FIELDS}. */
export const userListQuerySchema = withSort(
  pageQuerySchema.extend({ name: textFilter, email: textFilter }),
  USER_SORT_FIELDS,
);

/** A user list query. */
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Query of `GET /api/roles`: paging, `name`, sort by {@link ROLE_SORT_FIELDS}. */
export const roleListQuerySchema = withSort(pageQuerySchema.extend({ name: textFilter }), ROLE_SORT_FIELDS);

/** A role list query. */
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;
