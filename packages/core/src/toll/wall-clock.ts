import { DEFAULT_TIME_ZONE, dateTimeFields } from '../format/date-time-fields.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Brazil's official time zone (Brasília time, UTC−3, no daylight saving since 2019). */
export const BRAZIL_TIME_ZONE = DEFAULT_TIME_ZONE;

/** A local calendar date (`yyyy-MM-dd`) and hour/minute on the wall clock of a time zone. */
export interface WallClock {
  date: string;
  hour: number;
  minute: number;
}

/**
 * The wall clock of an instant in `timeZone`, or of a local date-time text.
 *
 * A text `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm[:ss]` (no zone) is already local and is read as is; a date
 * alone is taken at 12:00. Any other text is parsed as an instant (`2026-08-21T21:00:00Z`). `null` when
 * the value is not a valid date.
 * @example wallClock(new Date('2026-08-21T21:30:00Z')) // { date: '2026-08-21', hour: 18, minute: 30 }
 */
export function wallClock(at: Date | string, timeZone: string = BRAZIL_TIME_ZONE): WallClock | null {
  const fields = dateTimeFields(at, timeZone);
  if (!fields) return null;
  const dateOnly = typeof at === 'string' && DATE_ONLY.test(at.trim());
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${String(fields.year).padStart(4, '0')}-${pad(fields.month)}-${pad(fields.day)}`,
    hour: dateOnly ? 12 : fields.hour,
    minute: dateOnly ? 0 : fields.minute,
  };
}
