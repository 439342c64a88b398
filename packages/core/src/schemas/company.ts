import { z } from 'zod';
import {
  companySettingsInputSchema,
  companySettingsSchema,
  subscriptionStatusSchema,
} from './company-settings.ts';
import { cnpjTextSchema, entityIdTextSchema } from './primitives.ts';
import { nameText } from './text-fields.ts';

/**
 * A company (SPEC §3): id, trade name, legal name and CNPJ (digits), with its settings (defaults filled in,
 * see `companySettingsSchema`) and subscription status when the server sends it.
 *
 * @example companySchema.parse({ id: 1, name: 'Acme', legal_name: 'Acme Transportes Ltda', cnpj: '11222333000181' })
 */
export const companySchema = z.object({
  id: entityIdTextSchema,
  name: z.string(),
  legal_name: z.string().nullish(),
  cnpj: z.string().nullish(),
  settings: companySettingsSchema.prefault({}),
  subscription_status: subscriptionStatusSchema.optional(),
  route_quota_per_day: z.number().int().nullish(),
});

/** A company. */
export type Company = z.infer<typeof companySchema>;

/**
 * Body of `POST /api/companies`: `name` (trimmed, 3 to 200 characters, SPEC §5 Name), `legal_name`
 * (the same rule), `cnpj` (masked or not, stored as 14 digits), optional settings (only those named;
 * `primary_color` as `#rrggbb`), and, set by a super-admin only, the `subscription_status` and the
 * daily route-calculation quota `route_quota_per_day` (`null`: the server's default).
 */
export const companyCreateSchema = z.object({
  name: nameText(),
  legal_name: nameText(),
  cnpj: cnpjTextSchema,
  settings: companySettingsInputSchema.optional(),
  subscription_status: subscriptionStatusSchema.optional(),
  route_quota_per_day: z.number().int().min(1).max(1_000_000).nullable().optional(),
});

/** Body of a company creation. */
export type CompanyCreate = z.infer<typeof companyCreateSchema>;

/** Body of `PUT /api/companies/{id}`: every creation field, each optional. */
export const companyUpdateSchema = companyCreateSchema.partial();

/** Body of a company update. */
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;
