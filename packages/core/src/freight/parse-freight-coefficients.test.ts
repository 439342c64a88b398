import { describe, it, expect } from 'vitest';
import { parseFreightCoefficients } from './parse-freight-coefficients.ts';

const good = {
  ato: '6.084/2026',
  vigencia_inicio: '2026-07-17',
  vigencia_fim: '',
  tabela: 'A',
  tipo_carga: 'carga_geral',
  eixos: '6',
  ccd_brl_km: '7.3547',
  cc_brl: '671.93',
  fonte: 'ANTT',
  nota: '',
};

describe('parseFreightCoefficients', () => {
  it('parses piso_minimo.csv records; an empty end is open', () => {
    expect(parseFreightCoefficients([good])).toEqual({
      success: true,
      rows: [
        {
          act: '6.084/2026',
          validFrom: '2026-07-17',
          validTo: null,
          table: 'A',
          cargoKind: 'carga_geral',
          axles: 6,
          ccd: 7.3547,
          cc: 671.93,
          source: 'ANTT',
        },
      ],
    });
  });

  it('accepts the SPEC spelling, a lower-case table, an end date and no source', () => {
    const result = parseFreightCoefficients([
      { ...good, tipo_carga: 'perigosa_geral', tabela: 'b', vigencia_fim: '2026-12-31', fonte: undefined },
    ]);
    expect(result.success && result.rows[0]).toMatchObject({
      cargoKind: 'perigosa_carga_geral',
      table: 'B',
      validTo: '2026-12-31',
      source: '',
    });
  });

  it.each<[string, Record<string, string | undefined>, string | null, string]>([
    ['a missing act', { ...good, ato: undefined }, 'ato', 'campo obrigatório ausente'],
    [
      'an impossible start',
      { ...good, vigencia_inicio: '2026-02-30' },
      'vigencia_inicio',
      'data inválida (esperado AAAA-MM-DD)',
    ],
    [
      'a Brazilian end date',
      { ...good, vigencia_fim: '16/07/2026' },
      'vigencia_fim',
      'data inválida (esperado AAAA-MM-DD)',
    ],
    [
      'an end before the start',
      { ...good, vigencia_fim: '2026-07-01' },
      'vigencia_fim',
      'fim da vigência anterior ao início',
    ],
    ['table E', { ...good, tabela: 'E' }, 'tabela', 'tabela inválida (esperado A, B, C ou D)'],
    ['an unknown cargo kind', { ...good, tipo_carga: 'areia' }, 'tipo_carga', 'tipo de carga desconhecido'],
    ['text axles', { ...good, eixos: 'seis' }, 'eixos', 'número de eixos inválido'],
    ['zero axles', { ...good, eixos: '0' }, 'eixos', 'número de eixos inválido'],
    [
      'a comma decimal CCD',
      { ...good, ccd_brl_km: '7,3547' },
      'ccd_brl_km',
      'CCD inválido (decimal com ponto, ex.: 7.3547)',
    ],
    ['a negative CC', { ...good, cc_brl: '-1' }, 'cc_brl', 'CC inválido (decimal com ponto, ex.: 671.93)'],
  ])('reports %s with its line and never throws', (_name, record, field, message) => {
    const result = parseFreightCoefficients([good, record]);
    expect(result.success).toBe(false);
    expect(!result.success && result.errors).toEqual([{ line: 3, field, message }]);
  });

  it('reports every bad field of a record', () => {
    const result = parseFreightCoefficients([{ ...good, tabela: 'X', eixos: '', ccd_brl_km: 'a' }]);
    expect(!result.success && result.errors.map((error) => error.field)).toEqual([
      'tabela',
      'eixos',
      'ccd_brl_km',
    ]);
  });

  it('reports a repeated (act, table, cargo kind, axles)', () => {
    expect(parseFreightCoefficients([good, { ...good, tipo_carga: 'geral', ccd_brl_km: '1.0' }])).toEqual({
      success: false,
      errors: [
        { line: 3, field: null, message: 'linha repetida (mesmo ato, tabela, tipo de carga e eixos)' },
      ],
    });
  });
});
