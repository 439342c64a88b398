import { clampAxis, DEFAULT_AXIS_BY_CATEGORY, parseAxis } from './axis-by-category.ts';
import { normalizeRearWheelType, resolveRearWheelType } from './rear-wheel.ts';
import type { Vehicle } from './vehicle.ts';
import type { VehicleCategory } from './vehicle-category.ts';

/** The vehicle type fields the planner reads (SPEC §3 Vehicle type, product `Pepsico`). */
export interface VehicleTypeInput {
  id: number | string;
  numberAxlesPepsico?: number | string | null;
  pepsicoVehicleType?: string | null;
  wheelTypePepsico?: string | null;
}

/**
 * Category of a vehicle type (SPEC §3): `'Caminhao'` means truck, anything else auto. Case, spaces and
 * accents are ignored (`'CAMINHÃO'` is a truck too).
 *
 * @example categoryFromVehicleType('Caminhao') // 'truck'
 * @example categoryFromVehicleType('Utilitario') // 'auto'
 */
export function categoryFromVehicleType(pepsicoVehicleType: string | null | undefined): VehicleCategory {
  const key = (pepsicoVehicleType ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return key === 'caminhao' ? 'truck' : 'auto';
}

/**
 * Takes the vehicle from a chosen vehicle type: category from `pepsicoVehicleType` (truck or auto), axle
 * count from `numberAxlesPepsico` clamped to the category's range (the category's default when missing),
 * rear wheel type from `wheelTypePepsico` when the category offers it, else re-derived (`'Simples'`
 * auto-selected for auto), and `vehicleTypePepsico` set to the type's id as text. Plate and tags stay.
 *
 * @example vehicleFromVehicleType(resetVehicle(), { id: 3, numberAxlesPepsico: 9, pepsicoVehicleType: 'Caminhao', wheelTypePepsico: 'Dupla' }).axis // 9
 */
export function vehicleFromVehicleType<V extends Vehicle>(vehicle: V, type: VehicleTypeInput): V {
  const category = categoryFromVehicleType(type.pepsicoVehicleType);
  const typeAxis = parseAxis(type.numberAxlesPepsico);
  return {
    ...vehicle,
    category,
    axis: typeAxis === null ? DEFAULT_AXIS_BY_CATEGORY[category] : clampAxis(category, typeAxis),
    rearWheelType: resolveRearWheelType(
      category,
      normalizeRearWheelType(type.wheelTypePepsico) ?? vehicle.rearWheelType,
    ),
    vehicleTypePepsico: String(type.id),
  };
}
