import { groupThousands } from './group-thousands.ts';
import { toDecimalParts } from './round-decimal.ts';

/** Numeric input accepted by the pt-BR formatters: a number, or a plain decimal string such as `'7.50'`. */
export type NumericInput = number | string | null | undefined;

/**
 * Reads a formatter's input as a finite number, or `null`.
 * Strings are JavaScript decimals (`'7.50'`, as databases send numeric columns), not pt-BR text: use
 * `parseBRL` for `'R$ 1.234,56'`.
 *
 * @example toFiniteNumber(' 7.50 ') // 7.5
 * @example toFiniteNumber('abc') // null
 */
export function toFiniteNumber(value: NumericInput): number | null {
  if (value == null) return null;
  const number =
    typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.trim())) : value;
  return Number.isFinite(number) ? number : null;
}

/**
 * Formats a number the pt-BR way: `'.'` between thousands, `','` before the fraction, always `digits`
 * fraction digits, rounded half away from zero (robust against binary floating point, see `roundDecimal`).
 * A negative value gets a leading `'-'`, except when it rounds to zero. NaN, infinities, `null`,
 * `undefined` and non-numeric strings format as zero (`'0,00'`).
 *
 * @param value - the number (or a plain decimal string such as `'7.50'`).
 * @param digits - fraction digits, default 2, an integer from 0 to 20 (else `RangeError`).
 * @example formatDecimal(1234.565) // '1.234,57'
 * @example formatDecimal(47.63, 1) // '47,6'
 */
export function formatDecimal(value: NumericInput, digits = 2): string {
  const parts = toDecimalParts(toFiniteNumber(value) ?? 0, digits);
  const integer = groupThousands(parts.integer);
  const body = digits > 0 ? `${integer},${parts.fraction}` : integer;
  return parts.negative ? `-${body}` : body;
}
