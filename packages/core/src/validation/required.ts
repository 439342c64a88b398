import { KEY_IS_REQUIRED, MSG_FIELD_REQUIRED, MSG_INVALID_VEHICLE_TYPE, MSG_SILENT } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

/**
 * Whether a form value counts as empty: `null`, `undefined`, `NaN`, an empty array, or a string
 * that is blank after trimming. `0` and `false` are values, not empty.
 *
 * @example isEmptyValue('   ') // true
 * @example isEmptyValue(0) // false
 */
export function isEmptyValue(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Generic required rule (SPEC §5): 'VALIDATION_IS_REQUIRED' when {@link isEmptyValue}.
 *
 * @example validateRequired('') // 'VALIDATION_IS_REQUIRED'
 */
export function validateRequired(value: unknown): ValidationResult {
  return isEmptyValue(value) ? KEY_IS_REQUIRED : null;
}

/**
 * Save-route nickname rule (SPEC §5): required, 'Esse campo é obrigatório'; blank after trim is empty.
 *
 * @example validateNickname('  ') // 'Esse campo é obrigatório'
 */
export function validateNickname(value: unknown): ValidationResult {
  return isEmptyValue(value) ? MSG_FIELD_REQUIRED : null;
}

/**
 * Vehicle type of the plate form (SPEC §5): required, 'Tipo inválido'.
 *
 * @example validateVehicleType(null) // 'Tipo inválido'
 */
export function validateVehicleType(value: unknown): ValidationResult {
  return isEmptyValue(value) ? MSG_INVALID_VEHICLE_TYPE : null;
}

/**
 * Required with no message shown (SPEC §5: brand, model, rear wheel type, cost-center name): the
 * empty string `''` when empty, so the field is flagged without text.
 *
 * @example validateSilentRequired('') // ''
 * @example validateSilentRequired('Volvo') // null
 */
export function validateSilentRequired(value: unknown): ValidationResult {
  return isEmptyValue(value) ? MSG_SILENT : null;
}
