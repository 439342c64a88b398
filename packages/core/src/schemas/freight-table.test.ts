import { describe, expect, it } from 'vitest';
import { freightAxlesSchema, freightTableSchema, freightTableTypeSchema } from './freight-table.ts';

describe('freight table: four types, axles 2 to 9, cargo kinds', () => {
  it('reads a table and turns SPEC cargo names into official ones', () => {
    const table = freightTableSchema.parse({
      A: { '2': { geral: 680.33, granel_solido: 691.24 }, '9': { perigosa_conteineirizada: 1527.79 } },
      B: { '4': { carga_geral: 854.14 } },
    });
    expect(table.A?.['2']).toEqual({ carga_geral: 680.33, granel_solido: 691.24 });
    expect(table.A?.['9']).toEqual({ perigosa_conteinerizada: 1527.79 });
    expect(table.B?.['4']?.carga_geral).toBe(854.14);
    expect(table.C).toBeUndefined();
  });

  it.each([
    ['a table E', { E: {} }],
    ['axle count 10', { A: { '10': { geral: 1 } } }],
    ['axle count 1', { A: { '1': { geral: 1 } } }],
    ['an unknown cargo kind', { A: { '2': { mudanca: 1 } } }],
    ['a negative value', { A: { '2': { geral: -1 } } }],
  ])('rejects %s', (_name, input) => {
    expect(freightTableSchema.safeParse(input).success).toBe(false);
  });

  it('lists tables A to D and axles 2 to 9', () => {
    expect(freightTableTypeSchema.options).toEqual(['A', 'B', 'C', 'D']);
    expect(freightAxlesSchema.parse(9)).toBe(9);
    expect(freightAxlesSchema.safeParse('9').success).toBe(false);
    expect(freightAxlesSchema.safeParse(1).success).toBe(false);
    expect(freightAxlesSchema.safeParse(10).success).toBe(false);
  });
});
