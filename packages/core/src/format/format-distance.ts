import { formatDecimal } from './format-decimal.ts';
import { NOT_CALCULATED } from './not-calculated.ts';
import { toDecimalParts } from './round-decimal.ts';

/**
 * Formats a distance given in kilometres (the trip's `summary.length`) the pt-BR way.
 *
 * - Below 1 km (after rounding to whole metres): whole metres, `'850 m'` (`0` → `'0 m'`).
 * - Otherwise kilometres with one decimal and thousand separators: `'586,0 km'`, `'1.234,5 km'`
 *   (rounded half away from zero).
 * - No trip (`null`, `undefined`, NaN, infinities, negative values) reads `'Não calculado'`
 *   ({@link NOT_CALCULATED}).
 *
 * @param km - the distance in kilometres.
 * @example formatDistance(0.85) // '850 m'
 * @example formatDistance(1234.54) // '1.234,5 km'
 */
export function formatDistance(km: number | null | undefined): string {
  if (km == null || !Number.isFinite(km) || km < 0) return NOT_CALCULATED;
  const metres = Number(toDecimalParts(km * 1000, 0).integer);
  if (metres < 1000) return `${metres} m`;
  return `${formatDecimal(km, 1)} km`;
}
