/** Brazil's official time zone (Brasília time, UTC−3, no daylight saving since 2019). */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

/** A local calendar date (`yyyy-MM-dd`) and hour/minute on the wall clock of a time zone. */
export interface WallClock {
  date: string;
  hour: number;
  minute: number;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
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
  if (typeof at === 'string') {
    const local = LOCAL_DATE_TIME.exec(at.trim());
    if (local) {
      return {
        date: local[1]!,
        hour: local[2] ? Number(local[2]) : 12,
        minute: local[3] ? Number(local[3]) : 0,
      };
    }
  }
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
  };
}
