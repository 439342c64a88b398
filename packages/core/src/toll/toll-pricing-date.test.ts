import { describe, it, expect } from 'vitest';
import { tollPricingDate } from './toll-pricing-date.ts';

const now = new Date('2026-08-22T01:30:00Z');

describe('tollPricingDate', () => {
  it.each<[string, string | null | undefined, string]>([
    ['the retroactive date dd/MM/yyyy is used', '30/06/2026', '2026-06-30'],
    ['an ISO retroactive date is accepted', '2026-07-02', '2026-07-02'],
    ['an empty retroactive date means today in Brasília', '', '2026-08-21'],
    ['no retroactive date means today', undefined, '2026-08-21'],
    ['an invalid retroactive date means today', '31/02/2026', '2026-08-21'],
    ['a partial retroactive date means today', '30/06/26', '2026-08-21'],
  ])('%s', (_name, retroactiveDate, expected) => {
    expect(tollPricingDate({ retroactiveDate, now })).toBe(expected);
  });

  it('today can be taken in another zone', () => {
    expect(tollPricingDate({ now, timeZone: 'UTC' })).toBe('2026-08-22');
  });

  it('a broken clock is an error', () => {
    expect(() => tollPricingDate({ now: new Date(Number.NaN) })).toThrow(RangeError);
  });
});
