import { validationMessageText } from '@freight/core';
import type { Validator } from 'react-admin';

/**
 * A react-admin validator from one of core's rules (`validateCnpj`, `validateEmail`, …): no error when
 * the rule answers `null`, else the rule's pt-BR text ('CNPJ Inválido').
 */
export function coreRule(rule: (value: string | null | undefined) => string | null): Validator {
  return (value: unknown) => {
    const result = rule(typeof value === 'string' ? value : value == null ? '' : String(value));
    return result === null ? undefined : validationMessageText(result);
  };
}
