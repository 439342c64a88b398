import { describe, expect, it } from 'vitest';
import type { TollTableEntry } from '../toll/toll-table-rows.ts';
import { notChargedRowTexts, percentText, tollRowTexts } from './toll-row-texts.ts';

const row = (overrides: Partial<TollTableEntry>): TollTableEntry => ({
  dealership: 'ViaOeste',
  name: 'Itapevi',
  highway: 'SP-280',
  km: 33,
  uf: 'SP',
  fare: 69.6,
  weekendFare: 0,
  weekendFareDiscount: 0,
  tagFare: 0,
  tagFareDiscount: 0,
  ...overrides,
});

describe('tollRowTexts: the fare columns of a charged plaza', () => {
  it.each<[string, Partial<TollTableEntry>, [string, string, string, string, string]]>([
    ['a cash fare only', {}, ['R$ 69,60', '-', '-', '-', '-']],
    ['a tag discount', { tagFare: 66.12, tagFareDiscount: 5 }, ['R$ 69,60', '-', '-', 'R$ 66,12', '5,00%']],
    [
      'a weekend surcharge',
      { weekendFare: 75.6, weekendFareDiscount: 8.62 },
      ['R$ 69,60', 'R$ 75,60', '8,62%', '-', '-'],
    ],
    ['a category that rides free', { fare: 0 }, ['R$ 0,00', '-', '-', '-', '-']],
    ['no fare in force', { fare: null }, ['Tarifa indisponível', '-', '-', '-', '-']],
  ])('%s', (_case, overrides, expected) => {
    const texts = tollRowTexts(row(overrides));
    expect([
      texts.fare,
      texts.weekendFare,
      texts.weekendFareDiscount,
      texts.tagFare,
      texts.tagFareDiscount,
    ]).toEqual(expected);
  });
});

describe('notChargedRowTexts', () => {
  it("reads 'Não cobrado' in the fare column and '-' in the tag and weekend columns", () => {
    expect(notChargedRowTexts()).toEqual({
      fare: 'Não cobrado',
      weekendFare: '-',
      weekendFareDiscount: '-',
      tagFare: '-',
      tagFareDiscount: '-',
    });
  });
});

describe('percentText', () => {
  it.each([
    [5, '5,00%'],
    [-10, '-10,00%'],
    [8.615, '8,62%'],
  ])('%d → %s', (value, text) => {
    expect(percentText(value)).toBe(text);
  });
});
