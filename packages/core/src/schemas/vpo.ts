import { z } from 'zod';
import { VPO_STATUSES } from '../vpo/vpo-status.ts';
import { VPO_SUPPLIER_KINDS } from '../vpo/vpo-supplier-kind.ts';
import { withSort, pageQuerySchema } from './list-query.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import {
  cnpjTextSchema,
  cpfCnpjTextSchema,
  entityIdSchema,
  entityIdTextSchema,
  isoDateSchema,
} from './primitives.ts';
import { boundedText, TEXT_LIMITS } from './text-fields.ts';
import { transportTakerSchema } from './vpo-settings.ts';
import { vehicleCategorySchema } from './vehicle-category.ts';

/** A VPO status. */
export const vpoStatusSchema = z.enum(VPO_STATUSES, { error: () => 'Situação inválida.' });

/** A VPO supplier. */
export const vpoSupplierSchema = z.enum(VPO_SUPPLIER_KINDS, { error: () => 'Fornecedor inválido.' });

/** Most characters of a supplier's free-text field (Sem Parar statuses 451–456). */
export const VPO_FREE_TEXT_MAX = 40;

/** Most suspended axles of an empty return. */
export const MAX_SUSPENDED_AXLES = 4;

const suspendedAxlesSchema = z.number().int().min(0).max(MAX_SUSPENDED_AXLES).default(0);

/**
 * `POST /api/vpo/quote`: the saved route `route_id` recalculated now for the plate `plate_id`'s vehicle,
 * with `suspended_axles` lifted (empty return).
 *
 * @example vpoQuoteRequestSchema.parse({ route_id: 3, plate_id: 7 }).suspended_axles // 0
 */
export const vpoQuoteRequestSchema = z.strictObject({
  route_id: entityIdSchema,
  plate_id: entityIdSchema,
  suspended_axles: suspendedAxlesSchema,
});

/** A quote request. */
export type VpoQuoteRequest = z.infer<typeof vpoQuoteRequestSchema>;

/**
 * One plaza of a quote, in route order: the plaza's id and ANTT code, name, road, km, direction, state,
 * concessionaire, and its `fare` for the vehicle in reais (`null` when no fare is known: the purchase is
 * blocked, a VPO must cover every plaza).
 */
export const vpoQuoteLineSchema = z.strictObject({
  plaza_id: z.string().min(1),
  codigo_antt: z.string().nullable(),
  codigo_semparar: z.string().nullable(),
  name: z.string(),
  road: z.string().nullable(),
  km: z.number().nullable(),
  direction: z.string().nullable(),
  uf: z.string().nullable(),
  concessionaire: z.string().nullable(),
  fare: z.number().nonnegative().nullable(),
});

/** A plaza of a quote. */
export type VpoQuoteLine = z.infer<typeof vpoQuoteLineSchema>;

/** The vehicle a quote or purchase was priced for. */
export const vpoVehicleSchema = z.strictObject({
  plate: z.string(),
  category: vehicleCategorySchema,
  /** Axles of the vehicle. */
  axis: z.number().int().min(2),
  /** Axles lifted (empty return): not charged. */
  suspended_axles: z.number().int().min(0),
  rear_wheel_type: z.string().nullable(),
});

/** The vehicle of a quote. */
export type VpoVehicle = z.infer<typeof vpoVehicleSchema>;

/**
 * Answer of `POST /api/vpo/quote`: the plazas with their fares, the `total` (reais; `null` when a plaza has
 * no known fare), the names of the `unpriced` plazas, the tariff date `priced_on`, the route's `distance_km`,
 * and `blocked`: the pt-BR reason the purchase cannot go on (`null` when it can).
 */
export const vpoQuoteSchema = z.strictObject({
  route_id: entityIdSchema,
  plate_id: entityIdSchema,
  vehicle: vpoVehicleSchema,
  lines: z.array(vpoQuoteLineSchema),
  total: z.number().nonnegative().nullable(),
  unpriced: z.array(z.string()),
  priced_on: isoDateSchema,
  distance_km: z.number().nonnegative(),
  blocked: z.string().nullable(),
});

/** A VPO quote. */
export type VpoQuote = z.infer<typeof vpoQuoteSchema>;

const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  entityIdSchema.nullable(),
);

/**
 * `POST /api/vpo`: buy a VPO for a saved route (SPEC §3 VPO settings, §4, §5). `idempotency_key` is the
 * client's key (8–100 characters, e.g. a UUID made when the form opened): the same key answers the same
 * purchase and never buys twice. Required: route, plate, shipper, supplier, expiration date. Documents
 * are CPF or CNPJ with check digits (or empty). `tag` only when the company allows choosing it.
 */
export const vpoPurchaseRequestSchema = z.strictObject({
  idempotency_key: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(8, 'Chave de idempotência inválida.')
    .max(100, 'Chave de idempotência inválida.'),
  route_id: entityIdSchema,
  plate_id: entityIdSchema,
  supplier: vpoSupplierSchema,
  shipper_id: entityIdSchema,
  cost_center_id: optionalId.default(null),
  code: boundedText(VPO_FREE_TEXT_MAX).trim().default(''),
  remarks: boundedText(TEXT_LIMITS.remarks).trim().default(''),
  origin_document: cpfCnpjTextSchema.default(''),
  destination_document: cpfCnpjTextSchema.default(''),
  expiration_date: isoDateSchema,
  operation_type: boundedText(TEXT_LIMITS.code).trim().default(''),
  transport_taker: transportTakerSchema.default('FOB'),
  tag: boundedText(TEXT_LIMITS.code).trim().nullable().default(null),
  suspended_axles: suspendedAxlesSchema,
});

/** A VPO purchase request. */
export type VpoPurchaseRequest = z.input<typeof vpoPurchaseRequestSchema>;

/** `POST /api/vpo/{id}/cancel`: the reason, required (the suppliers ask for it). */
export const vpoCancelRequestSchema = z.strictObject({
  reason: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(3, 'Informe o motivo do cancelamento.')
    .max(TEXT_LIMITS.remarks),
});

/** A cancellation request. */
export type VpoCancelRequest = z.infer<typeof vpoCancelRequestSchema>;

/** One step of a purchase's history: the status reached, when, by whom (`null`: the system) and why. */
export const vpoEventSchema = z.strictObject({
  status: vpoStatusSchema,
  at: z.string(),
  user_name: z.string().nullable(),
  note: z.string(),
});

/** A step of a purchase's history. */
export type VpoEvent = z.infer<typeof vpoEventSchema>;

/**
 * One request or response exchanged with the supplier, secrets masked: the operation (`comprarViagem`),
 * `direction`, the text, the HTTP status when there is one, how long it took and when.
 */
export const vpoExchangeSchema = z.strictObject({
  operation: z.string(),
  request: z.string(),
  response: z.string().nullable(),
  outcome: z.string(),
  duration_ms: z.number().int().min(0),
  at: z.string(),
});

/** An exchange with a supplier. */
export type VpoExchange = z.infer<typeof vpoExchangeSchema>;

/**
 * A VPO purchase (`GET /api/vpo`, `GET /api/vpo/{id}`): its company, saved route (id, nickname, the
 * waypoint addresses), the VPO settings, vehicle, supplier and tag operator, the quoted value with its
 * plazas, the purchased value, the supplier's identifiers (`trip_number`, `receipt_number`, `purchase_id`,
 * `antt_vpo_id`), our `client_reference`, the status, who bought it and when. Money in reais; a value not
 * known is `null` (shown as unknown, never R$ 0,00). `history` and `exchanges` come with one purchase only.
 */
export const vpoSchema = z.strictObject({
  id: entityIdSchema,
  company_id: entityIdSchema,
  company_name: z.string(),
  company_cnpj: z.string(),
  route_id: entityIdSchema.nullable(),
  route_slug: z.string(),
  route_waypoints: z.array(z.string()),
  distance_km: z.number().nonnegative().nullable(),
  status: vpoStatusSchema,
  supplier: vpoSupplierSchema,
  tag_operator: z.string().nullable(),
  vehicle: vpoVehicleSchema,
  plate_id: entityIdSchema.nullable(),
  shipper_id: entityIdSchema.nullable(),
  shipper_name: z.string().nullable(),
  shipper_document: z.string().nullable(),
  cost_center_id: entityIdSchema.nullable(),
  cost_center_name: z.string().nullable(),
  code: z.string(),
  remarks: z.string(),
  origin_document: z.string(),
  destination_document: z.string(),
  expiration_date: isoDateSchema,
  operation_type: z.string(),
  transport_taker: transportTakerSchema,
  lines: z.array(vpoQuoteLineSchema),
  quoted_value: z.number().nonnegative().nullable(),
  purchased_value: z.number().nonnegative().nullable(),
  priced_on: isoDateSchema,
  client_reference: z.string(),
  trip_number: z.string().nullable(),
  receipt_number: z.string().nullable(),
  purchase_id: z.string().nullable(),
  antt_vpo_id: z.string().nullable(),
  status_message: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  issued_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  history: z.array(vpoEventSchema).optional(),
  exchanges: z.array(vpoExchangeSchema).optional(),
});

/** A VPO purchase. */
export type Vpo = z.infer<typeof vpoSchema>;

/** Fields `GET /api/vpo` sorts by. */
export const VPO_SORT_FIELDS = [
  'id',
  'created_at',
  'expiration_date',
  'status',
  'plate',
  'route_slug',
  'purchased_value',
] as const;

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const dateFilter = z.preprocess(blankToUndefined, isoDateSchema.optional());
const idFilter = z.preprocess(blankToUndefined, entityIdTextSchema.optional());
const textFilter = z.preprocess(blankToUndefined, z.string().trim().max(TEXT_LIMITS.filter).optional());

/**
 * `GET /api/vpo` (and `/api/vpo/totals`, `/api/vpo/export`): purchases created from `date_start` to
 * `date_end` (`yyyy-MM-dd`, Brasília days, inclusive), by `status`, `plate` (substring), `shipper_id`,
 * `cost_center_id`, `supplier`, `route_id`; sortable (no `sort`: the newest purchase first).
 */
export const vpoListQuerySchema = withSort(pageQuerySchema, VPO_SORT_FIELDS).extend({
  date_start: dateFilter,
  date_end: dateFilter,
  status: z.preprocess(blankToUndefined, vpoStatusSchema.optional()),
  plate: textFilter,
  shipper_id: idFilter,
  cost_center_id: idFilter,
  supplier: z.preprocess(blankToUndefined, vpoSupplierSchema.optional()),
  route_id: idFilter,
});

/** A VPO list query. */
export type VpoListQuery = z.infer<typeof vpoListQuerySchema>;

/**
 * `GET /api/vpo/totals`: over the list's filters, how many purchases and the sums of the quoted and
 * purchased values of those with a known value (reais), plus how many have an unknown value.
 */
export const vpoTotalsSchema = z.strictObject({
  count: z.number().int().min(0),
  quoted_value: z.number().nonnegative(),
  purchased_value: z.number().nonnegative(),
  unknown_values: z.number().int().min(0),
});

/** Totals of a VPO list. */
export type VpoTotals = z.infer<typeof vpoTotalsSchema>;

/**
 * A company's VPO supplier configuration (`GET/PUT /api/companies/{id}/vpo-supplier`). Sem Parar takes
 * the service URL, the company's CNPJ at Sem Parar, login and password. The password is write-only:
 * answers carry `has_password` instead; a blank password on update keeps the stored one.
 */
export const vpoSupplierConfigSchema = z.strictObject({
  company_id: entityIdSchema,
  semparar_enabled: z.boolean(),
  semparar_url: z.string().nullable(),
  semparar_cnpj: z.string().nullable(),
  semparar_login: z.string().nullable(),
  has_password: z.boolean(),
  updated_at: z.string().nullable(),
});

/** A company's VPO supplier configuration. */
export type VpoSupplierConfig = z.infer<typeof vpoSupplierConfigSchema>;

/** Body of `PUT /api/companies/{id}/vpo-supplier`. */
export const vpoSupplierConfigUpdateSchema = z.strictObject({
  semparar_enabled: z.boolean(),
  semparar_url: z
    .string()
    .trim()
    .max(TEXT_LIMITS.url)
    .regex(/^(https?:\/\/\S+)?$/, 'Endereço inválido: use http(s)://…')
    .default(''),
  /** The company's CNPJ at Sem Parar, masked or not; stored unmasked. */
  semparar_cnpj: z
    .string()
    .trim()
    .max(TEXT_LIMITS.cnpj)
    .pipe(z.union([z.literal(''), cnpjTextSchema]))
    .default(''),
  semparar_login: z.string().trim().max(TEXT_LIMITS.code).default(''),
  semparar_password: z.string().max(TEXT_LIMITS.password).default(''),
});

/** A supplier configuration update. */
export type VpoSupplierConfigUpdate = z.input<typeof vpoSupplierConfigUpdateSchema>;

/**
 * One passage of a supplier statement (Sem Parar `obterExtratoCreditos`, or a CSV of passages): when, the
 * plaza (name and, when known, its ANTT or Sem Parar code), road, plate, tag, value (reais) and the trip
 * number the passage was charged to (`null`: charged outside any VPO).
 */
export const vpoStatementLineSchema = z.strictObject({
  passed_at: z.string(),
  plaza: z.string(),
  plaza_code: z.string().nullable(),
  road: z.string().nullable(),
  plate: z.string(),
  tag: z.string().nullable(),
  value: z.number(),
  trip_number: z.string().nullable(),
});

/** A statement line. */
export type VpoStatementLine = z.infer<typeof vpoStatementLineSchema>;

/**
 * The reconciliation of one VPO with a statement: plazas bought but not passed, and passages charged to
 * it (or to its plate in its validity) that were not bought.
 */
export const vpoReconciliationSchema = z.strictObject({
  vpo_id: entityIdSchema.nullable(),
  plate: z.string(),
  trip_number: z.string().nullable(),
  bought_not_passed: z.array(vpoQuoteLineSchema),
  charged_not_bought: z.array(vpoStatementLineSchema),
  matched: z.number().int().min(0),
});

/** The reconciliation of one VPO. */
export type VpoReconciliation = z.infer<typeof vpoReconciliationSchema>;

/**
 * `GET /api/vpo/suppliers?company_id=`: the suppliers the company may buy from now (`builtin` always;
 * `semparar` when configured), with their pt-BR label and, for the built-in one, the notice every screen shows.
 */
export const vpoSupplierOptionSchema = z.strictObject({
  kind: vpoSupplierSchema,
  label: z.string(),
  notice: z.string().nullable(),
});

/** A supplier the company may buy from. */
export type VpoSupplierOption = z.infer<typeof vpoSupplierOptionSchema>;
