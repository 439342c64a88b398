/**
 * Keeps only the ASCII digits 0–9 of a text. `null` and `undefined` give `''`.
 *
 * @example onlyDigits('(11) 98765-4321') // '11987654321'
 */
export function onlyDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}
