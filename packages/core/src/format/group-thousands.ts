/**
 * Inserts a separator every three digits, counted from the right, into a string of integer digits.
 *
 * @param integerDigits - digits only, no sign.
 * @param separator - default `'.'` (pt-BR).
 * @example groupThousands('1234567') // '1.234.567'
 */
export function groupThousands(integerDigits: string, separator = '.'): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
