import { DEFAULT_AXIS_BY_CATEGORY } from './axis-by-category.ts';
import { resolveRearWheelType } from './rear-wheel.ts';
import type { Vehicle } from './vehicle.ts';
import { normalizeCategory } from './vehicle-category.ts';
import type { VehicleCategory } from './vehicle-category.ts';

/**
 * A click on a category (SPEC §4 Vehicle): sets the category and its default axle count (truck 6,
 * car 2, bus 4, motorcycle 2), then re-derives the rear wheel type (kept when still offered, `'Simples'`
 * auto-selected for single-option categories, else cleared). Names are normalized (`'car'` → `'auto'`);
 * an unknown name leaves the vehicle unchanged (same object). Plate and tags are kept.
 *
 * @example selectCategory(resetVehicle(), 'bus') // { ...resetVehicle(), category: 'bus', axis: 4, rearWheelType: 'Simples' }
 */
export function selectCategory<V extends Vehicle>(vehicle: V, category: VehicleCategory | string): V {
  const normalized = normalizeCategory(category);
  if (normalized === null) return vehicle;
  return {
    ...vehicle,
    category: normalized,
    axis: DEFAULT_AXIS_BY_CATEGORY[normalized],
    rearWheelType: resolveRearWheelType(normalized, vehicle.rearWheelType),
  };
}
