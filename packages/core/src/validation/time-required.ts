import { KEY_INVALID_TIMETABLE } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

/**
 * Required time rule (SPEC §5): a 24-hour HH:mm time, two digits each, 00:00 to 23:59; anything
 * else, empty included, gives 'VALIDATION_INVALID_TIMETABLE'.
 *
 * @example validateTimeRequired('08:30') // null
 * @example validateTimeRequired('24:00') // 'VALIDATION_INVALID_TIMETABLE'
 */
export function validateTimeRequired(value: string | null | undefined): ValidationResult {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value ?? '') ? null : KEY_INVALID_TIMETABLE;
}
