import { describe, it, expect } from 'vitest';
import type { FreightCoefficient } from './freight-coefficient.ts';
import { freightFloorTable } from './freight-floor-table.ts';

const row = (extra: Partial<FreightCoefficient>): FreightCoefficient => ({
  act: '6.084/2026',
  validFrom: '2026-07-17',
  validTo: null,
  table: 'A',
  cargoKind: 'carga_geral',
  axles: 6,
  ccd: 7.3547,
  cc: 671.93,
  source: 'test',
  ...extra,
});

const rows: FreightCoefficient[] = [
  row({ table: 'B', ccd: 6.6063, cc: 608.99 }),
  row({}),
  row({ cargoKind: 'granel_solido', ccd: 6.9, cc: 600 }),
  row({ cargoKind: 'conteinerizada', axles: 3, ccd: 5, cc: 500 }),
  row({ cargoKind: 'granel_pressurizada', axles: 9, ccd: 9, cc: 900 }),
  row({ act: '6.076/2026', validFrom: '2026-01-20', validTo: '2026-07-16', ccd: 6.7774, cc: 648.95 }),
];

describe('freightFloorTable', () => {
  it('lists every table × cargo kind with a row for the axle count, in table then kind order', () => {
    const table = freightFloorTable(rows, { km: 100, axles: 6, date: '2026-08-01' });
    expect(table.map((floor) => [floor.table, floor.cargoKind, floor.axlesUsed, floor.value])).toEqual([
      ['A', 'granel_solido', 6, 1290],
      ['A', 'conteinerizada', 3, 1000],
      ['A', 'carga_geral', 6, 1407.4],
      ['B', 'carga_geral', 6, 1269.62],
    ]);
  });

  it("carries each act's name and validity", () => {
    const [first] = freightFloorTable(rows, { km: 100, axles: 6, date: '2026-07-01' });
    expect(first).toMatchObject({
      act: '6.076/2026',
      validFrom: '2026-01-20',
      validTo: '2026-07-16',
      value: 1326.69,
    });
  });

  it('leaves out kinds without a row for so few axles', () => {
    const kinds = freightFloorTable(rows, { km: 100, axles: 2, date: '2026-08-01' }).map(
      (floor) => floor.cargoKind,
    );
    expect(kinds).toEqual([]);
  });

  it('is empty before any act', () => {
    expect(freightFloorTable(rows, { km: 100, axles: 6, date: '2025-01-01' })).toEqual([]);
  });
});
