import { normalizeCnpj, validateCnpj } from './cnpj.ts';
import { validateCpf } from './cpf.ts';
import { MSG_INVALID_CPF_OR_CNPJ } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

/**
 * Optional CPF-or-CNPJ rule (SPEC §5): empty or blank is valid; once the mask (dots, slash, hyphen,
 * spaces) is removed, 11 characters validate as a CPF ('CPF Inválido'), 14 as a CNPJ, numeric or
 * alphanumeric ('CNPJ Inválido'), any other length gives 'CPF/CNPJ inválido'.
 *
 * @example validateCpfOrCnpj('') // null
 * @example validateCpfOrCnpj('529.982.247-25') // null
 * @example validateCpfOrCnpj('1234') // 'CPF/CNPJ inválido'
 */
export function validateCpfOrCnpj(value: string | null | undefined): ValidationResult {
  const normalized = normalizeCnpj(value ?? '');
  if (normalized === '') return null;
  if (normalized.length === 11) return validateCpf(normalized);
  if (normalized.length === 14) return validateCnpj(normalized);
  return MSG_INVALID_CPF_OR_CNPJ;
}
