import { z } from 'zod';
import { plateSchema } from './plate.ts';
import { rearWheelTypeSchema, vehicleCategorySchema } from './vehicle-category.ts';

/** The plate chosen in the planner: an app plate of which only `id` is required. */
export const vehiclePlateSchema = plateSchema.partial().required({ id: true });

/** A plate chosen in the planner. */
export type VehiclePlate = z.infer<typeof vehiclePlateSchema>;

/**
 * The vehicle of the planner (SPEC §3 Vehicle). Defaults: `axis` 6, `category` `'truck'`, `plate`
 * `null`, `rearWheelType` `'Dupla'`, `loadingTags` `false`, `tags` `[]`, `tag` `''`,
 * `vehicleTypePepsico` `''` (taken from the plate).
 *
 * @example vehicleSchema.parse({}) // DEFAULT_VEHICLE
 */
export const vehicleSchema = z.object({
  axis: z.number().int().min(1).default(6),
  category: vehicleCategorySchema.default('truck'),
  plate: vehiclePlateSchema.nullable().default(null),
  rearWheelType: rearWheelTypeSchema.nullable().default('Dupla'),
  loadingTags: z.boolean().default(false),
  tags: z.array(z.string()).default([]),
  tag: z.string().default(''),
  vehicleTypePepsico: z
    .union([z.string(), z.number()])
    .nullable()
    .transform((value) => (value == null ? '' : String(value)))
    .default(''),
});
