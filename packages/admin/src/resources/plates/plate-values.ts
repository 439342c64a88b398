import {
  categoryFromVehicleType,
  normalizePlate,
  normalizeRearWheelType,
  plateFormSchema,
  rearWheelOptions,
  resetVehicle,
  resolveRearWheelType,
  vehicleFromVehicleType,
} from '@freight/core';
import { formErrors } from '../form-errors.ts';
import type { PlateCreate, RearWheelType, VehicleCategory, VehicleType } from '@freight/core';

/**
 * The plate form's values: the plate as the admin reads it (core's app plate: the vehicle type is
 * `vehicleTypePepsico`), `category` and `axis` only when editing a stored plate.
 */
export interface PlateFormValues {
  readonly company_id?: number | string | null;
  readonly plate?: string | null;
  readonly vehicleTypePepsico?: number | string | null;
  readonly brand?: string | null;
  readonly model?: string | null;
  readonly rear_wheel_type?: string | null;
  readonly category?: VehicleCategory | null;
  readonly axis?: number | null;
}

/** The label of a vehicle type in selects and pages: its name, else its kind and axle count. */
export function vehicleTypeLabel(type: VehicleType): string {
  return type.name ?? `${type.pepsicoVehicleType} ${type.numberAxlesPepsico} eixos`;
}

/** The vehicle type of `id` among `types`, `undefined` when none (or the types are unknown). */
export function vehicleTypeOf(
  types: readonly VehicleType[],
  id: number | string | null | undefined,
): VehicleType | undefined {
  if (id == null || id === '') return undefined;
  return types.find((type) => String(type.id) === String(id));
}

/**
 * The vehicle a plate form describes, as core derives it from the chosen vehicle type (SPEC §3:
 * 'Caminhao' is a truck, anything else auto; the type's axle count; its wheel type, or the one chosen
 * in 'Tipo rodagem' when the category offers it). Without a known type: the stored plate's category
 * and axle count, else core's default vehicle (6-axle truck).
 */
export function plateVehicle(
  values: PlateFormValues,
  types: readonly VehicleType[],
): { category: VehicleCategory; axis: number; rearWheelType: RearWheelType | null } {
  const chosen = normalizeRearWheelType(values.rear_wheel_type);
  const type = vehicleTypeOf(types, values.vehicleTypePepsico);
  if (type) {
    const vehicle = vehicleFromVehicleType(resetVehicle(), type);
    return {
      category: vehicle.category,
      axis: vehicle.axis,
      rearWheelType: resolveRearWheelType(vehicle.category, chosen ?? vehicle.rearWheelType),
    };
  }
  const fallback = resetVehicle();
  const category = values.category ?? fallback.category;
  return {
    category,
    axis: values.axis ?? fallback.axis,
    rearWheelType: resolveRearWheelType(category, chosen),
  };
}

/** 'Tipo rodagem' options for the chosen vehicle type (SPEC §4: a truck Simples and Dupla, others Simples). */
export function rearWheelChoices(
  values: PlateFormValues,
  types: readonly VehicleType[],
): readonly RearWheelType[] {
  const type = vehicleTypeOf(types, values.vehicleTypePepsico);
  const category = type ? categoryFromVehicleType(type.pepsicoVehicleType) : (values.category ?? 'truck');
  return rearWheelOptions(category);
}

/**
 * The form's errors by field (SPEC §5 through core's `plateFormSchema`): 'Placa Inválida', 'Tipo
 * inválido', and `SILENT_ERROR` (flagged, no text) for a missing brand, model or rear wheel type.
 */
export function plateFormErrors(values: PlateFormValues): Record<string, string> {
  const result = plateFormSchema.safeParse({
    company_id: values.company_id,
    plate: values.plate ?? '',
    vehicle_type_pepsico: values.vehicleTypePepsico ?? undefined,
    brand: values.brand ?? '',
    model: values.model ?? '',
    rear_wheel_type: values.rear_wheel_type ?? '',
  });
  return formErrors(result, { vehicle_type_pepsico: 'vehicleTypePepsico' });
}

/**
 * The body of `POST /api/plates` / `PUT /api/plates/{id}` (core's `PlateCreate`, SPEC §7): the plate
 * upper-case without hyphen, the vehicle type as `vehicle_type_pepsico`, and `category`, `axis` and
 * `rear_wheel_type` derived from the chosen type ({@link plateVehicle}).
 */
export function plateBody(values: PlateFormValues, types: readonly VehicleType[]): PlateCreate {
  const vehicle = plateVehicle(values, types);
  return {
    company_id: Number(values.company_id),
    plate: normalizePlate(values.plate ?? ''),
    brand: (values.brand ?? '').trim(),
    model: (values.model ?? '').trim(),
    vehicle_type_pepsico: Number(values.vehicleTypePepsico),
    category: vehicle.category,
    axis: vehicle.axis,
    rear_wheel_type: vehicle.rearWheelType as RearWheelType,
  };
}
