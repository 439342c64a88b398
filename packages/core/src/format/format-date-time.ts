import { dateTimeFields, DEFAULT_TIME_ZONE } from './date-time-fields.ts';
import type { DateTimeFields } from './date-time-fields.ts';

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function datePart(fields: DateTimeFields): string {
  return `${pad(fields.day)}/${pad(fields.month)}/${pad(fields.year, 4)}`;
}

/**
 * Formats a date and time as `'DD/MM/YYYY HH:mm:ss'` (24-hour clock) in `timeZone`, the product's date
 * format (SPEC §1, §9). Fractions of a second are dropped.
 *
 * Accepts a `Date`, epoch milliseconds or ISO 8601 text (see `dateTimeFields`: text without an offset is
 * taken as already local). Invalid input (`null`, `undefined`, an invalid `Date`, other text) gives `''`.
 *
 * @param input - the date.
 * @param timeZone - IANA zone, default `'America/Sao_Paulo'`.
 * @example formatDateTime('2026-08-05T02:30:00Z') // '04/08/2026 23:30:00'
 */
export function formatDateTime(
  input: Date | string | number | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const fields = dateTimeFields(input, timeZone);
  if (!fields) return '';
  return `${datePart(fields)} ${pad(fields.hour)}:${pad(fields.minute)}:${pad(fields.second)}`;
}

/**
 * Formats the calendar date of `input` in `timeZone` as `'DD/MM/YYYY'`. Same inputs and invalid-input rule
 * (`''`) as {@link formatDateTime}; a date-only text such as `'2026-08-05'` is that calendar day.
 *
 * @param input - the date.
 * @param timeZone - IANA zone, default `'America/Sao_Paulo'`.
 * @example formatDate('2026-08-05') // '05/08/2026'
 * @example formatDate('2026-08-05T02:30:00Z') // '04/08/2026'
 */
export function formatDate(
  input: Date | string | number | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const fields = dateTimeFields(input, timeZone);
  return fields ? datePart(fields) : '';
}
