import { describe, it, expect } from 'vitest';
import { cashFareText, discountOrDash, fareOrDash } from './fare-or-dash.ts';

const fmt = (value: number): string => `R$ ${value.toFixed(2).replace('.', ',')}`;
const percent = (value: number): string => `${String(value).replace('.', ',')}%`;

describe("fareOrDash: tag and weekend fares show '-' when 0", () => {
  it.each<[number | null | undefined, string]>([
    [0, '-'],
    [null, '-'],
    [undefined, '-'],
    [10.02, 'R$ 10,02'],
    [0.65, 'R$ 0,65'],
  ])('%j → %s', (value, expected) => {
    expect(fareOrDash(value, fmt)).toBe(expected);
  });
});

describe("discountOrDash: weekend and tag discounts show '-' when the corresponding fare is 0", () => {
  it.each<[number, number | null | undefined, string]>([
    [5, 10.02, '5%'],
    [65.85, 6.8, '65,85%'],
    [5, 0, '-'],
    [0, null, '-'],
  ])('discount %d with fare %j → %s', (discount, fare, expected) => {
    expect(discountOrDash(discount, fare, percent)).toBe(expected);
  });
});

describe('cashFareText', () => {
  it.each<[number | null | undefined, string]>([
    [null, 'Tarifa indisponível'],
    [undefined, 'Tarifa indisponível'],
    [0, 'R$ 0,00'],
    [45, 'R$ 45,00'],
  ])('%j → %s', (fare, expected) => {
    expect(cashFareText(fare, fmt)).toBe(expected);
  });
});
