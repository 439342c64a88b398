/**
 * Outcome of every rule of this folder: `null` when the value is valid, otherwise the message to
 * show, either a literal pt-BR message of the SPEC ('CPF Inválido') or a message key
 * ('VALIDATION_INVALID_EMAIL', turned into text by `validationMessageText`).
 *
 * The message may be the empty string (rules the SPEC marks "no message shown"), so test a result
 * with `result !== null`, never for truthiness.
 *
 * @example
 * const result = validateCpf('111.111.111-11'); // 'CPF Inválido'
 * const isValid = result === null;
 */
export type ValidationResult = string | null;
