import { describe, expect, it } from 'vitest';
import { freightActSchema, freightFloorSchema } from './freight-floor.ts';

const floor = {
  table: 'A',
  cargo_kind: 'geral',
  axles: 6,
  value: 3021.4,
  ccd: 6.2,
  cc: 473.1,
  act: '6.084/2026',
  valid_from: '2026-07-17',
  valid_to: null,
  source_url: 'https://anttlegis.antt.gov.br/',
};

describe('freight floor result per (table, cargo kind, axles)', () => {
  it('reads a floor and stores the official cargo spelling', () => {
    expect(freightFloorSchema.parse(floor)).toEqual({ ...floor, cargo_kind: 'carga_geral' });
  });

  it.each([
    [{ table: 'E' }],
    [{ axles: 10 }],
    [{ cargo_kind: 'mudanca' }],
    [{ valid_from: '17/07/2026' }],
    [{ value: -1 }],
  ])('rejects %j', (patch) => {
    expect(freightFloorSchema.safeParse({ ...floor, ...patch }).success).toBe(false);
  });

  it('an act has a name, validity and url; an open act has no end', () => {
    expect(
      freightActSchema.parse({ name: 'Portaria SUROC 22/2026', start: '2026-09-30', end: null, url: null }),
    ).toEqual({ name: 'Portaria SUROC 22/2026', start: '2026-09-30', end: null, url: null });
    expect(freightActSchema.safeParse({ name: '6.076/2026', start: '2026-01-20' }).success).toBe(false);
  });
});
