import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSV_MISSING_FIELD, csvTextRecords } from '@freight/core';
import type { CsvRecord } from '@freight/core';
import { DUPLICATE_POINT_TO_POINT_MESSAGE, parsePointToPointRecords } from './point-to-point-records.ts';
import { sharedDataDir } from './test-support/shared-data.ts';

const sharedRecords = (file: string): CsvRecord[] =>
  csvTextRecords(readFileSync(join(sharedDataDir(), 'pedagios', file), 'utf8'));

const PLAZA_ID_MESSAGE = 'id de praça inválido (letras minúsculas, dígitos e hífens)';
const SELF_MESSAGE = 'a praça convencional não pode ser o próprio pórtico';

const GANTRY = 'artesp-l07-portico-jundiai-pap';
const JUNDIAI = 'artesp-l07-jundiai';

const gantry = (praca_id: string, praca_convencional_id: string, nota = ''): CsvRecord => ({
  praca_id,
  praca_convencional_id,
  nota,
});

describe('parsePointToPointRecords', () => {
  it('parses every row of ponto_a_ponto.csv: gantries of pracas.csv, once each, beside another plaza or none', () => {
    const records = sharedRecords('ponto_a_ponto.csv');
    const plazaIds = new Set(sharedRecords('pracas.csv').map((plaza) => plaza.id));
    const parsed = parsePointToPointRecords(records);
    expect(parsed.success ? [] : parsed.errors).toEqual([]);
    const rows = parsed.success ? parsed.rows : [];
    expect(rows).toHaveLength(records.length);
    expect(new Set(rows.map((row) => row.plazaId)).size).toBe(rows.length);
    rows.forEach((row, index) => {
      const conventional = records[index]!['praca_convencional_id']?.trim() || null;
      expect(row.plazaId).toBe(records[index]!['praca_id']);
      expect(row.conventionalPlazaId).toBe(conventional);
      expect(plazaIds.has(row.plazaId), row.plazaId).toBe(true);
      if (row.conventionalPlazaId !== null) {
        expect(row.conventionalPlazaId).not.toBe(row.plazaId);
        expect(plazaIds.has(row.conventionalPlazaId), row.conventionalPlazaId).toBe(true);
      }
    });
    expect(rows.some((row) => row.conventionalPlazaId === null)).toBe(true);
  });

  it('maps a row to a gantry, an empty conventional plaza or nota to null', () => {
    expect(
      parsePointToPointRecords([
        gantry(GANTRY, JUNDIAI, 'Ponto a ponto tag gantry.'),
        gantry('artesp-l07-portico-km-74-pap', '  ', ''),
        { praca_id: 'artesp-l13-portico-salto-1-pap' },
      ]),
    ).toEqual({
      success: true,
      rows: [
        { plazaId: GANTRY, conventionalPlazaId: JUNDIAI, note: 'Ponto a ponto tag gantry.' },
        { plazaId: 'artesp-l07-portico-km-74-pap', conventionalPlazaId: null, note: null },
        { plazaId: 'artesp-l13-portico-salto-1-pap', conventionalPlazaId: null, note: null },
      ],
    });
  });

  it.each([
    ['a missing praca_id', { praca_id: undefined }, 'praca_id', CSV_MISSING_FIELD],
    ['an empty praca_id', { praca_id: ' ' }, 'praca_id', CSV_MISSING_FIELD],
    ['a praca_id that is not a plaza id', { praca_id: 'Pórtico Jundiaí' }, 'praca_id', PLAZA_ID_MESSAGE],
    [
      'a praca_convencional_id that is not a plaza id',
      { praca_convencional_id: 'artesp_l07_jundiai' },
      'praca_convencional_id',
      PLAZA_ID_MESSAGE,
    ],
    [
      'a gantry whose conventional plaza is itself',
      { praca_convencional_id: GANTRY },
      'praca_convencional_id',
      SELF_MESSAGE,
    ],
    [
      'a gantry whose conventional plaza is itself, spaced',
      { praca_convencional_id: ` ${GANTRY} ` },
      'praca_convencional_id',
      SELF_MESSAGE,
    ],
  ])('rejects %s on its line and column', (_case, change, field, message) => {
    const records = [
      gantry('artesp-l07-portico-km-74-pap', ''),
      { ...gantry(GANTRY, JUNDIAI), ...change },
      gantry('artesp-l11-portico-jaguariuna', 'artesp-l11-jaguariuna'),
    ];
    expect(parsePointToPointRecords(records)).toEqual({
      success: false,
      errors: [{ line: 3, field, message }],
    });
  });

  it('rejects a gantry listed twice, even beside another plaza', () => {
    expect(
      parsePointToPointRecords([
        gantry(GANTRY, JUNDIAI),
        gantry('artesp-l07-portico-km-74-pap', ''),
        gantry(GANTRY, ''),
      ]),
    ).toEqual({
      success: false,
      errors: [{ line: 4, field: null, message: DUPLICATE_POINT_TO_POINT_MESSAGE }],
    });
  });
});
