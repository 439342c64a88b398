import type { VehicleCategory } from '../schemas/vehicle-category.ts';

export type { VehicleCategory } from '../schemas/vehicle-category.ts';

/** Every vehicle category, in the order the selector shows them. */
export const VEHICLE_CATEGORIES: readonly VehicleCategory[] = Object.freeze([
  'truck',
  'auto',
  'bus',
  'motorcycle',
]);

const ALIASES: Readonly<Record<string, VehicleCategory>> = {
  truck: 'truck',
  auto: 'auto',
  car: 'auto',
  bus: 'bus',
  motorcycle: 'motorcycle',
  moto: 'motorcycle',
};

/**
 * Maps a category name to the planner's category (SPEC §4 Vehicle): `'car'` → `'auto'`, `'moto'` →
 * `'motorcycle'`, the four categories unchanged. Case and surrounding spaces are ignored. Anything else
 * (unknown name, empty, `null`) gives `null`.
 *
 * @example normalizeCategory('car') // 'auto'
 * @example normalizeCategory('plane') // null
 */
export function normalizeCategory(input: string | null | undefined): VehicleCategory | null {
  if (input == null) return null;
  const key = input.trim().toLowerCase();
  return Object.hasOwn(ALIASES, key) ? (ALIASES[key] ?? null) : null;
}
