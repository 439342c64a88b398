import { KEY_REQUIRED_FIELD } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

/** Minimum trimmed length of a name (SPEC §5). */
export const NAME_MIN_LENGTH = 3;

/**
 * Name rule (SPEC §5): trimmed length at least 3, else 'required_field'. A missing value fails too.
 *
 * @example validateName('  ab  ') // 'required_field'
 * @example validateName('Ana') // null
 */
export function validateName(value: string | null | undefined): ValidationResult {
  return (value ?? '').trim().length >= NAME_MIN_LENGTH ? null : KEY_REQUIRED_FIELD;
}
