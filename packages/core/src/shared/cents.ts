/** How a fraction of a cent is resolved: truncate (`down`), raise (`up`) or nearest with halves up. */
export type CentRounding = 'down' | 'up' | 'half-up';

/**
 * Converts reais to integer cents (nearest cent).
 * @example toCents(10.55) // 1055
 */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

/**
 * Converts integer cents back to reais (2 decimals).
 * @example fromCents(1002) // 10.02
 */
export function fromCents(cents: number): number {
  return cents / 100;
}

/**
 * Divides two integers (`denominator` > 0) and resolves the remainder with `mode`, exactly.
 * @example divideRounded(100225, 10000, 'down') // 10
 */
export function divideRounded(numerator: number, denominator: number, mode: CentRounding): number {
  const remainder = ((numerator % denominator) + denominator) % denominator;
  const quotient = (numerator - remainder) / denominator;
  if (remainder === 0 || mode === 'down') return quotient;
  if (mode === 'up') return quotient + 1;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/**
 * Cents of `km × perKm` (R$/km) × `percent` %, rounded half up and computed in integers: km to the
 * metre, the coefficient to 4 decimals, the percentage to a whole number.
 * @example kmCostCents(500, 7.3547) // 367735
 */
export function kmCostCents(km: number, perKm: number, percent = 100): number {
  const metres = Math.round(km * 1000);
  const perKmE4 = Math.round(perKm * 10000);
  return divideRounded(metres * perKmE4 * Math.round(percent), 10_000_000, 'half-up');
}
