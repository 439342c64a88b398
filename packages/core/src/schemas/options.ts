import { z } from 'zod';

/**
 * Route type offered in the options card (SPEC §3 Options): `default`, `shortest`, `avoid_tolls`,
 * `efficient` (the default). `default` is sent as `efficient`.
 */
export const routeTypeOptionSchema = z.enum(['default', 'shortest', 'avoid_tolls', 'efficient']);

/** A route type option. */
export type RouteTypeOption = z.infer<typeof routeTypeOptionSchema>;

/**
 * Operation types the VPO purchase knows by name. `VendaCliente` (sale to a customer) and `Reentrega`
 * (re-delivery) make the transport taker CIF (SPEC §4). Other texts are accepted too.
 */
export const KNOWN_OPERATION_TYPES = ['VendaCliente', 'Reentrega'] as const;

/** An operation type: one of {@link KNOWN_OPERATION_TYPES} or any other text. */
export type OperationType = (typeof KNOWN_OPERATION_TYPES)[number] | (string & {});

/** Operation type: any text; see {@link KNOWN_OPERATION_TYPES}. */
export const operationTypeSchema = z.string() as z.ZodType<OperationType, string>;

/**
 * Route options of the planner (SPEC §3 Options). Defaults: `retroactiveDate` `''` (else `dd/MM/yyyy`;
 * fares of that date), `calculateReturn` `false`, `shortest` `false`, `type_route` `'efficient'`,
 * `operationType` absent.
 *
 * @example optionsSchema.parse({ type_route: 'avoid_tolls' }).calculateReturn // false
 */
export const optionsSchema = z.object({
  retroactiveDate: z.string().default(''),
  calculateReturn: z.boolean().default(false),
  shortest: z.boolean().default(false),
  type_route: routeTypeOptionSchema.default('efficient'),
  operationType: operationTypeSchema.optional(),
});

/** Planner route options. */
export type Options = z.infer<typeof optionsSchema>;

/** The default options: no retroactive date, no return, not shortest, type `efficient` (SPEC §9). */
export const DEFAULT_OPTIONS: Readonly<Options> = Object.freeze(optionsSchema.parse({}));
