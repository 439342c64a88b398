import { validateCpf } from './cpf.ts';
import { validateEmail } from './email.ts';
import type { ValidationResult } from './validation-result.ts';

/**
 * E-mail-or-CPF rule (SPEC §5): a value containing an at sign follows the e-mail rule, any other
 * value the CPF rule ('CPF Inválido', also when empty).
 *
 * @example validateEmailOrCpf('ana@exemplo.com') // null
 * @example validateEmailOrCpf('111.111.111-11') // 'CPF Inválido'
 */
export function validateEmailOrCpf(value: string | null | undefined): ValidationResult {
  const text = value ?? '';
  return text.includes('@') ? validateEmail(text) : validateCpf(text);
}
