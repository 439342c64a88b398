import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSV_MISSING_FIELD, csvTextRecords } from '@freight/core';
import type { CsvRecord } from '@freight/core';
import {
  DUPLICATE_GROUP_MEMBER_MESSAGE,
  LONE_GROUP_MEMBER_MESSAGE,
  parseAlternativeGroupRecords,
} from './alternative-group-records.ts';
import { sharedDataDir } from './test-support/shared-data.ts';

const sharedRecords = (file: string): CsvRecord[] =>
  csvTextRecords(readFileSync(join(sharedDataDir(), 'pedagios', file), 'utf8'));

const PLAZA_ID_MESSAGE = 'id de praça inválido (letras minúsculas, dígitos e hífens)';

const member = (grupo: string, praca_id: string, nota = ''): CsvRecord => ({ grupo, praca_id, nota });

describe('parseAlternativeGroupRecords', () => {
  it('parses every row of grupos_alternativos.csv: plazas of pracas.csv, each in one group of two or more', () => {
    const records = sharedRecords('grupos_alternativos.csv');
    const plazaIds = new Set(sharedRecords('pracas.csv').map((plaza) => plaza.id));
    const parsed = parseAlternativeGroupRecords(records);
    expect(parsed.success ? [] : parsed.errors).toEqual([]);
    const rows = parsed.success ? parsed.rows : [];
    expect(rows).toHaveLength(records.length);
    expect(new Set(rows.map((row) => row.plazaId)).size).toBe(rows.length);
    for (const row of rows) {
      expect(plazaIds.has(row.plazaId), row.plazaId).toBe(true);
      expect(rows.filter((other) => other.groupId === row.groupId).length, row.groupId).toBeGreaterThan(1);
    }
  });

  it('maps a row to a membership, an empty or absent nota to null', () => {
    expect(
      parseAlternativeGroupRecords([
        member(' riosp-aruja ', 'antt-riosp-aruja-norte', 'Dutra main line.'),
        { grupo: 'riosp-aruja', praca_id: 'antt-riosp-aruja-rodoanel' },
        member('viuva-graca', 'antt-ecovias-rio-minas-p04-viuva-graca', '  '),
        member('viuva-graca', 'antt-ecovias-rio-minas-p05-viuva-graca-b'),
      ]),
    ).toEqual({
      success: true,
      rows: [
        { groupId: 'riosp-aruja', plazaId: 'antt-riosp-aruja-norte', note: 'Dutra main line.' },
        { groupId: 'riosp-aruja', plazaId: 'antt-riosp-aruja-rodoanel', note: null },
        { groupId: 'viuva-graca', plazaId: 'antt-ecovias-rio-minas-p04-viuva-graca', note: null },
        { groupId: 'viuva-graca', plazaId: 'antt-ecovias-rio-minas-p05-viuva-graca-b', note: null },
      ],
    });
  });

  it.each([
    ['a missing grupo', { grupo: undefined }, 'grupo', CSV_MISSING_FIELD],
    ['an empty grupo', { grupo: '  ' }, 'grupo', CSV_MISSING_FIELD],
    ['a grupo of 121 characters', { grupo: 'g'.repeat(121) }, 'grupo', 'grupo inválido (até 120 caracteres)'],
    ['a missing praca_id', { praca_id: undefined }, 'praca_id', CSV_MISSING_FIELD],
    ['an empty praca_id', { praca_id: '' }, 'praca_id', CSV_MISSING_FIELD],
    ['a praca_id that is not a plaza id', { praca_id: 'Arujá Norte' }, 'praca_id', PLAZA_ID_MESSAGE],
  ])('rejects %s on its line and column', (_case, change, field, message) => {
    const records = [member('g', 'antt-a'), { ...member('g', 'antt-b'), ...change }, member('g', 'antt-c')];
    expect(parseAlternativeGroupRecords(records)).toEqual({
      success: false,
      errors: [{ line: 3, field, message }],
    });
  });

  it('rejects a plaza listed twice, in the same group or in another one', () => {
    expect(
      parseAlternativeGroupRecords([
        member('g1', 'antt-a'),
        member('g1', 'antt-b'),
        member('g2', 'antt-c'),
        member('g2', 'antt-a'),
        member('g1', 'antt-b'),
      ]),
    ).toEqual({
      success: false,
      errors: [
        { line: 5, field: null, message: DUPLICATE_GROUP_MEMBER_MESSAGE },
        { line: 6, field: null, message: DUPLICATE_GROUP_MEMBER_MESSAGE },
      ],
    });
  });

  it('rejects a group with a single member on that member’s line, column grupo', () => {
    expect(
      parseAlternativeGroupRecords([
        member('g1', 'antt-a'),
        member('sozinho', 'antt-b'),
        member('g1', 'antt-c'),
        member('outro-sozinho', 'antt-d'),
      ]),
    ).toEqual({
      success: false,
      errors: [
        { line: 3, field: 'grupo', message: LONE_GROUP_MEMBER_MESSAGE },
        { line: 5, field: 'grupo', message: LONE_GROUP_MEMBER_MESSAGE },
      ],
    });
  });

  it('accepts a file without rows', () => {
    expect(parseAlternativeGroupRecords([])).toEqual({ success: true, rows: [] });
  });
});
