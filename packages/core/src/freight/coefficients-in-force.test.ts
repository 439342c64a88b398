import { describe, it, expect } from 'vitest';
import { coefficientsInForce } from './coefficients-in-force.ts';
import type { FreightCoefficient } from './freight-coefficient.ts';

const row = (
  act: string,
  validFrom: string,
  validTo: string | null,
  ccd: number,
  extra: Partial<FreightCoefficient> = {},
) => ({
  act,
  validFrom,
  validTo,
  table: 'A' as const,
  cargoKind: 'carga_geral' as const,
  axles: 6,
  ccd,
  cc: 671.93,
  source: 'test',
  ...extra,
});

const rows: FreightCoefficient[] = [
  row('Portaria SUROC 22/2026', '2026-09-30', null, 7.5347),
  row('6.076/2026', '2026-01-20', '2026-07-16', 6.7774, { cc: 648.95 }),
  row('6.084/2026', '2026-07-17', null, 7.3547),
  row('6.084/2026', '2026-07-17', null, 6.6063, { table: 'B', cc: 608.99 }),
  row('6.084/2026', '2026-07-17', null, 4.1, { cargoKind: 'granel_solido', axles: 2 }),
];

describe('coefficientsInForce', () => {
  it.each([
    ['a closed act on its last day', '2026-07-16', '6.076/2026'],
    ['the next act from its first day', '2026-07-17', '6.084/2026'],
    ['an open act stays in force', '2026-08-01', '6.084/2026'],
    ['a later act supersedes an open one', '2026-10-01', 'Portaria SUROC 22/2026'],
    ['a date-time keeps its day', '2026-09-30T08:00:00', 'Portaria SUROC 22/2026'],
  ])('%s (%s → %s)', (_name, date, act) => {
    const cell = coefficientsInForce(rows, date).find(
      (coefficient) => coefficient.table === 'A' && coefficient.cargoKind === 'carga_geral',
    );
    expect(cell?.act).toBe(act);
  });

  it('keeps one row per (table, cargo kind, axles), sorted by table, kind and axles', () => {
    const inForce = coefficientsInForce(rows, '2026-10-01');
    expect(
      inForce.map((coefficient) => `${coefficient.table} ${coefficient.cargoKind} ${coefficient.axles}`),
    ).toEqual(['A granel_solido 2', 'A carga_geral 6', 'B carga_geral 6']);
  });

  it('nothing is in force before the first act', () => {
    expect(coefficientsInForce(rows, '2025-12-31')).toEqual([]);
  });

  it('on equal start dates the first row given wins', () => {
    const twin = [row('first', '2026-07-17', null, 1), row('second', '2026-07-17', null, 2)];
    expect(coefficientsInForce(twin, '2026-08-01').map((coefficient) => coefficient.act)).toEqual(['first']);
  });
});
