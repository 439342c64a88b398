import { AXIS_RANGE_BY_CATEGORY, clampAxis } from './axis-by-category.ts';
import type { Vehicle } from './vehicle.ts';

/**
 * Whether the plus button can add an axle: the count is below the category's maximum (truck 15,
 * car and bus 4, motorcycle 2).
 *
 * @example canIncrementAxis({ ...resetVehicle(), axis: 15 }) // false
 */
export function canIncrementAxis(vehicle: Pick<Vehicle, 'axis' | 'category'>): boolean {
  return vehicle.axis < AXIS_RANGE_BY_CATEGORY[vehicle.category].max;
}

/**
 * Whether the minus button can remove an axle: the count is above the category's minimum (2).
 *
 * @example canDecrementAxis({ ...resetVehicle(), axis: 2 }) // false
 */
export function canDecrementAxis(vehicle: Pick<Vehicle, 'axis' | 'category'>): boolean {
  return vehicle.axis > AXIS_RANGE_BY_CATEGORY[vehicle.category].min;
}

/**
 * Plus button (SPEC §4 Vehicle): one more axle, same category. The result is clamped to the category's
 * accepted range (SPEC §5: truck 2–15, car and bus 2–4, motorcycle 2), so at the maximum it stays there
 * rather than producing a combination the validation rejects.
 *
 * @example incrementAxis(resetVehicle()).axis // 7
 */
export function incrementAxis<V extends Vehicle>(vehicle: V): V {
  return { ...vehicle, axis: clampAxis(vehicle.category, vehicle.axis + 1) };
}

/**
 * Minus button (SPEC §4 Vehicle): one axle less, same category, clamped like {@link incrementAxis}
 * (never below 2).
 *
 * @example decrementAxis(resetVehicle()).axis // 5
 */
export function decrementAxis<V extends Vehicle>(vehicle: V): V {
  return { ...vehicle, axis: clampAxis(vehicle.category, vehicle.axis - 1) };
}
