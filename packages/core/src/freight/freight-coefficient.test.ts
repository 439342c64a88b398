import { describe, it, expect } from 'vitest';
import { freightCoefficientSchema } from './freight-coefficient.ts';

const row = {
  act: '6.084/2026',
  validFrom: '2026-07-17',
  validTo: null,
  table: 'A',
  cargoKind: 'carga_geral',
  axles: 6,
  ccd: 7.3547,
  cc: 671.93,
  source: 'ANTT',
};

describe('freightCoefficientSchema', () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ['a valid open-ended row', row, true],
    ['a closed validity', { ...row, validTo: '2026-12-31' }, true],
    ['an end before the start', { ...row, validTo: '2026-07-16' }, false],
    ['table E', { ...row, table: 'E' }, false],
    ['the SPEC spelling is not a stored cargo kind', { ...row, cargoKind: 'geral' }, false],
    ['fractional axles', { ...row, axles: 6.5 }, false],
    ['a negative CCD', { ...row, ccd: -1 }, false],
    ['an impossible date', { ...row, validFrom: '2026-02-30' }, false],
    ['an empty act', { ...row, act: ' ' }, false],
  ])('%s → %s', (_name, input, valid) => {
    expect(freightCoefficientSchema.safeParse(input).success).toBe(valid);
  });
});
