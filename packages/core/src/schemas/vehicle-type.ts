import { z } from 'zod';
import { entityIdTextSchema } from './primitives.ts';
import { integerText } from './query-number.ts';

/**
 * A vehicle type of `GET /api/vehicles/types` (SPEC §3). The SPEC writes the keys with a `{product}`
 * placeholder; the product is `Pepsico`, matching the plate's `vehicle_type_pepsico`, so the keys are
 * `numberAxlesPepsico` (axle count), `pepsicoVehicleType` (`'Caminhao'` means truck, anything else auto)
 * and `wheelTypePepsico` (rear wheel type). `name`, when sent, labels the type in selects.
 *
 * @example vehicleTypeSchema.parse({ id: 4, numberAxlesPepsico: 6, pepsicoVehicleType: 'Caminhao', wheelTypePepsico: 'Dupla' })
 */
export const vehicleTypeSchema = z.looseObject({
  id: entityIdTextSchema,
  name: z.string().optional(),
  numberAxlesPepsico: z.preprocess(integerText, z.number().int().min(1)),
  pepsicoVehicleType: z.string(),
  wheelTypePepsico: z.string().nullish(),
});

/** A vehicle type. */
export type VehicleType = z.infer<typeof vehicleTypeSchema>;
