import { isIsoDate } from '../shared/iso-date.ts';
import { BRAZIL_TIME_ZONE, wallClock } from './wall-clock.ts';

/** Inputs of {@link tollPricingDate}. */
export interface TollPricingDateInput {
  /** The options' retroactive date, `dd/MM/yyyy` (a `yyyy-MM-dd` text is accepted too); empty = today. */
  retroactiveDate?: string | null;
  /** The current instant, from the injected clock. */
  now: Date;
  /** Zone in which "today" is taken; default `America/Sao_Paulo`. */
  timeZone?: string;
}

const BRAZILIAN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The date (`yyyy-MM-dd`) whose fares apply (`config_pedagio.prices_from_date`): the retroactive date
 * when it is a valid date, else today in Brasília time. Throws a `RangeError` when `now` is an invalid
 * `Date` and no retroactive date is given (a broken clock is a programming error).
 * @example tollPricingDate({ retroactiveDate: '30/06/2026', now }) // '2026-06-30'
 */
export function tollPricingDate(input: TollPricingDateInput): string {
  const text = (input.retroactiveDate ?? '').trim();
  const brazilian = BRAZILIAN_DATE.exec(text);
  const retroactive = brazilian ? `${brazilian[3]}-${brazilian[2]}-${brazilian[1]}` : text;
  if (isIsoDate(retroactive)) return retroactive;
  const today = wallClock(input.now, input.timeZone ?? BRAZIL_TIME_ZONE);
  if (!today) throw new RangeError('tollPricingDate: the clock gave an invalid date');
  return today.date;
}
