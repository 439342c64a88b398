import { describe, expect, it } from 'vitest';
import { cargoKindInputSchema, cargoKindSchema, SPEC_CARGO_KIND_NAMES, toCargoKind } from './cargo-kind.ts';

const SPEC_NAMES = [
  'conteineirizada',
  'frigorificada',
  'geral',
  'granel_liquido',
  'granel_pressurizada',
  'granel_solido',
  'neogranel',
  'perigosa_conteineirizada',
  'perigosa_frigorificada',
  'perigosa_geral',
  'perigosa_granel_liquido',
  'perigosa_granel_solido',
];

describe('cargo kinds: official spellings, SPEC names accepted', () => {
  it('there are 12 kinds', () => {
    expect(cargoKindSchema.options).toHaveLength(12);
  });

  it('each of the 12 SPEC names maps to a distinct official kind', () => {
    const official = SPEC_NAMES.map((name) => toCargoKind(name));
    expect(new Set(official).size).toBe(12);
    expect(official.every((kind) => kind !== undefined)).toBe(true);
  });

  it.each([
    ['conteineirizada', 'conteinerizada'],
    ['geral', 'carga_geral'],
    ['perigosa_conteineirizada', 'perigosa_conteinerizada'],
    ['perigosa_geral', 'perigosa_carga_geral'],
    ['carga_geral', 'carga_geral'],
    ['granel_solido', 'granel_solido'],
  ])('%s is %s', (name, official) => {
    expect(toCargoKind(name)).toBe(official);
    expect(cargoKindInputSchema.parse(name)).toBe(official);
  });

  it('the mapping lists only the four names spelled differently', () => {
    expect(Object.keys(SPEC_CARGO_KIND_NAMES).sort()).toEqual([
      'conteineirizada',
      'geral',
      'perigosa_conteineirizada',
      'perigosa_geral',
    ]);
  });

  it.each([['liquida'], [''], ['GERAL']])('%j is not a cargo kind', (name) => {
    expect(toCargoKind(name)).toBeUndefined();
    expect(cargoKindInputSchema.safeParse(name).success).toBe(false);
  });
});
