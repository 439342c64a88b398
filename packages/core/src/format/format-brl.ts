import { formatDecimal } from './format-decimal.ts';
import type { NumericInput } from './format-decimal.ts';

/** What a money value reads before any calculation (SPEC §2 Route summary card). */
export const MONEY_ZERO = 'R$ 0,00';

/**
 * Formats an amount in Brazilian reais: `'R$'`, one normal space (U+0020, never a non-breaking one),
 * `'.'` between thousands, `','` and exactly two cent digits. Rounds half away from zero at the cent,
 * robust against binary floating point (`1.005` → `'R$ 1,01'`). Negatives read `'-R$ 1.234,56'`.
 * NaN, infinities, `null`, `undefined` and non-numeric strings read `'R$ 0,00'` ({@link MONEY_ZERO}), as the
 * summary does before any calculation. Hand-written, so Node and browsers give the same text.
 *
 * @param value - the amount (or a plain decimal string such as `'7.50'`).
 * @example formatBRL(1234.56) // 'R$ 1.234,56'
 * @example formatBRL(-0.125) // '-R$ 0,13'
 */
export function formatBRL(value: NumericInput): string {
  const text = formatDecimal(value, 2);
  return text.startsWith('-') ? `-R$ ${text.slice(1)}` : `R$ ${text}`;
}
