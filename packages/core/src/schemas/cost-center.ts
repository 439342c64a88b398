import { z } from 'zod';
import { entityIdSchema, entityIdTextSchema } from './primitives.ts';
import { requiredText, TEXT_LIMITS } from './text-fields.ts';

/**
 * A cost center (SPEC §3): id, name and owning company, and its timestamps when the server sends them.
 *
 * @example costCenterSchema.parse({ id: 1, name: 'Logística', company_id: 2 })
 */
export const costCenterSchema = z.object({
  id: entityIdTextSchema,
  name: z.string(),
  company_id: entityIdTextSchema.nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A cost center. */
export type CostCenter = z.infer<typeof costCenterSchema>;

/** Body of `POST /api/cost-centers` (SPEC §7): `company_id` and a required, trimmed `name` (at most 200 characters). */
export const costCenterCreateSchema = z.object({
  company_id: entityIdSchema,
  name: requiredText(TEXT_LIMITS.name),
});

/** Body of a cost-center creation. */
export type CostCenterCreate = z.infer<typeof costCenterCreateSchema>;

/** Body of `PUT /api/cost-centers/{id}`: every creation field, each optional. */
export const costCenterUpdateSchema = costCenterCreateSchema.partial();

/** Body of a cost-center update. */
export type CostCenterUpdate = z.infer<typeof costCenterUpdateSchema>;
