import { divideRounded, fromCents, toCents } from '../shared/cents.ts';

/** Axle count assumed when none is known (SPEC §3: `summary.raw.axis` defaults to 6). */
export const DEFAULT_TOLL_AXIS = 6;

/**
 * The axle count to divide by: `axis` when it is a positive integer, else {@link DEFAULT_TOLL_AXIS}.
 * @example resolveAxis(undefined) // 6
 */
export function resolveAxis(axis: number | null | undefined): number {
  return axis != null && Number.isInteger(axis) && axis > 0 ? axis : DEFAULT_TOLL_AXIS;
}

/**
 * Per-axle price (SPEC §9): `amount` divided by the axle count, rounded to the cent (half up).
 * An absent or invalid axle count counts as 6.
 * @example perAxleCost(61.8, 6) // 10.3
 */
export function perAxleCost(amount: number, axis?: number | null): number {
  return fromCents(divideRounded(toCents(amount), resolveAxis(axis), 'half-up'));
}
