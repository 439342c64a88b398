import { describe, it, expect } from 'vitest';
import { wallClock, type WallClock } from './wall-clock.ts';

describe('wallClock', () => {
  it.each<[string, Date | string, string | undefined, WallClock | null]>([
    [
      'an instant is read in Brasília time',
      new Date('2026-08-21T21:30:00Z'),
      undefined,
      { date: '2026-08-21', hour: 18, minute: 30 },
    ],
    [
      'just after midnight UTC is still the previous day in Brazil',
      new Date('2026-08-22T02:59:00Z'),
      undefined,
      { date: '2026-08-21', hour: 23, minute: 59 },
    ],
    [
      'another zone can be given',
      new Date('2026-08-22T02:59:00Z'),
      'UTC',
      { date: '2026-08-22', hour: 2, minute: 59 },
    ],
    [
      'a local date-time text is read as is',
      '2026-08-21T05:59',
      undefined,
      { date: '2026-08-21', hour: 5, minute: 59 },
    ],
    [
      'a local date-time with seconds and a space',
      '2026-08-21 18:00:00',
      undefined,
      { date: '2026-08-21', hour: 18, minute: 0 },
    ],
    ['a date alone is taken at noon', '2026-08-21', undefined, { date: '2026-08-21', hour: 12, minute: 0 }],
    [
      'a zoned text is an instant',
      '2026-08-21T21:00:00Z',
      undefined,
      { date: '2026-08-21', hour: 18, minute: 0 },
    ],
    ['an invalid text gives null', 'sexta-feira', undefined, null],
    ['an invalid Date gives null', new Date(Number.NaN), undefined, null],
  ])('%s', (_name, at, timeZone, expected) => {
    expect(wallClock(at, timeZone)).toEqual(expected);
  });
});
