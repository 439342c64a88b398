/** Formats a number for display (the format module's `formatBRL` for money in the app). */
export type MoneyFormatter = (value: number) => string;

/** What the toll table shows for a tag or weekend fare (or its discount) that does not apply. */
export const NO_FARE_DASH = '-';

/**
 * Shown for the cash fare of a plaza with no fare in force for the vehicle and date (distinct from a fare
 * of R$ 0,00, which means the category rides free there).
 */
export const NO_TARIFF_LABEL = 'Tarifa indisponível';

/**
 * A tag or weekend fare for display: `'-'` when it is 0 or absent (SPEC §9), else `fmt(value)`.
 * @example fareOrDash(0, formatBRL) // '-'
 * @example fareOrDash(10.02, formatBRL) // 'R$ 10,02'
 */
export function fareOrDash(value: number | null | undefined, fmt: MoneyFormatter): string {
  return value == null || value === 0 ? NO_FARE_DASH : fmt(value);
}

/**
 * A tag or weekend discount for display: `'-'` when the corresponding fare is 0 or absent (SPEC §9),
 * else `fmt(discount)`.
 * @example discountOrDash(5, 10.02, (p) => `${p}%`) // '5%'
 * @example discountOrDash(5, 0, (p) => `${p}%`) // '-'
 */
export function discountOrDash(
  discount: number,
  fare: number | null | undefined,
  fmt: MoneyFormatter,
): string {
  return fare == null || fare === 0 ? NO_FARE_DASH : fmt(discount);
}

/**
 * A plaza's cash fare for display: {@link NO_TARIFF_LABEL} when it has no tariffs (`null`), else
 * `fmt(fare)`, including `fmt(0)` for a category the plaza does not charge.
 * @example cashFareText(null, formatBRL) // 'Tarifa indisponível'
 */
export function cashFareText(fare: number | null | undefined, fmt: MoneyFormatter): string {
  return fare == null ? NO_TARIFF_LABEL : fmt(fare);
}
