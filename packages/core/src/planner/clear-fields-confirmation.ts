/** Title of the clear-fields confirmation (SPEC §4 Clear fields). */
export const CLEAR_FIELDS_TITLE = 'Alerta';
/** Text of the clear-fields confirmation. */
export const CLEAR_FIELDS_TEXT = 'Você tem certeza que deseja limpar os campos?';
/** Confirm button of the clear-fields confirmation. */
export const CLEAR_FIELDS_CONFIRM_LABEL = 'Limpar campos';
/** Cancel button of the clear-fields confirmation. */
export const CLEAR_FIELDS_CANCEL_LABEL = 'Cancelar';
