/** Calendar and wall-clock fields of an instant as seen in one time zone. */
export interface DateTimeFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Default time zone of the product's dates: Brasília time. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

function validFields(fields: DateTimeFields): boolean {
  return (
    fields.month >= 1 &&
    fields.month <= 12 &&
    fields.day >= 1 &&
    fields.day <= daysInMonth(fields.year, fields.month) &&
    fields.hour <= 23 &&
    fields.minute <= 59 &&
    fields.second <= 59
  );
}

function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2) || '0');
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

function instantFields(epochMs: number, timeZone: string): DateTimeFields | null {
  if (!Number.isFinite(epochMs)) return null;
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return null;
  const value: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) value[part.type] = Number(part.value);
  return {
    year: value['year'] ?? Number.NaN,
    month: value['month'] ?? Number.NaN,
    day: value['day'] ?? Number.NaN,
    hour: value['hour'] ?? Number.NaN,
    minute: value['minute'] ?? Number.NaN,
    second: value['second'] ?? Number.NaN,
  };
}

/**
 * Reads a date into its fields in `timeZone`, or `null` when the input is not a valid date.
 *
 * - `Date` or epoch milliseconds: the instant, shown in `timeZone`.
 * - ISO 8601 text with `Z` or an offset (`'2026-08-05T02:30:00Z'`, `'…-03:00'`): the instant, shown in `timeZone`.
 * - ISO text without an offset (`'2026-08-05'`, `'2026-08-05 14:00:00'`): already a local calendar date or
 *   wall-clock time, so its fields are kept as written (never shifted by the runtime's own zone).
 * - Anything else (other text formats, impossible dates like `'2026-02-30'`) gives `null`.
 *
 * An unknown `timeZone` throws `RangeError` (a programming error, not a user input).
 *
 * @example dateTimeFields('2026-08-05T02:30:00Z') // { year: 2026, month: 8, day: 4, hour: 23, minute: 30, second: 0 }
 */
export function dateTimeFields(
  input: Date | string | number | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): DateTimeFields | null {
  if (input == null) return null;
  if (input instanceof Date) return instantFields(input.getTime(), timeZone);
  if (typeof input === 'number') return instantFields(input, timeZone);
  const match = ISO.exec(input.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone] = match;
  const fields: DateTimeFields = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  if (!validFields(fields)) return null;
  if (zone === undefined) return fields;
  const offset = offsetMinutes(zone);
  if (offset === null) return null;
  const utc = new Date(
    Date.UTC(
      2000,
      fields.month - 1,
      fields.day,
      fields.hour,
      fields.minute,
      fields.second,
      Number(`0${fraction}`) * 1000,
    ),
  );
  utc.setUTCFullYear(fields.year);
  return instantFields(utc.getTime() - offset * 60_000, timeZone);
}
