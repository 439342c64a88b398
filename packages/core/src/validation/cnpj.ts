import { MSG_INVALID_CNPJ } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The CNPJ without its mask and upper-cased: dots, slash, hyphen and spaces removed.
 *
 * @example normalizeCnpj('12.abc.345/01de-35') // '12ABC34501DE35'
 */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

function checkDigit(base: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + (base.charCodeAt(index) - 48) * weight, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * The two check digits of a CNPJ base of 12 characters, numeric or alphanumeric (Receita Federal,
 * from July 2026). Each character is worth its ASCII code minus 48 ('0'..'9' → 0..9, 'A' → 17 … 'Z'
 * → 42); weights 5,4,3,2,9,8,7,6,5,4,3,2 then 6,5,4,3,2,9,8,7,6,5,4,3,2; mod 11, a remainder
 * below 2 gives 0, else 11 − remainder. Returns `null` when the base is not 12 characters of 0-9/A-Z
 * (a mask and lower case are accepted).
 *
 * @example cnpjCheckDigits('12ABC34501DE') // '35'
 * @example cnpjCheckDigits('11.222.333/0001') // '81'
 */
export function cnpjCheckDigits(base: string): string | null {
  const normalized = normalizeCnpj(base);
  if (!/^[0-9A-Z]{12}$/.test(normalized)) return null;
  const first = checkDigit(normalized, FIRST_WEIGHTS);
  const second = checkDigit(`${normalized}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/**
 * Whether the text is a valid CNPJ (SPEC §5): 14 characters once the mask (dots, slash, hyphen,
 * spaces) is removed, 12 of 0-9/A-Z (lower case is upper-cased) then 2 numeric check digits that
 * match {@link cnpjCheckDigits}. A CNPJ of one repeated character (00.000.000/0000-00) is rejected.
 *
 * @example isValidCnpj('11.222.333/0001-81') // true
 * @example isValidCnpj('12.ABC.345/01DE-35') // true
 * @example isValidCnpj('11.222.333/0001-80') // false
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/**
 * CNPJ rule (SPEC §5): `null` when {@link isValidCnpj}, else 'CNPJ Inválido' (an empty CNPJ too).
 *
 * @example validateCnpj('00.000.000/0000-00') // 'CNPJ Inválido'
 */
export function validateCnpj(value: string | null | undefined): ValidationResult {
  return isValidCnpj(value ?? '') ? null : MSG_INVALID_CNPJ;
}
