/**
 * Message of the save-route nickname rule (SPEC §5), also the pt-BR text shown for the generic
 * "required" keys below.
 */
export const MSG_FIELD_REQUIRED = 'Esse campo é obrigatório';

/** Message of the CPF rule (SPEC §5). */
export const MSG_INVALID_CPF = 'CPF Inválido';

/** Message of the CNPJ rule (SPEC §5). */
export const MSG_INVALID_CNPJ = 'CNPJ Inválido';

/** Message of the optional CPF-or-CNPJ rule when the length is neither 11 nor 14 (SPEC §5). */
export const MSG_INVALID_CPF_OR_CNPJ = 'CPF/CNPJ inválido';

/** Message of the plate-format rule of the plate and plate-check forms (SPEC §5, capital I). */
export const MSG_INVALID_PLATE = 'Placa Inválida';

/** Message shown when the planner requires a plate and none is chosen (SPEC §5, lower-case i). */
export const MSG_PLANNER_PLATE_MISSING = 'Placa inválida';

/** Message of the required vehicle type of the plate form (SPEC §5). */
export const MSG_INVALID_VEHICLE_TYPE = 'Tipo inválido';

/**
 * Message of the rules the SPEC marks "required, with no message shown" (brand, model, rear wheel
 * type, cost-center name). It is the empty string: the field is invalid but shows no text, so always
 * test a {@link ValidationResult} with `!== null`, never for truthiness.
 */
export const MSG_SILENT = '';

/** Message key of the name rule (SPEC §5: "else the 'required_field' message"). */
export const KEY_REQUIRED_FIELD = 'required_field';

/** Message key of the generic required rule (SPEC §5). */
export const KEY_IS_REQUIRED = 'VALIDATION_IS_REQUIRED';

/** Message key of the e-mail rule (SPEC §5). */
export const KEY_INVALID_EMAIL = 'VALIDATION_INVALID_EMAIL';

/** Message key of the required HH:mm time rule (SPEC §5). */
export const KEY_INVALID_TIMETABLE = 'VALIDATION_INVALID_TIMETABLE';

/** Message key of the phone rule (not named by the SPEC; chosen after its other keys). */
export const KEY_INVALID_PHONE = 'VALIDATION_INVALID_PHONE';

/** Message key of an axle count the vehicle category does not accept (not named by the SPEC). */
export const KEY_INVALID_AXIS = 'VALIDATION_INVALID_AXIS';

/** Message key of an unknown vehicle category (not named by the SPEC). */
export const KEY_INVALID_CATEGORY = 'VALIDATION_INVALID_CATEGORY';

/** Message key of a retroactive date that is neither empty nor a real dd/MM/yyyy date (not named by the SPEC). */
export const KEY_INVALID_DATE = 'VALIDATION_INVALID_DATE';

/** Message key of a route type outside default/shortest/avoid_tolls/efficient (not named by the SPEC). */
export const KEY_INVALID_ROUTE_TYPE = 'VALIDATION_INVALID_ROUTE_TYPE';

/** Message key of a waypoint with no position ({lat: 0, lng: 0}, NaN or out of range; not named by the SPEC). */
export const KEY_MISSING_POSITION = 'VALIDATION_MISSING_POSITION';

/** Message key of a waypoint list shorter than two (SPEC §5: two waypoints are the minimum; key not named). */
export const KEY_MIN_WAYPOINTS = 'VALIDATION_MIN_WAYPOINTS';

/** Every message key of this folder (as opposed to literal pt-BR messages). */
export type ValidationMessageKey =
  | typeof KEY_REQUIRED_FIELD
  | typeof KEY_IS_REQUIRED
  | typeof KEY_INVALID_EMAIL
  | typeof KEY_INVALID_TIMETABLE
  | typeof KEY_INVALID_PHONE
  | typeof KEY_INVALID_AXIS
  | typeof KEY_INVALID_CATEGORY
  | typeof KEY_INVALID_DATE
  | typeof KEY_INVALID_ROUTE_TYPE
  | typeof KEY_MISSING_POSITION
  | typeof KEY_MIN_WAYPOINTS;

/**
 * pt-BR text of each message key. The SPEC names the keys but not their texts, except that the
 * required keys read like the nickname message it does give.
 *
 * @example VALIDATION_MESSAGE_TEXT.VALIDATION_INVALID_EMAIL // 'E-mail inválido'
 */
export const VALIDATION_MESSAGE_TEXT: Readonly<Record<ValidationMessageKey, string>> = {
  [KEY_REQUIRED_FIELD]: MSG_FIELD_REQUIRED,
  [KEY_IS_REQUIRED]: MSG_FIELD_REQUIRED,
  [KEY_INVALID_EMAIL]: 'E-mail inválido',
  [KEY_INVALID_TIMETABLE]: 'Horário inválido',
  [KEY_INVALID_PHONE]: 'Telefone inválido',
  [KEY_INVALID_AXIS]: 'Quantidade de eixos inválida para a categoria',
  [KEY_INVALID_CATEGORY]: 'Categoria inválida',
  [KEY_INVALID_DATE]: 'Data inválida',
  [KEY_INVALID_ROUTE_TYPE]: 'Tipo de rota inválido',
  [KEY_MISSING_POSITION]: 'Ponto sem localização',
  [KEY_MIN_WAYPOINTS]: 'Informe ao menos origem e destino',
};

/**
 * The pt-BR text to show for a rule's message: a message key becomes its text, a literal message
 * (such as 'CPF Inválido' or the silent '') is returned unchanged.
 *
 * @example validationMessageText('VALIDATION_IS_REQUIRED') // 'Esse campo é obrigatório'
 * @example validationMessageText('Placa Inválida') // 'Placa Inválida'
 */
export function validationMessageText(message: string): string {
  return Object.hasOwn(VALIDATION_MESSAGE_TEXT, message)
    ? VALIDATION_MESSAGE_TEXT[message as ValidationMessageKey]
    : message;
}
