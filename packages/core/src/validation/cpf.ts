import { MSG_INVALID_CPF } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

/**
 * The CPF without its mask: dots, hyphen and spaces removed. Other characters are kept, so a
 * CPF with letters stays invalid.
 *
 * @example normalizeCpf('529.982.247-25') // '52998224725'
 */
export function normalizeCpf(value: string): string {
  return value.replace(/[.\-\s]/g, '');
}

function cpfCheckDigit(digits: readonly number[]): number {
  const firstWeight = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/**
 * Whether the text is a valid CPF (SPEC §5): 11 digits (mask allowed) whose two check digits match
 * (mod-11 with weights 10..2 then 11..2). All-repeated digits such as 111.111.111-11 are rejected.
 *
 * @example isValidCpf('529.982.247-25') // true
 * @example isValidCpf('111.111.111-11') // false
 */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = cpfCheckDigit(digits.slice(0, 9));
  const second = cpfCheckDigit([...digits.slice(0, 9), first]);
  return digits[9] === first && digits[10] === second;
}

/**
 * CPF rule (SPEC §5): `null` when {@link isValidCpf}, else 'CPF Inválido' (an empty CPF too).
 *
 * @example validateCpf('529.982.247-24') // 'CPF Inválido'
 */
export function validateCpf(value: string | null | undefined): ValidationResult {
  return isValidCpf(value ?? '') ? null : MSG_INVALID_CPF;
}
