import { addDays, isIsoDate } from '../shared/iso-date.ts';
import { BRAZIL_TIME_ZONE, wallClock } from './wall-clock.ts';

/** Options of {@link isTollWeekend}. */
export interface TollWeekendOptions {
  /** National holidays (`yyyy-MM-dd`); each opens a window from 18:00 of its eve to 06:00 of the next day. */
  holidays?: readonly string[];
  /** Time zone of instants given as `Date` or zoned text; default `America/Sao_Paulo`. */
  timeZone?: string;
}

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;
const MONDAY = 1;
const WINDOW_OPENS_AT = 18;
const WINDOW_CLOSES_AT = 6;

function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/**
 * Whether a moment falls in the weekend-fare window: from Friday 18:00 to Monday 06:00 local time (the
 * CCR RioSP rule in politicas_desconto.csv), plus, for each of the given national holidays, from 18:00
 * of its eve to 06:00 of the day after.
 *
 * `at` is a `Date`, a zoned date-time text, or a local `yyyy-MM-dd[THH:mm]` text; a date without a time
 * is taken at noon, so Saturdays and Sundays (and holidays) count and Mondays and Fridays do not. An
 * invalid value is not a weekend.
 * @example isTollWeekend('2026-08-21T18:00') // true (a Friday)
 */
export function isTollWeekend(at: Date | string, options: TollWeekendOptions = {}): boolean {
  const clock = wallClock(at, options.timeZone ?? BRAZIL_TIME_ZONE);
  if (!clock || !isIsoDate(clock.date)) return false;
  const day = weekday(clock.date);
  if (day === SATURDAY || day === SUNDAY) return true;
  if (day === FRIDAY && clock.hour >= WINDOW_OPENS_AT) return true;
  if (day === MONDAY && clock.hour < WINDOW_CLOSES_AT) return true;
  const holidays = new Set(options.holidays ?? []);
  if (holidays.has(clock.date)) return true;
  if (clock.hour >= WINDOW_OPENS_AT && holidays.has(addDays(clock.date, 1))) return true;
  return clock.hour < WINDOW_CLOSES_AT && holidays.has(addDays(clock.date, -1));
}
