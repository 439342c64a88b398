/** A number rounded to a fixed count of fraction digits, as decimal digit strings. */
export interface DecimalParts {
  /** True when the rounded value is below zero (never true for a value that rounds to zero). */
  negative: boolean;
  /** Integer digits without sign or grouping, at least `'0'`. */
  integer: string;
  /** Exactly `digits` fraction digits (empty when `digits` is 0). */
  fraction: string;
}

const SIGNIFICANT_DIGITS = 15;

function assertDigits(digits: number): void {
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) {
    throw new RangeError(`digits must be an integer from 0 to 20, got ${digits}`);
  }
}

function decimalDigitsOf(abs: number): { digits: string; point: number } {
  const [mantissa = '0', exponent] = abs.toPrecision(SIGNIFICANT_DIGITS).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, point: whole.length + (exponent === undefined ? 0 : Number(exponent)) };
}

function incrementDigits(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return '1' + chars.join('');
}

/**
 * Rounds a finite number to `digits` fraction digits, half away from zero, and returns the decimal digits.
 *
 * The value is first read as its 15-significant-digit decimal (the precision a double always keeps), so
 * binary floating-point noise cannot flip a half: `1.005` rounds to `1.01` and `0.125` to `0.13`, where
 * `(1.005).toFixed(2)` gives `'1.00'`.
 *
 * @param value - a finite number (callers filter NaN and infinities).
 * @param digits - fraction digits, an integer from 0 to 20; otherwise a `RangeError` is thrown.
 * @example toDecimalParts(-1234.565, 2) // { negative: true, integer: '1234', fraction: '57' }
 */
export function toDecimalParts(value: number, digits: number): DecimalParts {
  assertDigits(digits);
  const source = decimalDigitsOf(Math.abs(value));
  let all = source.digits;
  let point = source.point;
  if (point <= 0) {
    all = '0'.repeat(1 - point) + all;
    point = 1;
  }
  const keep = point + digits;
  all = all.padEnd(keep + 1, '0');
  let kept = all.slice(0, keep);
  if (Number(all[keep]) >= 5) kept = incrementDigits(kept);
  const integer = kept.slice(0, kept.length - digits).replace(/^0+(?=\d)/, '') || '0';
  const fraction = kept.slice(kept.length - digits);
  const isZero = /^0*$/.test(integer + fraction);
  return { negative: value < 0 && !isZero, integer, fraction };
}

/**
 * Rounds a number to `digits` fraction digits, half away from zero, robustly against binary floating point.
 *
 * @param value - the number to round; NaN and infinities are returned unchanged.
 * @param digits - fraction digits, default 2 (an integer from 0 to 20).
 * @example roundDecimal(1.005) // 1.01
 * @example roundDecimal(-2.5, 0) // -3
 */
export function roundDecimal(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const parts = toDecimalParts(value, digits);
  const result = Number(`${parts.integer}.${parts.fraction || '0'}`);
  return parts.negative ? -result : result;
}
