import { z } from 'zod';

/**
 * Vehicle category of the planner and of plates (SPEC §3 Vehicle): `truck` (default), `auto`, `bus`,
 * `motorcycle`.
 */
export const vehicleCategorySchema = z.enum(['truck', 'auto', 'bus', 'motorcycle']);

/** A vehicle category. */
export type VehicleCategory = z.infer<typeof vehicleCategorySchema>;

/**
 * Rear wheel type ('Tipo rodagem', SPEC §4 Vehicle): `Simples` (single) or `Dupla` (dual; trucks only).
 */
export const rearWheelTypeSchema = z.enum(['Simples', 'Dupla']);

/** A rear wheel type. */
export type RearWheelType = z.infer<typeof rearWheelTypeSchema>;
