import { z } from 'zod';
import { REQUIRED_MESSAGE } from './messages.ts';
import { cnpjTextSchema, entityIdSchema } from './primitives.ts';

/**
 * A shipper (SPEC §3): CNPJ `document` (digits) and `name`, with its id and owning company.
 *
 * @example shipperSchema.parse({ id: 1, company_id: 2, document: '11222333000181', name: 'Embarcadora' })
 */
export const shipperSchema = z.object({
  id: entityIdSchema,
  company_id: entityIdSchema.nullish(),
  document: z.string(),
  name: z.string(),
});

/** A shipper. */
export type Shipper = z.infer<typeof shipperSchema>;

/**
 * Body of `POST /api/shippers`: `company_id`, `document` (CNPJ, masked or not, kept as 14 digits;
 * 'CNPJ Inválido' otherwise) and `name` (trimmed, at least 3 characters, SPEC §5 Name).
 */
export const shipperCreateSchema = z.object({
  company_id: entityIdSchema,
  document: cnpjTextSchema,
  name: z.string({ error: REQUIRED_MESSAGE }).trim().min(3, REQUIRED_MESSAGE),
});

/** Body of a shipper creation. */
export type ShipperCreate = z.infer<typeof shipperCreateSchema>;

/** Body of `PUT /api/shippers/{id}`: every creation field, each optional. */
export const shipperUpdateSchema = shipperCreateSchema.partial();

/** Body of a shipper update. */
export type ShipperUpdate = z.infer<typeof shipperUpdateSchema>;
