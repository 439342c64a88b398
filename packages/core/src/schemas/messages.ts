import {
  KEY_INVALID_AXIS,
  MSG_FIELD_REQUIRED,
  MSG_INVALID_CNPJ,
  MSG_INVALID_CPF_OR_CNPJ,
  MSG_INVALID_PLATE,
  MSG_INVALID_VEHICLE_TYPE,
  VALIDATION_MESSAGE_TEXT,
} from '../validation/messages.ts';

/** pt-BR message of a missing or empty required field (SPEC §5). */
export const REQUIRED_MESSAGE = MSG_FIELD_REQUIRED;
/** pt-BR message of a plate that is not in the old or Mercosul format (SPEC §5). */
export const INVALID_PLATE_MESSAGE = MSG_INVALID_PLATE;
/** pt-BR message of an invalid CNPJ (SPEC §5). */
export const INVALID_CNPJ_MESSAGE = MSG_INVALID_CNPJ;
/** pt-BR message of a CPF-or-CNPJ of the wrong length (SPEC §5). */
export const INVALID_CPF_CNPJ_MESSAGE = MSG_INVALID_CPF_OR_CNPJ;
/** pt-BR message of a missing vehicle type in the plate form (SPEC §5). */
export const INVALID_VEHICLE_TYPE_MESSAGE = MSG_INVALID_VEHICLE_TYPE;
/** pt-BR message of an axle count the category does not accept. */
export const INVALID_AXIS_MESSAGE = VALIDATION_MESSAGE_TEXT[KEY_INVALID_AXIS];
