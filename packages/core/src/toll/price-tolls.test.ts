import { describe, it, expect } from 'vitest';
import { priceTolls, type TollPlazaInput } from './price-tolls.ts';
import type { TollTariffRow } from './tariffs-in-force.ts';
import type { TollVehicle } from './toll-multiplier.ts';

const table = (validFrom: string, base: number, multipliers: number[]): TollTariffRow[] =>
  multipliers.map((multiplier) => ({
    multiplier,
    fare: Math.round(base * multiplier * 100) / 100,
    validFrom,
  }));

const spviasPlaza: TollPlazaInput = {
  nome: 'Alambari',
  concessionaria: 'SPVIAS',
  rodovia: 'SP-270',
  uf: 'SP',
  km: 135.3,
  tariffs: [
    ...table('2025-07-01', 12.1, [0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8]),
    ...table('2026-07-01', 12.8, [0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8]),
  ],
};
const anttPlaza: TollPlazaInput = {
  nome: 'Casimiro de Abreu',
  concessionaria: 'AUTOPISTA FLUMINENSE',
  rodovia: 'BR-101',
  uf: 'RJ',
  km: 192.82,
  tariffs: table('2026-08-17', 7.5, [1, 1.5, 2, 3, 4, 5, 6, 7, 8]),
};
const tagPlaza: TollPlazaInput = {
  nome: 'Praça com tag',
  rodovia: 'SP-075',
  uf: 'SP',
  porcentagem_tag: 5,
  arredondamento: 'baixo',
  tariffs: table('2025-07-01', 10.55, [1, 2]),
};
const noTariffPlaza: TollPlazaInput = {
  nome: 'Pórtico',
  concessionaria: 'RIOSP',
  rodovia: 'BR-116',
  uf: 'RJ',
  tariffs: [],
};

const truck6: TollVehicle = { category: 'truck', axis: 6, rearWheelType: 'Dupla' };

describe('priceTolls', () => {
  it.each<[string, TollPlazaInput, TollVehicle, string, number | null, string | null]>([
    ['retroactive date picks the older SPVias table', spviasPlaza, truck6, '2026-06-30', 72.6, '2025-07-01'],
    ['from 2026-07-01 the SPVias 2026 table applies', spviasPlaza, truck6, '2026-07-02', 76.8, '2026-07-01'],
    ['6-axle truck at an ANTT plaza', anttPlaza, truck6, '2026-08-20', 45, '2026-08-17'],
    ['a date before the ANTT read date uses that table', anttPlaza, truck6, '2026-08-01', 45, '2026-08-17'],
    [
      '9-axle truck at a plaza publishing up to 8',
      anttPlaza,
      { category: 'truck', axis: 9 },
      '2026-08-20',
      67.5,
      '2026-08-17',
    ],
    [
      'motorcycle where no 0.5 row exists rides free',
      anttPlaza,
      { category: 'motorcycle' },
      '2026-08-20',
      0,
      '2026-08-17',
    ],
    [
      'motorcycle pays half of category 1',
      spviasPlaza,
      { category: 'motorcycle' },
      '2026-08-20',
      6.4,
      '2026-07-01',
    ],
    [
      '2-axle truck single wheels pays as car',
      anttPlaza,
      { category: 'truck', axis: 2, rearWheelType: 'Simples' },
      '2026-08-20',
      7.5,
      '2026-08-17',
    ],
    ['a plaza without tariffs: sem tarifa', noTariffPlaza, truck6, '2026-08-20', null, null],
  ])('%s', (_name, plaza, vehicle, date, fare, validFrom) => {
    const [priced] = priceTolls([plaza], vehicle, { date });
    expect(priced?.fare).toBe(fare);
    expect(priced?.tariffValidFrom).toBe(validFrom);
  });

  it('adds per-axle, tag and net fares and keeps the plaza fields', () => {
    const [priced] = priceTolls(
      [tagPlaza],
      { category: 'auto', axis: 2 },
      { date: '2026-08-20', hasTag: true },
    );
    expect(priced).toMatchObject({
      nome: 'Praça com tag',
      multiplier: 1,
      fare: 10.55,
      axleFare: 5.28,
      tagFare: 10.02,
      tagPercent: -5,
      weekendFare: null,
      weekendPercent: null,
      weekendTagFare: null,
      netFare: 10.02,
    });
  });

  it('without a tag the net fare is the cash fare', () => {
    const [priced] = priceTolls([tagPlaza], { category: 'auto', axis: 2 }, { date: '2026-08-20' });
    expect(priced?.netFare).toBe(10.55);
  });

  it('in the weekend window the net fare is the weekend fare', () => {
    const weekendPlaza: TollPlazaInput = { ...tagPlaza, porcentagem_tag: null, tarifa_fim_semana: 12 };
    const [priced] = priceTolls(
      [weekendPlaza],
      { category: 'auto' },
      { date: '2026-08-22', isWeekend: true },
    );
    expect(priced?.netFare).toBe(12);
    expect(priced?.weekendPercent).toBe(13.74);
  });

  it('keeps route order by p_index, and the input order when p_index is absent', () => {
    const byIndex = priceTolls(
      [
        { ...anttPlaza, p_index: 2 },
        { ...spviasPlaza, p_index: 0 },
        { ...noTariffPlaza, p_index: 1 },
      ],
      truck6,
      { date: '2026-08-20' },
    );
    expect(byIndex.map((plaza) => plaza.nome)).toEqual(['Alambari', 'Pórtico', 'Casimiro de Abreu']);
    const byInput = priceTolls([anttPlaza, spviasPlaza], truck6, { date: '2026-08-20' });
    expect(byInput.map((plaza) => plaza.p_index)).toEqual([0, 1]);
  });
});
