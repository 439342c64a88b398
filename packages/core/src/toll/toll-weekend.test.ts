import { describe, it, expect } from 'vitest';
import { isTollWeekend } from './toll-weekend.ts';

describe('isTollWeekend: Friday 18h to Monday 6h', () => {
  it.each<[string, Date | string, boolean]>([
    ['Friday 17:59 is a weekday', '2026-08-21T17:59', false],
    ['Friday 18:00 opens the window', '2026-08-21T18:00', true],
    ['Saturday', '2026-08-22T03:00', true],
    ['Sunday night', '2026-08-23T23:59', true],
    ['Monday 05:59 is still weekend', '2026-08-24T05:59', true],
    ['Monday 06:00 closes the window', '2026-08-24T06:00', false],
    ['Wednesday', '2026-08-19T12:00', false],
    ['a Saturday date without time', '2026-08-22', true],
    ['a Monday date without time', '2026-08-24', false],
    ['a Friday date without time', '2026-08-21', false],
    ['an instant: Friday 21:00 UTC is 18:00 in Brasília', new Date('2026-08-21T21:00:00Z'), true],
    ['an instant: Friday 20:59 UTC is 17:59 in Brasília', new Date('2026-08-21T20:59:00Z'), false],
    ['an invalid date is not a weekend', 'amanhã', false],
    ['an impossible date is not a weekend', '2026-02-30T12:00', false],
  ])('%s', (_name, at, expected) => {
    expect(isTollWeekend(at)).toBe(expected);
  });
});

describe('isTollWeekend: national holidays (18h of the eve to 6h of the day after)', () => {
  const holidays = ['2026-04-21', '2026-09-07'];
  it.each<[string, string, boolean]>([
    ['Monday eve of Tiradentes before 18:00 is a weekday', '2026-04-20T17:59', false],
    ['Monday eve of Tiradentes at 18:00 opens the window', '2026-04-20T18:00', true],
    ['Tiradentes itself (a Tuesday)', '2026-04-21T12:00', true],
    ['the Wednesday after, 05:59', '2026-04-22T05:59', true],
    ['the Wednesday after, 06:00', '2026-04-22T06:00', false],
    ['Tuesday after a Monday holiday, 05:59', '2026-09-08T05:59', true],
    ['Tuesday after a Monday holiday, 06:00', '2026-09-08T06:00', false],
  ])('%s', (_name, at, expected) => {
    expect(isTollWeekend(at, { holidays })).toBe(expected);
  });

  it('holidays are ignored unless given', () => {
    expect(isTollWeekend('2026-04-21T12:00')).toBe(false);
  });
});
