const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `text` is a real calendar date written `yyyy-MM-dd`.
 * @example isIsoDate('2026-02-30') // false
 */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The calendar date `days` after (or before, when negative) the ISO date `isoDate`.
 * @example addDays('2026-12-31', 1) // '2027-01-01'
 */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
