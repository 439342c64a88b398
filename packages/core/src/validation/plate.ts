import { KEY_IS_REQUIRED, MSG_INVALID_PLATE, MSG_PLANNER_PLATE_MISSING } from './messages.ts';
import type { ValidationResult } from './validation-result.ts';

/** Maximum plate length (SPEC §5 and §9). */
export const PLATE_MAX_LENGTH = 7;

const PLATE_PATTERN = /^[A-Z]{3}\d[A-Z\d]\d{2}$/;

/**
 * The plate as compared and stored: upper-cased, with hyphens and spaces removed.
 *
 * @example normalizePlate('abc-1234') // 'ABC1234'
 * @example normalizePlate('bra2e19') // 'BRA2E19'
 */
export function normalizePlate(value: string): string {
  return value.replace(/[-\s]/g, '').toUpperCase();
}

/**
 * Whether the text is a plate (SPEC §5): three letters, a digit, a letter or digit, then two digits,
 * so both the old ABC1234 and the Mercosul ABC1D23 formats, at most 7 characters. Checked on
 * {@link normalizePlate}, so 'abc1d23' and 'ABC-1234' are accepted.
 *
 * @example isValidPlate('BRA2E19') // true
 * @example isValidPlate('ABC12345') // false
 */
export function isValidPlate(value: string): boolean {
  const plate = normalizePlate(value);
  return plate.length <= PLATE_MAX_LENGTH && PLATE_PATTERN.test(plate);
}

/**
 * Plate rule of the plate and plate-check forms (SPEC §5): required ('VALIDATION_IS_REQUIRED' when
 * blank), then 'Placa Inválida' unless {@link isValidPlate}.
 *
 * @example validatePlate('ABC1234') // null
 * @example validatePlate('AB12345') // 'Placa Inválida'
 */
export function validatePlate(value: string | null | undefined): ValidationResult {
  const text = value ?? '';
  if (text.trim() === '') return KEY_IS_REQUIRED;
  return isValidPlate(text) ? null : MSG_INVALID_PLATE;
}

/** The planner's plate: its text, the chosen plate record (with an id), or nothing. */
export type PlannerPlate = string | { readonly id?: string | number | null } | null | undefined;

/**
 * Error of the planner when it requires a plate (SPEC §5): 'Placa inválida' (lower-case i) when the
 * plate is missing, that is nothing, a blank text or a record without id; `null` otherwise. Call it
 * only when the planner requires a plate.
 *
 * @example plannerPlateError({ id: 7 }) // null
 * @example plannerPlateError(null) // 'Placa inválida'
 */
export function plannerPlateError(plate: PlannerPlate): ValidationResult {
  if (plate == null) return MSG_PLANNER_PLATE_MISSING;
  if (typeof plate === 'string') return plate.trim() === '' ? MSG_PLANNER_PLATE_MISSING : null;
  return plate.id == null || plate.id === '' ? MSG_PLANNER_PLATE_MISSING : null;
}
