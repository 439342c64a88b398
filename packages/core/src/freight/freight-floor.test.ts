import { describe, it, expect } from 'vitest';
import type { FreightCoefficient } from './freight-coefficient.ts';
import { freightFloor, type FreightFloorQuery } from './freight-floor.ts';

const row = (
  axles: number,
  ccd: number,
  cc: number,
  extra: Partial<FreightCoefficient> = {},
): FreightCoefficient => ({
  act: '6.084/2026',
  validFrom: '2026-07-17',
  validTo: null,
  table: 'A',
  cargoKind: 'carga_geral',
  axles,
  ccd,
  cc,
  source: 'test',
  ...extra,
});

const rows: FreightCoefficient[] = [
  row(2, 3.9, 470.1),
  row(6, 7.3547, 671.93),
  row(7, 8.0927, 831.66),
  row(9, 9.1, 900),
  row(6, 6.7774, 648.95, { act: '6.076/2026', validFrom: '2026-01-20', validTo: '2026-07-16' }),
  row(6, 7.5347, 671.93, { act: 'Portaria SUROC 22/2026', validFrom: '2026-09-30' }),
  row(3, 5, 500, { cargoKind: 'conteinerizada' }),
];

const query = (overrides: Partial<FreightFloorQuery>): FreightFloorQuery => ({
  table: 'A',
  cargoKind: 'carga_geral',
  axles: 6,
  km: 500,
  date: '2026-08-01',
  ...overrides,
});

describe('freightFloor: floor = km × CCD + CC, rounded to the cent', () => {
  it.each<[string, Partial<FreightFloorQuery>, number | null, number | null, string | null]>([
    ['6 axles, 500 km, act 6.084/2026: 500 × 7.3547 + 671.93', {}, 4349.28, 6, '6.084/2026'],
    ['the SPEC spelling geral is accepted', { cargoKind: 'geral' }, 4349.28, 6, '6.084/2026'],
    ['before 6.084: act 6.076/2026: 500 × 6.7774 + 648.95', { date: '2026-07-16' }, 4037.65, 6, '6.076/2026'],
    ['from 2026-09-30: Portaria SUROC 22/2026', { date: '2026-10-01' }, 4439.28, 6, 'Portaria SUROC 22/2026'],
    ['412.7 km: 3035.28469 + 671.93', { km: 412.7 }, 3707.21, 6, '6.084/2026'],
    ['0 km pays the CC alone', { km: 0 }, 671.93, 6, '6.084/2026'],
    ['8 axles use the 7-axle row', { axles: 8 }, 4878.01, 7, '6.084/2026'],
    ['12 axles use the highest row ≤ 12 (9)', { axles: 12 }, 5450, 9, '6.084/2026'],
    ['5 axles use the 2-axle row when nothing lies between', { axles: 5 }, 2420.1, 2, '6.084/2026'],
    ['fewer axles than any row → null', { cargoKind: 'conteineirizada', axles: 2 }, null, null, null],
    ['an unknown cargo kind → null', { cargoKind: 'areia' }, null, null, null],
    ['a negative distance → null', { km: -1 }, null, null, null],
    ['fractional axles → null', { axles: 6.5 }, null, null, null],
    ['table B has no row here → null', { table: 'B' }, null, null, null],
  ])('%s', (_name, overrides, value, axlesUsed, act) => {
    const floor = freightFloor(query(overrides), rows);
    expect(floor?.value ?? null).toBe(value);
    expect(floor?.axlesUsed ?? null).toBe(axlesUsed);
    expect(floor?.act ?? null).toBe(act);
  });

  it('returns the coefficients, the act validity and the empty return', () => {
    expect(freightFloor(query({}), rows)).toEqual({
      table: 'A',
      cargoKind: 'carga_geral',
      axles: 6,
      axlesUsed: 6,
      km: 500,
      value: 4349.28,
      emptyReturn: 3383.16,
      ccd: 7.3547,
      cc: 671.93,
      act: '6.084/2026',
      validFrom: '2026-07-17',
      validTo: null,
      source: 'test',
    });
  });

  it('without a date, the latest act of the cell wins', () => {
    expect(freightFloor(query({ date: undefined }), rows)?.act).toBe('Portaria SUROC 22/2026');
  });
});
