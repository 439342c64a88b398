import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSV_MISSING_FIELD, csvTextRecords } from '@freight/core';
import type { CsvRecord } from '@freight/core';
import { DUPLICATE_DISCOUNT_MESSAGE, parseTollDiscountRecords } from './toll-discount-records.ts';
import { sharedDataDir } from './test-support/shared-data.ts';

const sharedRecords = (file: string): CsvRecord[] =>
  csvTextRecords(readFileSync(join(sharedDataDir(), 'pedagios', file), 'utf8'));

const PERCENT_MESSAGE = 'percentual_tag inválido (de 0 a 100, decimal com ponto, ex.: 5)';
const PLAZA_ID_MESSAGE = 'id de praça inválido (letras minúsculas, dígitos e hífens)';

const ROW = {
  praca_id: 'antt-ecovias-rio-minas-p07-mage',
  percentual_tag: '5',
  aplica_a: 'todas as categorias, cabine automática com tag (DBT)',
  vigencia_inicio: '2023-10-27',
  fonte_url: 'https://example.com/a ; https://example.com/b',
  confianca: 'high',
  nota: 'Plus DUF for light vehicles.',
};

describe('parseTollDiscountRecords', () => {
  it('parses every row of descontos_praca.csv, one per plaza of pracas.csv, as written', () => {
    const records = sharedRecords('descontos_praca.csv');
    const plazaIds = new Set(sharedRecords('pracas.csv').map((plaza) => plaza.id));
    const parsed = parseTollDiscountRecords(records);
    expect(parsed.success ? [] : parsed.errors).toEqual([]);
    const rows = parsed.success ? parsed.rows : [];
    expect(rows).toHaveLength(records.length);
    expect(new Set(rows.map((row) => row.plazaId)).size).toBe(rows.length);
    const cell = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    rows.forEach((row, index) => {
      const record = records[index]!;
      expect(plazaIds.has(row.plazaId), row.plazaId).toBe(true);
      expect(row.tagPercent).toBeGreaterThanOrEqual(0);
      expect(row.tagPercent).toBeLessThanOrEqual(100);
      expect(row).toEqual({
        plazaId: record['praca_id'],
        tagPercent: Number(record['percentual_tag']),
        appliesTo: cell(record['aplica_a']),
        validFrom: cell(record['vigencia_inicio']),
        sourceUrl: cell(record['fonte_url']),
        confidence: cell(record['confianca']),
        note: cell(record['nota']),
      });
    });
  });

  it('maps a row to a discount, empty or absent optional columns to null', () => {
    expect(
      parseTollDiscountRecords([
        ROW,
        { praca_id: ' antt-nova-364-p1 ', percentual_tag: '2.5', aplica_a: '', fonte_url: '  ', nota: '' },
      ]),
    ).toEqual({
      success: true,
      rows: [
        {
          plazaId: 'antt-ecovias-rio-minas-p07-mage',
          tagPercent: 5,
          appliesTo: 'todas as categorias, cabine automática com tag (DBT)',
          validFrom: '2023-10-27',
          sourceUrl: 'https://example.com/a ; https://example.com/b',
          confidence: 'high',
          note: 'Plus DUF for light vehicles.',
        },
        {
          plazaId: 'antt-nova-364-p1',
          tagPercent: 2.5,
          appliesTo: null,
          validFrom: null,
          sourceUrl: null,
          confidence: null,
          note: null,
        },
      ],
    });
  });

  it.each([
    ['a discount of 0 (the source says there is none)', '0', 0],
    ['a whole percentage', '5', 5],
    ['a decimal percentage with a dot', '2.5', 2.5],
    ['the whole fare (100)', '100', 100],
  ])('accepts %s', (_case, percent, expected) => {
    const parsed = parseTollDiscountRecords([{ ...ROW, percentual_tag: percent }]);
    expect(parsed.success && parsed.rows[0]?.tagPercent).toBe(expected);
  });

  it.each([
    ['a missing praca_id', { praca_id: undefined }, 'praca_id', CSV_MISSING_FIELD],
    ['an empty praca_id', { praca_id: ' ' }, 'praca_id', CSV_MISSING_FIELD],
    ['a praca_id with capitals and spaces', { praca_id: 'Praça Magé' }, 'praca_id', PLAZA_ID_MESSAGE],
    ['a praca_id with a doubled hyphen', { praca_id: 'antt--mage' }, 'praca_id', PLAZA_ID_MESSAGE],
    ['a missing percentual_tag', { percentual_tag: undefined }, 'percentual_tag', CSV_MISSING_FIELD],
    ['an empty percentual_tag', { percentual_tag: '' }, 'percentual_tag', PERCENT_MESSAGE],
    ['a percentual_tag in words', { percentual_tag: 'cinco' }, 'percentual_tag', PERCENT_MESSAGE],
    ['a percentual_tag with a decimal comma', { percentual_tag: '2,5' }, 'percentual_tag', PERCENT_MESSAGE],
    ['a percentual_tag with a percent sign', { percentual_tag: '5%' }, 'percentual_tag', PERCENT_MESSAGE],
    ['a negative percentual_tag', { percentual_tag: '-5' }, 'percentual_tag', PERCENT_MESSAGE],
    ['a percentual_tag above 100', { percentual_tag: '100.5' }, 'percentual_tag', PERCENT_MESSAGE],
  ])('rejects %s on its line and column', (_case, change, field, message) => {
    const second = { ...ROW, praca_id: 'antt-nova-364-p1', ...change };
    expect(parseTollDiscountRecords([ROW, second, { ...ROW, praca_id: 'antt-nova-364-p2' }])).toEqual({
      success: false,
      errors: [{ line: 3, field, message }],
    });
  });

  it('rejects a plaza listed twice on the line of the repetition', () => {
    const other = { ...ROW, praca_id: 'antt-nova-364-p1' };
    expect(parseTollDiscountRecords([ROW, other, { ...ROW, percentual_tag: '0' }])).toEqual({
      success: false,
      errors: [{ line: 4, field: null, message: DUPLICATE_DISCOUNT_MESSAGE }],
    });
  });

  it('reports every bad line, never throwing', () => {
    const parsed = parseTollDiscountRecords([
      { ...ROW, percentual_tag: '150' },
      ROW,
      { praca_id: 'X', percentual_tag: 'x' },
      ROW,
    ]);
    expect(parsed).toEqual({
      success: false,
      errors: [
        { line: 2, field: 'percentual_tag', message: PERCENT_MESSAGE },
        { line: 4, field: 'praca_id', message: PLAZA_ID_MESSAGE },
        { line: 4, field: 'percentual_tag', message: PERCENT_MESSAGE },
        { line: 5, field: null, message: DUPLICATE_DISCOUNT_MESSAGE },
      ],
    });
  });
});
