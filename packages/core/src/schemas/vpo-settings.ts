import { z } from 'zod';
import { REQUIRED_MESSAGE } from './messages.ts';
import { operationTypeSchema } from './options.ts';
import { cpfCnpjTextSchema, entityIdTextSchema } from './primitives.ts';

/** Who hires the transport: `CIF` (the shipper pays, delivered) or `FOB` (the receiver pays). */
export const transportTakerSchema = z.enum(['CIF', 'FOB']);

/** A transport taker. */
export type TransportTaker = z.infer<typeof transportTakerSchema>;

/**
 * Settings of a VPO purchase (SPEC §3 VPO settings): `remarks`, `costCenter` and `shipper` (ids, `null`
 * when none), `code`, origin and destination CPF/CNPJ (digits; empty, 11 or 14 digits, else
 * 'CPF/CNPJ inválido'), `expirationDate` (`dd/MM/yyyy` or `''`), the saved route `slugRoute`
 * (required), `vehicleType` (vehicle type id), `operationType` and `transportTaker` (default `'FOB'`;
 * operation types `VendaCliente` and `Reentrega` make it `CIF`, SPEC §4).
 *
 * @example vpoSettingsSchema.parse({ slugRoute: 'SP-CWB' }).transportTaker // 'FOB'
 */
export const vpoSettingsSchema = z.object({
  remarks: z.string().default(''),
  costCenter: entityIdTextSchema.nullable().default(null),
  code: z.string().default(''),
  shipper: entityIdTextSchema.nullable().default(null),
  originDocument: cpfCnpjTextSchema,
  destinationDocument: cpfCnpjTextSchema,
  expirationDate: z
    .string()
    .regex(/^(\d{2}\/\d{2}\/\d{4})?$/)
    .default(''),
  slugRoute: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE),
  vehicleType: entityIdTextSchema.nullable().default(null),
  operationType: operationTypeSchema.default(''),
  transportTaker: transportTakerSchema.default('FOB'),
});

/** VPO purchase settings. */
export type VpoSettings = z.infer<typeof vpoSettingsSchema>;
