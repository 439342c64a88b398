/** Vehicle categories of the planner (SPEC §3); `car` and `moto` are accepted as aliases of `auto` and `motorcycle`. */
export type TollVehicleCategory = 'truck' | 'auto' | 'bus' | 'motorcycle' | 'car' | 'moto';

/** What toll pricing needs to know about a vehicle. */
export interface TollVehicle {
  /** Vehicle category; `truck` when absent. */
  category?: TollVehicleCategory | null;
  /** Axle count; the category default (truck 6, auto 2, bus 4, motorcycle 2) when absent or not a number. */
  axis?: number | null;
  /** Rear wheel type, `'Simples'` (single) or `'Dupla'` (dual); only matters for 2-axle trucks and buses. */
  rearWheelType?: string | null;
}

const DEFAULT_AXIS = { truck: 6, auto: 2, bus: 4, motorcycle: 2 } as const;

type CanonicalCategory = keyof typeof DEFAULT_AXIS;

function canonicalCategory(category: TollVehicleCategory | null | undefined): CanonicalCategory {
  if (category === 'car') return 'auto';
  if (category === 'moto') return 'motorcycle';
  return category ?? 'truck';
}

/**
 * The axle count used for tolls: the vehicle's own (rounded, at least 2), or the category default of
 * SPEC §9 (truck 6, auto 2, bus 4, motorcycle 2) when it is absent or not a finite number.
 * @example tollAxleCount({ category: 'bus' }) // 4
 */
export function tollAxleCount(vehicle: TollVehicle): number {
  const axis = vehicle.axis;
  if (axis == null || !Number.isFinite(axis)) return DEFAULT_AXIS[canonicalCategory(vehicle.category)];
  return Math.max(2, Math.round(axis));
}

function isSingleRearWheel(rearWheelType: string | null | undefined): boolean {
  const normalized = (rearWheelType ?? '').trim().toLowerCase();
  return normalized === 'simples' || normalized === 'single';
}

/**
 * The toll category multiplier of a vehicle (pedagios/categorias.csv): the plaza's category-1 fare is
 * multiplied by it.
 *
 * - motorcycle → 0.5;
 * - auto (passenger) with 2 / 3 / 4 axles → 1 / 1.5 / 2 (fewer axles count as 2, more as 4: a car
 *   with a 2-axle trailer is the largest passenger category);
 * - truck and bus → the axle count, except a 2-axle vehicle on single rear wheels (`'Simples'`), which
 *   pays as a car (1); `'Dupla'` or an unknown wheel type pays 2.
 *
 * @example tollMultiplier({ category: 'auto', axis: 3 }) // 1.5
 * @example tollMultiplier({ category: 'truck', axis: 2, rearWheelType: 'Simples' }) // 1
 */
export function tollMultiplier(vehicle: TollVehicle): number {
  const category = canonicalCategory(vehicle.category);
  if (category === 'motorcycle') return 0.5;
  const axis = tollAxleCount(vehicle);
  if (category === 'auto') return Math.min(axis, 4) / 2;
  if (axis === 2 && isSingleRearWheel(vehicle.rearWheelType)) return 1;
  return axis;
}
