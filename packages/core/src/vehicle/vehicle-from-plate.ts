import { clampAxis, DEFAULT_AXIS_BY_CATEGORY, parseAxis } from './axis-by-category.ts';
import { normalizeRearWheelType, resolveRearWheelType } from './rear-wheel.ts';
import type { Vehicle, VehiclePlateRef } from './vehicle.ts';
import { normalizeCategory } from './vehicle-category.ts';

/**
 * The plate fields the planner reads (SPEC §3 Plate); the full plate object may carry more. The vehicle
 * type may come as `vehicleTypePepsico` or under its wire name `vehicle_type_pepsico`.
 */
export interface PlateInput extends VehiclePlateRef {
  plate?: string | null;
  category?: string | null;
  axis?: number | string | null;
  rear_wheel_type?: string | null;
  vehicleTypePepsico?: number | string | null;
  vehicle_type_pepsico?: number | string | null;
}

function textOf(value: number | string | null | undefined): string {
  return value == null ? '' : String(value);
}

/**
 * Selects a plate in the planner and takes the vehicle from it (SPEC §3, §4 Vehicle):
 *
 * - category from the plate (`'car'` → `'auto'`, `'moto'` → `'motorcycle'`); an unknown one keeps the
 *   current category;
 * - axle count from the plate, clamped to the category's range (truck 2–15, car and bus 2–4,
 *   motorcycle 2); without one, the category's default when the category changed, else the current count;
 * - rear wheel type from the plate when the category offers it, else re-derived (single option
 *   auto-selected, else the current one when still offered, else cleared);
 * - `vehicleTypePepsico` from the plate (`''` when it has none);
 * - when the plate differs from the previous one (by id), its tags are cleared: the caller loads the new
 *   plate's tags with `withTagsLoading` / `withTagsLoaded`.
 *
 * `null` removes the plate: plate-derived fields (vehicle type, tags, tag) are cleared, category and axles
 * stay.
 *
 * @example vehicleFromPlate(resetVehicle(), { id: 7, category: 'car', axis: 2, rear_wheel_type: 'Simples' }).category // 'auto'
 */
export function vehicleFromPlate<P extends PlateInput>(vehicle: Vehicle, plate: P | null): Vehicle<P> {
  if (plate === null) {
    return { ...vehicle, plate: null, vehicleTypePepsico: '', tags: [], tag: '', loadingTags: false };
  }
  const category = normalizeCategory(plate.category) ?? vehicle.category;
  const plateAxis = parseAxis(plate.axis);
  let axis: number;
  if (plateAxis !== null) axis = clampAxis(category, plateAxis);
  else if (category !== vehicle.category) axis = DEFAULT_AXIS_BY_CATEGORY[category];
  else axis = clampAxis(category, vehicle.axis);
  const plateChanged = vehicle.plate === null || String(vehicle.plate.id) !== String(plate.id);
  return {
    ...vehicle,
    plate,
    category,
    axis,
    rearWheelType: resolveRearWheelType(
      category,
      normalizeRearWheelType(plate.rear_wheel_type) ?? vehicle.rearWheelType,
    ),
    vehicleTypePepsico: textOf(plate.vehicleTypePepsico ?? plate.vehicle_type_pepsico),
    tags: plateChanged ? [] : vehicle.tags,
    tag: plateChanged ? '' : vehicle.tag,
  };
}
