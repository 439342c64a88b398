import { z } from 'zod';
import { cnpjTextSchema, entityIdSchema, entityIdTextSchema } from './primitives.ts';
import { nameText } from './text-fields.ts';

/**
 * A shipper (SPEC §3): CNPJ `document` (digits) and `name`, with its id and owning company.
 *
 * @example shipperSchema.parse({ id: 1, company_id: 2, document: '11222333000181', name: 'Embarcadora' })
 */
export const shipperSchema = z.object({
  id: entityIdTextSchema,
  company_id: entityIdTextSchema.nullish(),
  document: z.string(),
  name: z.string(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A shipper. */
export type Shipper = z.infer<typeof shipperSchema>;

/**
 * Body of `POST /api/shippers`: `company_id`, `document` (CNPJ, masked or not, kept as 14 digits;
 * 'CNPJ Inválido' otherwise) and `name` (trimmed, 3 to 200 characters, SPEC §5 Name).
 */
export const shipperCreateSchema = z.object({
  company_id: entityIdSchema,
  document: cnpjTextSchema,
  name: nameText(),
});

/** Body of a shipper creation. */
export type ShipperCreate = z.infer<typeof shipperCreateSchema>;

/** Body of `PUT /api/shippers/{id}`: every creation field, each optional. */
export const shipperUpdateSchema = shipperCreateSchema.partial();

/** Body of a shipper update. */
export type ShipperUpdate = z.infer<typeof shipperUpdateSchema>;
