import { describe, it, expect } from 'vitest';
import type { CsvRecord } from '../shared/csv-records.ts';
import {
  groupTariffsByPlaza,
  parseTollTariffRecords,
  tollTariffRecordSchema,
} from './toll-tariff-records.ts';

const good = {
  praca_id: 'artesp-l20-alambari',
  vigencia_inicio: '2026-07-01',
  multiplicador: '1.5',
  tarifa_brl: '19.20',
  fonte: 'SPVias',
};

describe('parseTollTariffRecords', () => {
  it('parses tarifas.csv records into tariff rows', () => {
    expect(parseTollTariffRecords([good, { ...good, multiplicador: '2', tarifa_brl: '25.60' }])).toEqual({
      success: true,
      rows: [
        {
          plazaId: 'artesp-l20-alambari',
          validFrom: '2026-07-01',
          multiplier: 1.5,
          fare: 19.2,
          source: 'SPVias',
        },
        {
          plazaId: 'artesp-l20-alambari',
          validFrom: '2026-07-01',
          multiplier: 2,
          fare: 25.6,
          source: 'SPVias',
        },
      ],
    });
  });

  it.each<[string, Record<string, string | undefined>, string | null, string]>([
    ['a missing plaza id', { ...good, praca_id: '' }, 'praca_id', 'campo obrigatório ausente'],
    [
      'an impossible date',
      { ...good, vigencia_inicio: '2026-02-30' },
      'vigencia_inicio',
      'data inválida (esperado AAAA-MM-DD)',
    ],
    [
      'a comma decimal',
      { ...good, tarifa_brl: '19,20' },
      'tarifa_brl',
      'tarifa inválida (decimal com ponto, ex.: 10.55)',
    ],
    [
      'a multiplier that is no category',
      { ...good, multiplicador: '1.25' },
      'multiplicador',
      'multiplicador inválido (esperado 0,5, 1, 1,5, 2, 3 … até 20)',
    ],
    [
      'a multiplier above 20',
      { ...good, multiplicador: '20.5' },
      'multiplicador',
      'multiplicador inválido (esperado 0,5, 1, 1,5, 2, 3 … até 20)',
    ],
    ...['0', '0.00', '1.234', '0.001'].map((fare): [string, CsvRecord, string, string] => [
      `the fare ${fare}`,
      { ...good, tarifa_brl: fare },
      'tarifa_brl',
      'tarifa inválida (maior que 0, com até duas casas decimais, ex.: 10.55)',
    ]),
    ['a missing column', { ...good, tarifa_brl: undefined }, 'tarifa_brl', 'campo obrigatório ausente'],
  ])('reports %s with its line number and never throws', (_name, record, field, message) => {
    expect(parseTollTariffRecords([good, record])).toEqual({
      success: false,
      errors: [{ line: 3, field, message }],
    });
  });

  it('reports a repeated (plaza, start date, multiplier) key', () => {
    const result = parseTollTariffRecords([good, { ...good, tarifa_brl: '20.00' }]);
    expect(result).toEqual({
      success: false,
      errors: [{ line: 3, field: null, message: 'tarifa repetida (mesma praça, vigência e multiplicador)' }],
    });
  });

  it('an absent source is empty', () => {
    const result = parseTollTariffRecords([{ ...good, fonte: undefined }]);
    expect(result.success && result.rows[0]?.source).toBe('');
  });
});

describe('tollTariffRecordSchema', () => {
  it.each([
    [{ plazaId: 'p', validFrom: '2026-07-01', multiplier: 6, fare: 70.2, source: 'ViaPaulista' }, true],
    [{ plazaId: 'p', validFrom: '2026-07-01', multiplier: 0.75, fare: 1, source: '' }, false],
    [{ plazaId: 'p', validFrom: '01/07/2026', multiplier: 1, fare: 1, source: '' }, false],
    [{ plazaId: 'p', validFrom: '2026-07-01', multiplier: 1, fare: -1, source: '' }, false],
    [{ plazaId: 'p', validFrom: '2026-07-01', multiplier: 1e-320, fare: 1, source: '' }, false],
    [{ plazaId: 'p', validFrom: '2026-07-01', multiplier: 1, fare: 0, source: '' }, false],
  ])('%j valid: %s', (row, valid) => {
    expect(tollTariffRecordSchema.safeParse(row).success).toBe(valid);
  });
});

describe('groupTariffsByPlaza', () => {
  it('groups rows by plaza in order', () => {
    const grouped = groupTariffsByPlaza([
      { plazaId: 'a', validFrom: '2025-07-01', multiplier: 1, fare: 1, source: 'ARTESP' },
      { plazaId: 'b', validFrom: '2025-07-01', multiplier: 1, fare: 2, source: 'ARTESP' },
      { plazaId: 'a', validFrom: '2026-07-01', multiplier: 1, fare: 3, source: 'SPVias' },
    ]);
    expect(grouped.get('a')).toEqual([
      { multiplier: 1, fare: 1, validFrom: '2025-07-01' },
      { multiplier: 1, fare: 3, validFrom: '2026-07-01' },
    ]);
    expect(grouped.get('b')).toHaveLength(1);
  });
});
