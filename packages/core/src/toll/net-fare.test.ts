import { describe, it, expect } from 'vitest';
import { netFareOf, type FareOptions, type PaymentContext } from './net-fare.ts';

const both: FareOptions = { fare: 4.1, tagFare: 3.89, weekendFare: 6.8, weekendTagFare: 6.46 };
const tagOnly: FareOptions = { fare: 10.55, tagFare: 10.02, weekendFare: null, weekendTagFare: null };
const weekendOnly: FareOptions = { fare: 4.1, tagFare: null, weekendFare: 6.8, weekendTagFare: null };
const plain: FareOptions = { fare: 12.8, tagFare: null, weekendFare: null, weekendTagFare: null };
const noTariff: FareOptions = { fare: null, tagFare: null, weekendFare: null, weekendTagFare: null };

describe('netFareOf: what the vehicle actually pays', () => {
  it.each<[string, FareOptions, PaymentContext, number | null]>([
    ['weekday without tag pays cash', both, {}, 4.1],
    ['weekday with tag pays the tag fare', both, { hasTag: true }, 3.89],
    ['weekend without tag pays the weekend fare', both, { isWeekend: true }, 6.8],
    ['weekend with tag pays the weekend tag fare', both, { hasTag: true, isWeekend: true }, 6.46],
    ['tag at a plaza without tag rule pays cash', plain, { hasTag: true }, 12.8],
    ['weekend at a plaza without weekend rule pays cash', plain, { isWeekend: true }, 12.8],
    [
      'weekend with tag at a tag-only plaza pays the tag fare',
      tagOnly,
      { hasTag: true, isWeekend: true },
      10.02,
    ],
    [
      'weekend with tag at a weekend-only plaza pays the weekend fare',
      weekendOnly,
      { hasTag: true, isWeekend: true },
      6.8,
    ],
    ['weekend with tag at a plain plaza pays cash', plain, { hasTag: true, isWeekend: true }, 12.8],
    ['a plaza without tariffs has no net fare', noTariff, { hasTag: true }, null],
  ])('%s', (_name, fares, context, expected) => {
    expect(netFareOf(fares, context)).toBe(expected);
  });
});
