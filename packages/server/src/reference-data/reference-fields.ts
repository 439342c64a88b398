import { z } from 'zod';
import { BRAZILIAN_UFS } from '@freight/core';

/** `undefined` for `null` or a blank text (query filters: no filter), else the value. */
export const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** `null` for a blank text (bodies: clear the field), else the value. */
export const blankToNull = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The 27 federative units of Brazil (one list, in core). */
export { BRAZILIAN_UFS };

/** A state abbreviation (`sp` → `SP`); message 'UF inválida.' otherwise. */
export const ufSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((text) => (BRAZILIAN_UFS as readonly string[]).includes(text), { error: 'UF inválida.' });

/**
 * A calendar date `yyyy-MM-dd` that exists (`2026-02-30` does not), years 1900–2999; message
 * 'Data inválida (use AAAA-MM-DD).' otherwise.
 */
export const calendarDateSchema = z.string().refine(isCalendarDate, {
  error: 'Data inválida (use AAAA-MM-DD).',
});

function isCalendarDate(text: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** An optional text filter of a query string: trimmed, at most 200 characters; blank = no filter. */
export const textFilter = z.preprocess(blankToUndefined, z.string().trim().max(200).optional());

/** An optional state filter of a query string (`sp` or `SP`); blank = no filter. */
export const ufFilter = z.preprocess(blankToUndefined, ufSchema.optional());

/** An optional `yyyy-MM-dd` filter of a query string; blank = no filter. */
export const dateFilter = z.preprocess(blankToUndefined, calendarDateSchema.optional());

/** An optional yes/no filter of a query string (`true`/`false`, `1`/`0`); blank = no filter. */
export const booleanFilter = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { error: 'Use true ou false.' })
    .transform((text) => text === 'true' || text === '1')
    .optional(),
);
