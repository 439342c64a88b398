import { describe, it, expect } from 'vitest';
import { FREIGHT_CARGO_KINDS, normalizeCargoKind } from './cargo-kind.ts';

describe('normalizeCargoKind', () => {
  it.each([
    ['geral', 'carga_geral'],
    ['conteineirizada', 'conteinerizada'],
    ['perigosa_geral', 'perigosa_carga_geral'],
    ['perigosa_conteineirizada', 'perigosa_conteinerizada'],
    ['carga_geral', 'carga_geral'],
    ['conteinerizada', 'conteinerizada'],
    ['Granel sólido', 'granel_solido'],
    [' GRANEL-LIQUIDO ', 'granel_liquido'],
    ['granel_pressurizada', 'granel_pressurizada'],
    ['areia', null],
    ['', null],
  ])('%j → %s', (name, expected) => {
    expect(normalizeCargoKind(name)).toBe(expected);
  });

  it('every official kind maps to itself', () => {
    expect(FREIGHT_CARGO_KINDS).toHaveLength(12);
    expect(FREIGHT_CARGO_KINDS.map(normalizeCargoKind)).toEqual([...FREIGHT_CARGO_KINDS]);
  });
});
