import { z } from 'zod';
import { CSV_MISSING_FIELD, csvText } from '@freight/core';

/** A plaza id column (`pracas.id`): lower-case letters, digits and hyphens; an empty one is only missing. */
export const plazaIdColumn = () =>
  csvText()
    .min(1, { error: CSV_MISSING_FIELD, abort: true })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error: 'id de praça inválido (letras minúsculas, dígitos e hífens)',
    });

/** An optional text column: trimmed, `null` when empty or absent. */
export const optionalColumn = () =>
  z
    .string()
    .optional()
    .transform((value) => {
      const text = value?.trim() ?? '';
      return text === '' ? null : text;
    });
