import { describe, expect, it } from 'vitest';
import { freightFloor, seededRandom } from '@freight/core';
import type { FreightCoefficient } from '@freight/core';
import { routeFreight } from './route-freight.ts';

const row = (fields: Partial<FreightCoefficient>): FreightCoefficient => ({
  act: '6.084/2026',
  validFrom: '2026-07-17',
  validTo: null,
  table: 'A',
  cargoKind: 'carga_geral',
  axles: 6,
  ccd: 7.3547,
  cc: 671.93,
  source: 'ANTT',
  ...fields,
});

const rows = [
  row({ act: '6.076/2026', validFrom: '2026-01-20', validTo: '2026-07-16', ccd: 7, cc: 649 }),
  row({}),
  row({ axles: 7, ccd: 8.1, cc: 700 }),
  row({ axles: 9, ccd: 9.2, cc: 800 }),
  row({ act: 'Portaria SUROC 22/2026', validFrom: '2026-09-30', ccd: 7.5347 }),
  row({
    table: 'B',
    axles: 4,
    ccd: 5,
    cc: 400,
    cargoKind: 'granel_solido',
    source: 'https://anttlegis.antt.gov.br/x',
  }),
];

describe('the ANTT freight floor of a way', () => {
  it('is km × CCD + CC of the act in force for every table, cargo kind and axle count with a row', () => {
    const floor = routeFreight(rows, 500, '2026-08-01')!;
    expect(floor.ato).toEqual({ name: '6.084/2026', start: '2026-07-17', end: null, url: null });
    expect(floor.pisos.map((p) => [p.table, p.cargo_kind, p.axles, p.value])).toEqual([
      ['A', 'carga_geral', 6, 4349.28],
      ['A', 'carga_geral', 7, 4750],
      ['A', 'carga_geral', 9, 5400],
      ['B', 'granel_solido', 4, 2900],
    ]);
    expect(floor.pisos[0]).not.toHaveProperty('source_url');
    expect(floor.pisos[3]).toMatchObject({ source_url: 'https://anttlegis.antt.gov.br/x' });
  });

  it('takes the acts of the date: the older one before, the newest act as `ato` once it starts', () => {
    expect(routeFreight(rows, 100, '2026-03-01')?.pisos.find((p) => p.axles === 6)).toMatchObject({
      act: '6.076/2026',
      value: 1349,
    });
    const october = routeFreight(rows, 100, '2026-10-01')!;
    expect(october.ato.name).toBe('Portaria SUROC 22/2026');
    expect(october.pisos.find((p) => p.table === 'A' && p.axles === 6)).toMatchObject({ ccd: 7.5347 });
    expect(october.pisos.find((p) => p.table === 'B')).toMatchObject({ act: '6.084/2026' });
  });

  it('is absent without coefficients in force', () => {
    expect(routeFreight(rows, 100, '2025-01-01')).toBeUndefined();
    expect(routeFreight([], 100, '2026-08-01')).toBeUndefined();
  });

  it("gives every floor exactly as core's freightFloor does for its cell and axle count", () => {
    const random = seededRandom(20_261_127);
    for (let i = 0; i < 200; i++) {
      const km = i === 0 ? 0 : Math.round(random() * 4_000_000) / 1000;
      const date = ['2026-03-01', '2026-08-01', '2026-10-01'][i % 3]!;
      for (const piso of routeFreight(rows, km, date)!.pisos) {
        const floor = freightFloor(
          { table: piso.table, cargoKind: piso.cargo_kind, axles: piso.axles, km, date },
          rows,
        )!;
        expect(piso).toMatchObject({
          value: floor.value,
          ccd: floor.ccd,
          cc: floor.cc,
          act: floor.act,
          valid_from: floor.validFrom,
          valid_to: floor.validTo,
        });
      }
    }
  });

  it('has no floors for a distance that is not one', () => {
    expect(routeFreight(rows, Number.NaN, '2026-08-01')?.pisos).toEqual([]);
    expect(routeFreight(rows, -1, '2026-08-01')?.pisos).toEqual([]);
  });
});
