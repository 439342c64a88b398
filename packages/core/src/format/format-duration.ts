import { NOT_CALCULATED } from './not-calculated.ts';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * Formats a trip time given in seconds as days, hours and minutes (SPEC §2, §3 Trip display).
 *
 * The seconds are first rounded to the nearest whole minute (half a minute rounds up: 30 s → `'1 min'`,
 * 29 s → `'0 min'`), then split into days of 24 h. Parts that are zero are left out; zero in all reads
 * `'0 min'`. Days read `'1 dia'` / `'2 dias'`, hours `'h'`, minutes `'min'`, separated by one space.
 * No trip (`null`, `undefined`, NaN, infinities, negative seconds) reads `'Não calculado'`
 * ({@link NOT_CALCULATED}).
 *
 * @param seconds - the trip's `summary.time`.
 * @example formatDuration(5400) // '1 h 30 min'
 * @example formatDuration(180000) // '2 dias 2 h'
 * @example formatDuration(undefined) // 'Não calculado'
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return NOT_CALCULATED;
  const totalMinutes = Math.round(seconds / 60);
  const days = Math.floor(totalMinutes / MINUTES_PER_DAY);
  const hours = Math.floor((totalMinutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  const parts: string[] = [];
  if (days > 0) parts.push(days === 1 ? '1 dia' : `${days} dias`);
  if (hours > 0) parts.push(`${hours} h`);
  if (minutes > 0 || parts.length === 0) parts.push(`${minutes} min`);
  return parts.join(' ');
}
