import { KEY_INVALID_PHONE } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

/** Number of digits of a valid phone: area code plus a nine-digit mobile number (SPEC §5). */
export const PHONE_DIGITS = 11;

/**
 * Phone rule (SPEC §5): exactly 11 digits once every non-digit (mask characters) is removed, else
 * 'VALIDATION_INVALID_PHONE'. An empty phone fails too; make the field optional in the form if needed.
 *
 * @example validatePhone('(11) 98765-4321') // null
 * @example validatePhone('(11) 8765-4321') // 'VALIDATION_INVALID_PHONE'
 */
export function validatePhone(value: string | null | undefined): ValidationResult {
  return (value ?? '').replace(/\D/g, '').length === PHONE_DIGITS ? null : KEY_INVALID_PHONE;
}
