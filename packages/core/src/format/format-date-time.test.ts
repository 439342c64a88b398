import { describe, expect, it } from 'vitest';
import { dateTimeFields } from './date-time-fields.ts';
import { formatDate, formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it.each([
    ['a UTC instant that changes day in São Paulo', '2026-08-05T02:30:00Z', '04/08/2026 23:30:00'],
    ['a DST-free date (UTC-3)', '2026-01-15T12:00:00Z', '15/01/2026 09:00:00'],
    ['midnight in São Paulo', '2026-03-10T03:00:00Z', '10/03/2026 00:00:00'],
    ['the last second of the day', '2026-03-11T02:59:59Z', '10/03/2026 23:59:59'],
    ['historical daylight saving time (UTC-2, 2018)', '2018-01-15T12:00:00Z', '15/01/2018 10:00:00'],
    ['an explicit offset', '2026-08-05T10:15:30-03:00', '05/08/2026 10:15:30'],
    ['an offset without colon', '2026-08-05T13:15:30+0000', '05/08/2026 10:15:30'],
    ['milliseconds dropped', '2026-08-05T13:15:30.999Z', '05/08/2026 10:15:30'],
    ['local wall-clock text kept as written', '2026-08-05 14:07:09', '05/08/2026 14:07:09'],
    ['local text with T and no seconds', '2026-08-05T14:07', '05/08/2026 14:07:00'],
    ['a date-only text is that day at midnight', '2026-08-05', '05/08/2026 00:00:00'],
    ['a leap day', '2028-02-29T12:00:00Z', '29/02/2028 09:00:00'],
  ])('%s: %s → %s', (_case, input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it('formats a Date and epoch milliseconds', () => {
    const instant = Date.UTC(2026, 7, 5, 2, 30, 0);
    expect(formatDateTime(new Date(instant))).toBe('04/08/2026 23:30:00');
    expect(formatDateTime(instant)).toBe('04/08/2026 23:30:00');
  });

  it('takes another time zone', () => {
    expect(formatDateTime('2026-08-05T02:30:00Z', 'UTC')).toBe('05/08/2026 02:30:00');
    expect(formatDateTime('2026-08-05T02:30:00Z', 'America/Manaus')).toBe('04/08/2026 22:30:00');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an invalid Date', new Date(Number.NaN)],
    ['NaN', Number.NaN],
    ['epoch milliseconds beyond the Date range', 1e20],
    ['empty text', ''],
    ['text that is not ISO', '05/08/2026'],
    ['an impossible day', '2026-02-29'],
    ['month 13', '2026-13-01'],
    ['hour 24', '2026-08-05T24:00:00'],
    ['minute 60', '2026-08-05T10:60:00'],
    ['an impossible offset', '2026-08-05T10:00:00+25:00'],
  ])('gives empty text for %s', (_case, input) => {
    expect(formatDateTime(input)).toBe('');
  });

  it('throws on an unknown time zone', () => {
    expect(() => formatDateTime('2026-08-05T02:30:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-08-05', '05/08/2026'],
    ['2026-08-05T02:30:00Z', '04/08/2026'],
    ['2026-12-31T23:59:59-03:00', '31/12/2026'],
    ['0999-01-02', '02/01/0999'],
  ])('%s → %s', (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it('formats in another time zone', () => {
    expect(formatDate('2026-08-05T02:30:00Z', 'UTC')).toBe('05/08/2026');
  });

  it.each([null, undefined, 'ontem', new Date('invalid')])('gives empty text for %j', (input) => {
    expect(formatDate(input)).toBe('');
  });
});

describe('dateTimeFields', () => {
  it('reads the fields in São Paulo', () => {
    expect(dateTimeFields('2026-08-05T02:30:00Z')).toEqual({
      year: 2026,
      month: 8,
      day: 4,
      hour: 23,
      minute: 30,
      second: 0,
    });
  });

  it('handles years before 100 given as ISO text with offset', () => {
    expect(dateTimeFields('0050-06-15T12:00:00Z', 'UTC')).toEqual({
      year: 50,
      month: 6,
      day: 15,
      hour: 12,
      minute: 0,
      second: 0,
    });
  });
});
