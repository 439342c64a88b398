import type { VehicleCategory } from './vehicle-category.ts';

import type { RearWheelType } from '../schemas/vehicle-category.ts';

export type { RearWheelType } from '../schemas/vehicle-category.ts';

/** Single rear wheels. */
export const REAR_WHEEL_SIMPLE: RearWheelType = 'Simples';

/** Dual rear wheels. */
export const REAR_WHEEL_DUAL: RearWheelType = 'Dupla';

const TRUCK_OPTIONS: readonly RearWheelType[] = Object.freeze([REAR_WHEEL_SIMPLE, REAR_WHEEL_DUAL]);
const SINGLE_OPTION: readonly RearWheelType[] = Object.freeze([REAR_WHEEL_SIMPLE]);

/**
 * Rear wheel types offered for a category (SPEC §4 Vehicle): a truck has `'Simples'` and `'Dupla'`,
 * every other category only `'Simples'`.
 *
 * @example rearWheelOptions('truck') // ['Simples', 'Dupla']
 * @example rearWheelOptions('bus') // ['Simples']
 */
export function rearWheelOptions(category: VehicleCategory): readonly RearWheelType[] {
  return category === 'truck' ? TRUCK_OPTIONS : SINGLE_OPTION;
}

/**
 * Reads a rear wheel type from stored or wire text, ignoring case and spaces (`'dupla'` → `'Dupla'`).
 * Anything else gives `null`.
 *
 * @example normalizeRearWheelType(' SIMPLES ') // 'Simples'
 */
export function normalizeRearWheelType(input: string | null | undefined): RearWheelType | null {
  const key = (input ?? '').trim().toLowerCase();
  if (key === 'simples') return REAR_WHEEL_SIMPLE;
  if (key === 'dupla') return REAR_WHEEL_DUAL;
  return null;
}

/**
 * The rear wheel type a category ends up with: the wanted one when the category offers it; otherwise
 * the only option when there is exactly one (auto-selection, SPEC §4); otherwise `null` (cleared).
 *
 * @example resolveRearWheelType('bus', 'Dupla') // 'Simples'
 * @example resolveRearWheelType('truck', null) // null
 */
export function resolveRearWheelType(
  category: VehicleCategory,
  wanted: RearWheelType | null | undefined,
): RearWheelType | null {
  const options = rearWheelOptions(category);
  if (wanted != null && options.includes(wanted)) return wanted;
  return options.length === 1 ? (options[0] ?? null) : null;
}
