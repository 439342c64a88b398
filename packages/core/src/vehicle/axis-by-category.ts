import type { VehicleCategory } from './vehicle-category.ts';

/** Axle count set by a click on each category (SPEC §4 Vehicle, §9): truck 6, car 2, bus 4, motorcycle 2. */
export const DEFAULT_AXIS_BY_CATEGORY: Readonly<Record<VehicleCategory, number>> = Object.freeze({
  truck: 6,
  auto: 2,
  bus: 4,
  motorcycle: 2,
});

/** Inclusive axle range accepted for a category. */
export interface AxisRange {
  min: number;
  max: number;
}

/**
 * Axle counts accepted per category (SPEC §5): truck 2 to 15; auto and bus 2 to 4; motorcycle exactly 2.
 */
export const AXIS_RANGE_BY_CATEGORY: Readonly<Record<VehicleCategory, Readonly<AxisRange>>> = Object.freeze({
  truck: Object.freeze({ min: 2, max: 15 }),
  auto: Object.freeze({ min: 2, max: 4 }),
  bus: Object.freeze({ min: 2, max: 4 }),
  motorcycle: Object.freeze({ min: 2, max: 2 }),
});

/**
 * Brings an axle count into the category's accepted range (SPEC §5). A fraction is rounded to the
 * nearest whole axle first; a non-finite count gives the category's default.
 *
 * @example clampAxis('truck', 16) // 15
 * @example clampAxis('bus', 1) // 2
 */
export function clampAxis(category: VehicleCategory, axis: number): number {
  if (!Number.isFinite(axis)) return DEFAULT_AXIS_BY_CATEGORY[category];
  const range = AXIS_RANGE_BY_CATEGORY[category];
  return Math.min(range.max, Math.max(range.min, Math.round(axis)));
}

/**
 * Reads an axle count sent as a number or text (`6`, `'6'`), or `null` when it is missing or not a
 * positive whole number.
 *
 * @example parseAxis('9') // 9
 * @example parseAxis('') // null
 */
export function parseAxis(input: number | string | null | undefined): number | null {
  if (input == null) return null;
  const text = typeof input === 'string' ? input.trim() : String(input);
  if (!/^\d+$/.test(text)) return null;
  const axis = Number(text);
  return axis > 0 ? axis : null;
}
