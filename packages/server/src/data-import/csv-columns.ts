import { z } from 'zod';
import { CSV_MISSING_FIELD, csvText } from '@freight/core';
import { BRAZIL_UFS } from '../tolls/index.ts';

/** A required text column (trimmed, not empty). */
export const requiredText = () => csvText().min(1, { error: CSV_MISSING_FIELD });

/** An optional text column: trimmed, `null` when empty or absent. */
export const optionalText = () =>
  z
    .string()
    .optional()
    .transform((value) => {
      const text = value?.trim() ?? '';
      return text === '' ? null : text;
    });

/** A state abbreviation (one of the 27), any case; `UF inválida` otherwise. */
export const ufText = () =>
  csvText()
    .toUpperCase()
    .refine((value) => (BRAZIL_UFS as readonly string[]).includes(value), { error: 'UF inválida' });

const signedDecimal = /^-?\d+(\.\d+)?$/;

/** A latitude (`limit` 90) or longitude (`limit` 180) in decimal degrees written with a dot. */
export const coordinate = (limit: 90 | 180) => {
  const message = `${limit === 90 ? 'latitude' : 'longitude'} inválida (graus decimais com ponto)`;
  return csvText()
    .regex(signedDecimal, { error: message })
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, { error: message });
};

/** An optional coordinate: `null` when empty. */
export const optionalCoordinate = (limit: 90 | 180) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? '')
    .pipe(z.union([z.literal('').transform(() => null), coordinate(limit)]));

/** A `0`/`1` column as a boolean. */
export const flag = (column: string) =>
  csvText()
    .refine((value) => value === '0' || value === '1', { error: `${column} inválido (esperado 0 ou 1)` })
    .transform((value) => value === '1');
