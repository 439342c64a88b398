import { z } from 'zod';
import { INVALID_VEHICLE_TYPE_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { entityIdSchema, entityIdTextSchema, MAX_ENTITY_ID, plateTextSchema } from './primitives.ts';
import { integerText } from './query-number.ts';
import { requiredText, TEXT_LIMITS } from './text-fields.ts';
import { rearWheelTypeSchema, vehicleCategorySchema } from './vehicle-category.ts';

/**
 * A plate as the API sends it (SPEC §3 Plate): the vehicle type is `vehicle_type_pepsico` (id of a
 * vehicle type, `null` when none), and the record's timestamps when the server sends them.
 */
export const plateWireSchema = z.object({
  id: entityIdTextSchema,
  plate: z.string(),
  company_id: entityIdTextSchema.nullish(),
  brand: z.string().nullish(),
  model: z.string().nullish(),
  category: vehicleCategorySchema,
  axis: z.preprocess(integerText, z.number().int().min(1)),
  rear_wheel_type: rearWheelTypeSchema.nullish(),
  vehicle_type_pepsico: entityIdTextSchema.nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A plate on the wire. */
export type PlateWire = z.infer<typeof plateWireSchema>;

/** A plate in the app: as on the wire, but the vehicle type is `vehicleTypePepsico`. */
export const plateSchema = plateWireSchema
  .omit({ vehicle_type_pepsico: true })
  .extend({ vehicleTypePepsico: entityIdTextSchema.nullish() });

/** A plate in the app. */
export type Plate = z.infer<typeof plateSchema>;

/**
 * The app plate of a wire plate (`vehicle_type_pepsico` → `vehicleTypePepsico`, absent → `null`).
 *
 * @example plateFromWire(plateWireSchema.parse(json)).vehicleTypePepsico
 */
export function plateFromWire(wire: PlateWire): Plate {
  const { vehicle_type_pepsico, ...rest } = wire;
  return { ...rest, vehicleTypePepsico: vehicle_type_pepsico ?? null };
}

/** The wire plate of an app plate (`vehicleTypePepsico` → `vehicle_type_pepsico`, absent → `null`). */
export function plateToWire(plate: Plate): PlateWire {
  const { vehicleTypePepsico, ...rest } = plate;
  return { ...rest, vehicle_type_pepsico: vehicleTypePepsico ?? null };
}

/**
 * Body of `POST /api/plates` (SPEC §7): company, plate ('Placa Inválida' unless old or Mercosul format;
 * sent upper-case without `-`), brand and model (required, at most 100 characters), vehicle type (an id
 * number, 'Tipo inválido' otherwise), category, axle count (a number, 2–15) and rear wheel type.
 *
 * @example plateCreateSchema.parse({ company_id: 1, plate: 'abc1d23', brand: 'Volvo', model: 'FH 540', vehicle_type_pepsico: 4, category: 'truck', axis: 6, rear_wheel_type: 'Dupla' })
 */
export const plateCreateSchema = z.object({
  company_id: entityIdSchema,
  plate: plateTextSchema,
  brand: requiredText(TEXT_LIMITS.vehicleModel),
  model: requiredText(TEXT_LIMITS.vehicleModel),
  vehicle_type_pepsico: z
    .number({ error: INVALID_VEHICLE_TYPE_MESSAGE })
    .int()
    .positive(INVALID_VEHICLE_TYPE_MESSAGE)
    .max(MAX_ENTITY_ID, INVALID_VEHICLE_TYPE_MESSAGE),
  category: vehicleCategorySchema,
  axis: z.number().int().min(2).max(15),
  rear_wheel_type: z.enum(rearWheelTypeSchema.options, { error: REQUIRED_MESSAGE }),
});

/** Body of a plate creation. */
export type PlateCreate = z.infer<typeof plateCreateSchema>;

/** Body of `PUT /api/plates/{id}`: every creation field, each optional. */
export const plateUpdateSchema = plateCreateSchema.partial();

/** Body of a plate update. */
export type PlateUpdate = z.infer<typeof plateUpdateSchema>;

/** Body of `POST /api/plates/{id}` (load the plate's toll tags): `{ plate_id }`. */
export const plateTagsRequestSchema = z.object({ plate_id: entityIdSchema });

/** Body of a plate-tags request. */
export type PlateTagsRequest = z.infer<typeof plateTagsRequestSchema>;

/** Data of `POST /api/plates/{id}`: the plate's toll tags (SPEC §3 Vehicle `tags`). */
export const plateTagsSchema = z.array(z.string());

/** Toll tags of a plate. */
export type PlateTags = z.infer<typeof plateTagsSchema>;
