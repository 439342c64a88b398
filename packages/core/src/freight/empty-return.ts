import { kmCostCents } from '../shared/cents.ts';

/** Percentage of the displacement cost (CCD × km) paid for an empty return (frete/README: 0.92). */
export const EMPTY_RETURN_PERCENT = 92;

/**
 * The empty-return value ("retorno vazio"), where due: 0.92 × CCD × km, without CC, rounded to the cent
 * (half up). Takes a floor result or any `{ ccd, km }`.
 * @example emptyReturnValue({ ccd: 7.3547, km: 500 }) // 3383.16
 */
export function emptyReturnValue(input: { ccd: number; km: number }): number {
  return kmCostCents(input.km, input.ccd, EMPTY_RETURN_PERCENT) / 100;
}
