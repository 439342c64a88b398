import type { z } from 'zod';
import { MSG_FIELD_REQUIRED, VALIDATION_MESSAGE_TEXT } from '@freight/core';
import { MESSAGES } from './messages.ts';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

function sizeMessage(issue: Issue & { origin?: string }, limit: unknown, small: boolean): string {
  const bound = String(limit);
  switch (issue.origin) {
    case 'string':
      return small ? `Deve ter pelo menos ${bound} caracteres` : `Deve ter no máximo ${bound} caracteres`;
    case 'array':
    case 'set':
      return small ? `Informe pelo menos ${bound} itens` : `Informe no máximo ${bound} itens`;
    case 'number':
    case 'int':
    case 'bigint':
      return small ? `Deve ser no mínimo ${bound}` : `Deve ser no máximo ${bound}`;
    default:
      return MESSAGES.invalidValue;
  }
}

/**
 * pt-BR messages for zod's own issues (schemas of `@freight/core` carry the SPEC's messages; this covers
 * the rest, e.g. a wrong type or a number out of range). Passed to every parse of the API's input.
 */
export const ptBrZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? MSG_FIELD_REQUIRED : MESSAGES.invalidValue;
    case 'too_small':
      return sizeMessage(issue, issue.minimum, true);
    case 'too_big':
      return sizeMessage(issue, issue.maximum, false);
    case 'invalid_format':
      return issue.format === 'email' ? VALIDATION_MESSAGE_TEXT.VALIDATION_INVALID_EMAIL : 'Formato inválido';
    case 'invalid_value':
      return 'Opção inválida';
    default:
      return MESSAGES.invalidValue;
  }
};
