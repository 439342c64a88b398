import { describe, it, expect } from 'vitest';
import { fareForMultiplier, type MultiplierFare } from './fare-for-multiplier.ts';

const perAxle = (base: number, multipliers: number[]): MultiplierFare[] =>
  multipliers.map((multiplier) => ({ multiplier, fare: Math.round(base * multiplier * 100) / 100 }));

const anttUpTo6 = perAxle(10.3, [1, 1.5, 2, 3, 4, 5, 6]);
const anttUpTo8 = perAxle(7.5, [1, 1.5, 2, 3, 4, 5, 6, 7, 8]);
const withMotorcycle = perAxle(11.7, [0.5, 1, 1.5, 2, 3, 4, 5, 6]);
const upTo10 = perAxle(9.35, [1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
const viaBrasilP3: MultiplierFare[] = [
  { multiplier: 4, fare: 313.6 },
  { multiplier: 5, fare: 392 },
  { multiplier: 6, fare: 470.4 },
  { multiplier: 7, fare: 548.8 },
  { multiplier: 8, fare: 627.2 },
];

describe('fareForMultiplier', () => {
  it.each<[string, MultiplierFare[], number, number | null]>([
    ['motorcycle pays its published 0.5 row', withMotorcycle, 0.5, 5.85],
    ['car pays the category-1 fare', anttUpTo6, 1, 10.3],
    ['car 3 axles pays the 1.5 row', anttUpTo6, 1.5, 15.45],
    ['6-axle truck at an ANTT plaza pays the 6 row', anttUpTo6, 6, 61.8],
    ['a 7-axle truck where the table stops at 6 pays fare6/6×7', anttUpTo6, 7, 72.1],
    ['a 9-axle truck at a plaza publishing up to 8 pays fare8/8×9', anttUpTo8, 9, 67.5],
    ['an 11-axle truck at a plaza publishing up to 10 pays fare10/10×11', upTo10, 11, 102.85],
    ['a 15-axle truck scales the same way', anttUpTo8, 15, 112.5],
    ['missing 0.5 row → motorcycles are not charged', anttUpTo6, 0.5, 0],
    ['VIA BRASIL P3 charges only 4–8: a car pays 0', viaBrasilP3, 1, 0],
    ['VIA BRASIL P3: a 9-axle truck pays fare8/8×9', viaBrasilP3, 9, 705.6],
    ['a plaza with no tariffs has no fare (sem tarifa)', [], 6, null],
  ])('%s', (_name, rows, multiplier, expected) => {
    expect(fareForMultiplier(rows, multiplier)).toBe(expected);
  });

  it('rounds the proportional fare to the cent, half up', () => {
    expect(fareForMultiplier([{ multiplier: 6, fare: 10.01 }], 7)).toBe(11.68);
    expect(fareForMultiplier([{ multiplier: 8, fare: 0.12 }], 9)).toBe(0.14);
  });
});
