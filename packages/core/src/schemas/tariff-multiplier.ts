import { z } from 'zod';

/** Smallest toll category multiplier (motorcycles). */
export const MIN_TARIFF_MULTIPLIER = 0.5;

/** Largest toll category multiplier (a truck's axle count is its multiplier; 20 leaves room above 15 axles). */
export const MAX_TARIFF_MULTIPLIER = 20;

/** pt-BR message of a multiplier that is not a category multiplier. */
export const TARIFF_MULTIPLIER_MESSAGE = 'Use um multiplicador de categoria: 0,5, 1, 1,5, 2, 3 … até 20';

/**
 * Whether `value` is a toll category multiplier (`pedagios/categorias.csv`): a multiple of 0.5 from
 * {@link MIN_TARIFF_MULTIPLIER} to {@link MAX_TARIFF_MULTIPLIER}. Exact: `1e-320` or `1.0000001` are not.
 *
 * @example isTariffMultiplier(1.5) // true
 * @example isTariffMultiplier(0.25) // false
 */
export function isTariffMultiplier(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= MIN_TARIFF_MULTIPLIER &&
    value <= MAX_TARIFF_MULTIPLIER &&
    Number.isInteger(value * 2)
  );
}

/**
 * A toll category multiplier in a body: a number (never text), a multiple of 0.5 from 0.5 to 20; message
 * {@link TARIFF_MULTIPLIER_MESSAGE}. The OpenAPI document shows `minimum`, `maximum` and `multipleOf`.
 *
 * @example tariffMultiplierSchema.parse(2) // 2
 */
export const tariffMultiplierSchema = z
  .number()
  .min(MIN_TARIFF_MULTIPLIER, { error: TARIFF_MULTIPLIER_MESSAGE })
  .max(MAX_TARIFF_MULTIPLIER, { error: TARIFF_MULTIPLIER_MESSAGE })
  .multipleOf(0.5, { error: TARIFF_MULTIPLIER_MESSAGE })
  .refine(isTariffMultiplier, { error: TARIFF_MULTIPLIER_MESSAGE, abort: true });
