import { KEY_INVALID_AXIS, KEY_INVALID_CATEGORY } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

/**
 * The four canonical vehicle categories whose axle counts are validated, in SPEC order. The planner's
 * 'car' and 'moto' must be mapped to 'auto' and 'motorcycle' first.
 */
export const AXIS_CATEGORIES = ['truck', 'auto', 'bus', 'motorcycle'] as const;

/** One of {@link AXIS_CATEGORIES}. */
export type AxisCategory = (typeof AXIS_CATEGORIES)[number];

/** Inclusive range of accepted axle counts. */
export interface AcceptedAxisRange {
  /** Smallest accepted axle count. */
  readonly min: number;
  /** Largest accepted axle count. */
  readonly max: number;
}

/**
 * Accepted axle counts per category (SPEC §5): truck 2 to 15; auto or bus 2, 3 or 4; motorcycle
 * exactly 2.
 *
 * @example ACCEPTED_AXIS_RANGE_BY_CATEGORY.truck // { min: 2, max: 15 }
 */
export const ACCEPTED_AXIS_RANGE_BY_CATEGORY: Readonly<Record<AxisCategory, AcceptedAxisRange>> = {
  truck: { min: 2, max: 15 },
  auto: { min: 2, max: 4 },
  bus: { min: 2, max: 4 },
  motorcycle: { min: 2, max: 2 },
};

/**
 * Whether `category` is one of the four canonical vehicle categories.
 *
 * @example isAxisCategory('bus') // true
 * @example isAxisCategory('car') // false (map 'car' to 'auto' first)
 */
export function isAxisCategory(category: unknown): category is AxisCategory {
  return typeof category === 'string' && Object.hasOwn(ACCEPTED_AXIS_RANGE_BY_CATEGORY, category);
}

/**
 * Whether the vehicle combination is accepted (SPEC §5): a known category and an integer axle count
 * inside its range. Any other combination (unknown category, fractional or NaN axles) is rejected.
 *
 * @example isValidAxisForCategory('truck', 11) // true
 * @example isValidAxisForCategory('bus', 5) // false
 */
export function isValidAxisForCategory(category: string, axis: number): boolean {
  if (!isAxisCategory(category) || !Number.isInteger(axis)) return false;
  const range = ACCEPTED_AXIS_RANGE_BY_CATEGORY[category];
  return axis >= range.min && axis <= range.max;
}

/**
 * Rule form of {@link isValidAxisForCategory}: `null` when accepted, 'VALIDATION_INVALID_CATEGORY'
 * for an unknown category, else 'VALIDATION_INVALID_AXIS'.
 *
 * @example validateAxisForCategory('motorcycle', 3) // 'VALIDATION_INVALID_AXIS'
 */
export function validateAxisForCategory(category: string, axis: number): ValidationResult {
  if (!isAxisCategory(category)) return KEY_INVALID_CATEGORY;
  return isValidAxisForCategory(category, axis) ? null : KEY_INVALID_AXIS;
}
