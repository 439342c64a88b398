import { KEY_INVALID_EMAIL } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * E-mail rule (SPEC §5): the simple pattern text, at sign, text, dot, text (no spaces, one at sign),
 * checked on the trimmed value; else 'VALIDATION_INVALID_EMAIL' (an empty e-mail too).
 *
 * @example validateEmail('ana@transportes.com.br') // null
 * @example validateEmail('ana@transportes') // 'VALIDATION_INVALID_EMAIL'
 */
export function validateEmail(value: string | null | undefined): ValidationResult {
  return EMAIL_PATTERN.test((value ?? '').trim()) ? null : KEY_INVALID_EMAIL;
}
