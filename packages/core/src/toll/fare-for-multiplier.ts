import { divideRounded, fromCents, toCents } from '../shared/cents.ts';

/** A fare of one category multiplier (the shape of a tariff row, without dates). */
export interface MultiplierFare {
  multiplier: number;
  fare: number;
}

const SAME_MULTIPLIER = 1e-9;

/**
 * The fare (R$) a vehicle of category `multiplier` pays at a plaza whose table in force is `rows`.
 *
 * - A row for exactly that multiplier → its fare.
 * - A multiplier above the highest published one → that fare scaled proportionally, rounded to the
 *   cent (half up): fare(max) / max × multiplier. SPEC §9 does this from the 10-axle fare; a plaza
 *   publishing up to 6 or 8 is scaled from its own top row (a 9-axle truck pays fare8 / 8 × 9).
 * - A multiplier missing below the highest published one → 0: the plaza does not charge that category
 *   (no 0.5 row: motorcycles ride free; VIA BRASIL P3 charges only 4 to 8 axles).
 * - No rows at all → `null` ("Tarifa indisponível": fares unknown), which is not the same as 0.
 *
 * @example fareForMultiplier([{ multiplier: 8, fare: 80 }], 9) // 90
 */
export function fareForMultiplier(rows: readonly MultiplierFare[], multiplier: number): number | null {
  if (rows.length === 0) return null;
  const exact = rows.find((row) => Math.abs(row.multiplier - multiplier) < SAME_MULTIPLIER);
  if (exact) return exact.fare;
  const top = rows.reduce((max, row) => (row.multiplier > max.multiplier ? row : max));
  if (multiplier < top.multiplier) return 0;
  const cents = divideRounded(
    toCents(top.fare) * Math.round(multiplier * 2),
    Math.round(top.multiplier * 2),
    'half-up',
  );
  return fromCents(cents);
}
