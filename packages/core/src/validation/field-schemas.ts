import { z } from 'zod';
import { AXIS_CATEGORIES } from './axis-for-category.ts';
import { normalizeCnpj, validateCnpj } from './cnpj.ts';
import { validateCpfOrCnpj } from './cpf-or-cnpj.ts';
import { normalizeCpf, validateCpf } from './cpf.ts';
import { validateEmailOrCpf } from './email-or-cpf.ts';
import { validateEmail } from './email.ts';
import { maxLengthMessage, TEXT_LIMITS } from '../schemas/text-fields.ts';
import {
  KEY_INVALID_AXIS,
  KEY_INVALID_CATEGORY,
  KEY_INVALID_ROUTE_TYPE,
  KEY_IS_REQUIRED,
  KEY_MIN_WAYPOINTS,
  KEY_MISSING_POSITION,
  MSG_INVALID_CPF_OR_CNPJ,
  MSG_INVALID_VEHICLE_TYPE,
} from './messages.ts';
import { validateName } from './name.ts';
import { validatePhone } from './phone.ts';
import { PLANNER_ROUTE_TYPES } from './planner-route-types.ts';
import { normalizePlate, validatePlate } from './plate.ts';
import {
  validateNickname,
  validateRequired,
  validateSilentRequired,
  validateVehicleType,
} from './required.ts';
import { validateRetroactiveDate } from './retroactive-date.ts';
import { validateTimeRequired } from './time-required.ts';
import type { ValidationResult } from './validation-result.ts';
import { hasPosition } from './waypoint-position.ts';

/**
 * A text field checked by `rule`: a value that is not a string gets the rule's message for an
 * empty text, so every issue carries a SPEC message (an empty `''` message included).
 */
function textField(rule: (value: string) => ValidationResult, max?: number) {
  const missingMessage = rule('') ?? KEY_IS_REQUIRED;
  const text = z.string({ error: () => missingMessage });
  const bounded =
    max === undefined ? text : text.trim().max(max, { error: maxLengthMessage(max), abort: true });
  return bounded.superRefine((value, ctx) => {
    const message = rule(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

/**
 * Required text ('VALIDATION_IS_REQUIRED' when blank); the output is trimmed.
 *
 * @example requiredTextField.parse('  Volvo ') // 'Volvo'
 */
export const requiredTextField = textField(validateRequired).transform((value) => value.trim());

/**
 * Required text with no message shown (brand, model, rear wheel type, cost-center name): the issue
 * message is `''`; the output is trimmed.
 */
export const silentRequiredField = textField(validateSilentRequired).transform((value) => value.trim());

/** Save-route nickname: required, 'Esse campo é obrigatório'; the output is trimmed. */
export const nicknameField = textField(validateNickname).transform((value) => value.trim());

/** Name: trimmed length at least 3, else 'required_field'; the output is trimmed. */
export const nameField = textField(validateName).transform((value) => value.trim());

/** Password: required ('VALIDATION_IS_REQUIRED' when empty), never trimmed, spaces are characters. */
export const passwordField = z
  .string({ error: () => KEY_IS_REQUIRED })
  .min(1, { error: () => KEY_IS_REQUIRED });

/** CPF, mask allowed: 'CPF Inválido' unless valid; the output is the 11 digits. */
export const cpfField = textField(validateCpf).transform(normalizeCpf);

/** CNPJ, numeric or alphanumeric, mask allowed: 'CNPJ Inválido' unless valid; the output is the 14 upper-case characters. */
export const cnpjField = textField(validateCnpj, TEXT_LIMITS.cnpj).transform(normalizeCnpj);

/**
 * Optional CPF or CNPJ: empty, `null` or missing is valid (output `''`); otherwise 'CPF Inválido',
 * 'CNPJ Inválido' or 'CPF/CNPJ inválido'; the output is unmasked and upper-cased.
 *
 * @example cpfOrCnpjField.parse('12.abc.345/01de-35') // '12ABC34501DE35'
 */
export const cpfOrCnpjField = z
  .string({ error: () => MSG_INVALID_CPF_OR_CNPJ })
  .max(TEXT_LIMITS.cnpj, { error: maxLengthMessage(TEXT_LIMITS.cnpj), abort: true })
  .nullish()
  .superRefine((value, ctx) => {
    const message = validateCpfOrCnpj(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  })
  .transform((value) => normalizeCnpj(value ?? ''));

/** E-mail: 'VALIDATION_INVALID_EMAIL' unless text@text.text; the output is trimmed. */
export const emailField = textField(validateEmail, TEXT_LIMITS.email).transform((value) => value.trim());

/** E-mail when the value has an at sign, else CPF; the output is trimmed. */
export const emailOrCpfField = textField(validateEmailOrCpf).transform((value) => value.trim());

/** Phone: 11 digits once the mask is removed, else 'VALIDATION_INVALID_PHONE'; the output is the digits. */
export const phoneField = textField(validatePhone).transform((value) => value.replace(/\D/g, ''));

/** Required HH:mm time, else 'VALIDATION_INVALID_TIMETABLE'. */
export const timeField = textField(validateTimeRequired);

/**
 * Plate, old or Mercosul: 'VALIDATION_IS_REQUIRED' when blank, 'Placa Inválida' when malformed;
 * the output is upper-cased without hyphen.
 *
 * @example plateField.parse('abc-1234') // 'ABC1234'
 */
export const plateField = textField(validatePlate, TEXT_LIMITS.plate).transform(normalizePlate);

/** Vehicle type of the plate form (an id or a name): required, 'Tipo inválido'. */
export const vehicleTypeField = z
  .union([z.string(), z.number()], { error: () => MSG_INVALID_VEHICLE_TYPE })
  .superRefine((value, ctx) => {
    const message = validateVehicleType(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: value });
  });

/**
 * Company selection (SPEC §5: no rule): an id as number or text, or nothing. Company scoping is the
 * server's job.
 */
export const companyField = z.union([z.number(), z.string()], { error: () => KEY_IS_REQUIRED }).nullish();

/** Retroactive date: `''` (the default) or a real dd/MM/yyyy date, else 'VALIDATION_INVALID_DATE'. The text is kept as typed. */
export const retroactiveDateField = textField(validateRetroactiveDate).default('');

/** Route type: default, shortest, avoid_tolls or efficient, else 'VALIDATION_INVALID_ROUTE_TYPE'. */
export const routeTypeField = z.enum(PLANNER_ROUTE_TYPES, { error: () => KEY_INVALID_ROUTE_TYPE });

/** Vehicle category: truck, auto, bus or motorcycle, else 'VALIDATION_INVALID_CATEGORY'. */
export const axisCategoryField = z.enum(AXIS_CATEGORIES, { error: () => KEY_INVALID_CATEGORY });

/** Axle count as a number, else 'VALIDATION_INVALID_AXIS'; the category range is checked by the vehicle form. */
export const axisField = z.number({ error: () => KEY_INVALID_AXIS });

/** Waypoint text: required, 'VALIDATION_IS_REQUIRED' when blank. The text is kept as typed. */
export const waypointTextField = textField(validateRequired);

/** Plain coordinates, `{ lat, lng }` numbers, with no position rule. */
export const coordinatesField = z.object(
  {
    lat: z.number({ error: () => KEY_MISSING_POSITION }),
    lng: z.number({ error: () => KEY_MISSING_POSITION }),
  },
  { error: () => KEY_MISSING_POSITION },
);

/** Coordinates that are a real position (not {lat: 0, lng: 0}, finite, in range), else 'VALIDATION_MISSING_POSITION'. */
export const positionField = coordinatesField.refine(hasPosition, { error: () => KEY_MISSING_POSITION });

/**
 * Waypoints of a route request (SPEC §4, §5): at least two ('VALIDATION_MIN_WAYPOINTS'), each with a
 * position ('VALIDATION_MISSING_POSITION' at `<index>.coordinates`). The text may be empty: a dragged
 * marker has coordinates and no name.
 */
export const routeWaypointsField = z
  .array(z.object({ searchText: z.string().optional(), coordinates: positionField }), {
    error: () => KEY_MIN_WAYPOINTS,
  })
  .min(2, { error: () => KEY_MIN_WAYPOINTS });
