import { describe, it, expect } from 'vitest';
import { readSharedCsv } from '../test-support/shared-data.ts';
import { priceTolls, type TollPlazaInput } from './price-tolls.ts';
import { groupTariffsByPlaza, parseTollTariffRecords, type TollTariffRecord } from './toll-tariff-records.ts';

interface DataPlaza extends TollPlazaInput {
  id: string;
  fonte: string;
}

const parsed = parseTollTariffRecords(readSharedCsv('pedagios/tarifas.csv'));
const records: TollTariffRecord[] = parsed.success ? parsed.rows : [];
const tariffsByPlaza = groupTariffsByPlaza(records);
const plazas: DataPlaza[] = readSharedCsv('pedagios/pracas.csv').map((row) => ({
  id: row['id'] ?? '',
  fonte: row['fonte'] ?? '',
  nome: row['nome'] ?? '',
  concessionaria: row['concessionaria'] ?? '',
  rodovia: row['rodovia'] ?? '',
  uf: row['uf'] ?? '',
  km: Number(row['km']),
  tariffs: tariffsByPlaza.get(row['id'] ?? '') ?? [],
}));
const truck = (axis: number) => ({ category: 'truck' as const, axis });
const fareOf = (plaza: DataPlaza, axis: number, date: string) =>
  priceTolls([plaza], truck(axis), { date })[0]!;
const publishedFare = (plaza: DataPlaza, multiplier: number, validFrom: string) =>
  plaza.tariffs.find((row) => row.multiplier === multiplier && row.validFrom === validFrom)?.fare;
const plazasPublishedBy = (source: string) => {
  const ids = new Set(records.filter((row) => row.source === source).map((row) => row.plazaId));
  return plazas.filter((plaza) => ids.has(plaza.id));
};

describe('real pedagios data', () => {
  it('tarifas.csv parses in full and every plaza id exists', () => {
    expect(parsed.success).toBe(true);
    expect(records.length).toBe(readSharedCsv('pedagios/tarifas.csv').length);
    const ids = new Set(plazas.map((plaza) => plaza.id));
    expect([...tariffsByPlaza.keys()].every((id) => ids.has(id))).toBe(true);
  });

  const antt = plazas.filter(
    (plaza) =>
      plaza.fonte === 'ANTT' &&
      plaza.tariffs.length > 0 &&
      plaza.concessionaria !== 'ECOSUL' &&
      plaza.id !== 'antt-via-brasil-p3-trairao',
  );

  it('for every ANTT plaza except ECOSUL and VIA BRASIL P3, a 6-axle truck pays 6 × the category-1 fare', () => {
    expect(antt.length).toBeGreaterThan(150);
    for (const plaza of antt) {
      const car = priceTolls([plaza], { category: 'auto', axis: 2 }, { date: '2026-08-20' })[0]!;
      expect(Math.round(fareOf(plaza, 6, '2026-08-20').fare! * 100), plaza.id).toBe(
        Math.round(car.fare! * 600),
      );
    }
  });

  it("plazas without a fare in force are priced null ('Tarifa indisponível'), not free", () => {
    const date = '2026-08-20';
    const priced = priceTolls(plazas, truck(6), { date });
    const inForce = (plaza: DataPlaza) => plaza.tariffs.some((row) => row.validFrom <= date);
    const withoutFare = plazas.filter((plaza) => !inForce(plaza));
    expect(withoutFare.length, 'the data hold plazas without a fare in force').toBeGreaterThan(0);
    priced.forEach((plaza, i) => {
      if (inForce(plazas[i]!)) expect(plaza.fare, plazas[i]!.id).toBeGreaterThan(0);
      else expect(plaza.fare, plazas[i]!.id).toBeNull();
    });
  });

  it('VIA BRASIL P3 charges a car nothing and a 9-axle truck fare8/8×9', () => {
    const trairao = plazas.find((plaza) => plaza.id === 'antt-via-brasil-p3-trairao')!;
    expect(priceTolls([trairao], { category: 'auto' }, { date: '2026-08-20' })[0]?.fare).toBe(0);
    const fare8 = publishedFare(trairao, 8, '2026-08-17')!;
    expect(fareOf(trairao, 9, '2026-08-20').fare).toBe(Math.round((fare8 / 8) * 9 * 100) / 100);
  });

  const spvias = plazasPublishedBy('SPVias');

  it.each([
    ['2026-06-30', '2025-07-01'],
    ['2026-07-02', '2026-07-01'],
  ])('a SPVias plaza priced on %s uses the %s table', (date, validFrom) => {
    expect(spvias).toHaveLength(10);
    for (const plaza of spvias) {
      const priced = fareOf(plaza, 6, date);
      expect(priced.tariffValidFrom).toBe(validFrom);
      expect(priced.fare, plaza.id).toBe(publishedFare(plaza, 6, validFrom));
    }
  });

  const viaPaulista = plazasPublishedBy('ViaPaulista');

  it("a ViaPaulista plaza's 6-axle fare equals its published multiplier-6 row; 7 axles scale it", () => {
    expect(viaPaulista).toHaveLength(11);
    for (const plaza of viaPaulista) {
      const fare6 = publishedFare(plaza, 6, '2025-11-23')!;
      expect(fareOf(plaza, 6, '2026-08-20').fare, plaza.id).toBe(fare6);
      expect(fareOf(plaza, 7, '2026-08-20').fare, plaza.id).toBe(Math.round((fare6 / 6) * 7 * 100) / 100);
    }
  });
});
