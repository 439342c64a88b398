import { z } from 'zod';
import { CSV_MISSING_FIELD, csvText } from '@freight/core';
import { PLAZA_ID_PATTERN } from './toll-plaza-records.ts';

/** pt-BR message of a column that names a plaza with a malformed id. */
export const BAD_PLAZA_ID_MESSAGE = 'id de praça inválido (letras minúsculas, dígitos e hífens)';

/** A plaza id column (`pracas.id`): lower-case letters, digits and hyphens; an empty one is only missing. */
export const plazaIdColumn = () =>
  csvText()
    .min(1, { error: CSV_MISSING_FIELD, abort: true })
    .regex(PLAZA_ID_PATTERN, { error: BAD_PLAZA_ID_MESSAGE });

/** An optional text column: trimmed, `null` when empty or absent. */
export const optionalColumn = () =>
  z
    .string()
    .optional()
    .transform((value) => {
      const text = value?.trim() ?? '';
      return text === '' ? null : text;
    });
