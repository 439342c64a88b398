import { describe, it, expect } from 'vitest';
import type { PricedTollPlaza } from './price-tolls.ts';
import { tollTableRows, type TollTableEntry } from './toll-table-rows.ts';

const priced = (overrides: Partial<PricedTollPlaza>): PricedTollPlaza => ({
  nome: 'Casimiro de Abreu',
  concessionaria: 'AUTOPISTA FLUMINENSE',
  rodovia: 'BR-101',
  uf: 'RJ',
  km: 192.82,
  tariffs: [],
  p_index: 0,
  multiplier: 6,
  fare: 45,
  axleFare: 7.5,
  tagFare: null,
  tagPercent: null,
  weekendFare: null,
  weekendPercent: null,
  weekendTagFare: null,
  netFare: 45,
  tariffValidFrom: '2026-08-17',
  tariffRows: [],
  ...overrides,
});

describe('tollTableRows', () => {
  it('builds the SPEC row from a priced plaza', () => {
    expect(tollTableRows([priced({ tagFare: 42.75, tagPercent: -5 })])).toEqual([
      {
        dealership: 'AUTOPISTA FLUMINENSE',
        name: 'Casimiro de Abreu',
        highway: 'BR-101',
        km: 192.82,
        uf: 'RJ',
        fare: 45,
        weekendFare: 0,
        weekendFareDiscount: 0,
        tagFare: 42.75,
        tagFareDiscount: 5,
      },
    ]);
  });

  it.each<[string, Partial<PricedTollPlaza>, Partial<TollTableEntry>]>([
    [
      'a weekend surcharge keeps its sign',
      { weekendFare: 6.8, weekendPercent: 65.85 },
      { weekendFare: 6.8, weekendFareDiscount: 65.85 },
    ],
    [
      'a weekend discount is negative',
      { weekendFare: 40.5, weekendPercent: -10 },
      { weekendFare: 40.5, weekendFareDiscount: -10 },
    ],
    ['a category not charged', { fare: 0, tagFare: 0, tagPercent: -5 }, { fare: 0, tagFare: 0 }],
    ['a plaza without tariffs has a null fare', { fare: null }, { fare: null, tagFare: 0, weekendFare: 0 }],
    [
      'no dealership, road, state or km',
      { concessionaria: null, rodovia: null, uf: undefined, km: null },
      { dealership: '', highway: '', uf: '', km: null },
    ],
    ['a km given as text', { km: '47.6' }, { km: 47.6 }],
    ['an unreadable km', { km: 'km 12' }, { km: null }],
  ])('%s', (_name, overrides, expected) => {
    expect(tollTableRows([priced(overrides)])[0]).toMatchObject(expected);
  });

  it('shows all rows in route order', () => {
    const rows = tollTableRows(
      Array.from({ length: 25 }, (_, index) => priced({ nome: `P${24 - index}`, p_index: 24 - index })),
    );
    expect(rows).toHaveLength(25);
    expect(rows.map((row) => row.name).slice(0, 3)).toEqual(['P0', 'P1', 'P2']);
  });
});
