import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvField, exportFilename, guardCell, writeCsv } from './routes.export.ts';
import type { ExportRow } from './routes.export.ts';
import { startOfDay, withoutMarks } from './routes.filters.ts';
import { toIsoDate } from './routes.input.ts';

async function* batches(rows: ExportRow[]): AsyncGenerator<ExportRow[]> {
  yield rows;
}

describe('saved-route export cells', () => {
  it('guards text a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+55 11', '-10', '@SUM(A1)', '\tx', '\rx'])
      expect(guardCell(text)).toBe(`'${text}`);
    for (const text of ['São Paulo', '10', '', " '=x", 'a=b']) expect(guardCell(text)).toBe(text);
  });

  it('quotes fields holding the separator, quotes or line breaks, doubling quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('Rua "A"')).toBe('"Rua ""A"""');
    expect(csvField('1\n2')).toBe('"1\n2"');
    expect(csvField('=A1;"x"')).toBe(`"'=A1;""x"""`);
    expect(csvField('simples, com vírgula')).toBe('simples, com vírgula');
  });

  it('writes one line per row and never lets a field start a formula (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.array(fc.string(), { maxLength: 4 }), async (slug, addresses) => {
        const csv = (
          await writeCsv(
            batches([
              {
                id: 1,
                slug,
                company: 'Empresa',
                distance: 1.5,
                time: 60,
                type: 'efficient',
                waypoints: JSON.stringify(addresses),
                created_at: new Date(0),
                updated_at: new Date(0),
              },
            ]),
          )
        ).toString('utf8');
        expect(csv.startsWith('\uFEFF')).toBe(true);
        const fields = csv.slice(1).split(/(?:;|\r\n)(?=(?:[^"]*"[^"]*")*[^"]*$)/);
        expect(fields).toHaveLength(19);
        for (const field of fields) expect(field.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
      }),
    );
  });

  it('names the file after the day in America/Sao_Paulo', () => {
    expect(exportFilename('xlsx', Date.parse('2026-11-23T02:59:59Z'))).toBe('rotas-2026-11-22.xlsx');
    expect(exportFilename('csv', Date.parse('2026-11-23T03:00:00Z'))).toBe('rotas-2026-11-23.csv');
  });
});

describe('saved-route date filters', () => {
  it('reads yyyy-MM-dd and dd/MM/yyyy calendar dates, 1900 to 2999', () => {
    expect(toIsoDate('2026-11-22')).toBe('2026-11-22');
    expect(toIsoDate(' 22/11/2026 ')).toBe('2026-11-22');
    expect(toIsoDate('29/02/2024')).toBe('2024-02-29');
    for (const text of [
      '2026-02-29',
      '31/04/2026',
      '22-11-2026',
      '2026/11/22',
      '1899-12-31',
      '3000-01-01',
      'x',
    ]) {
      expect(toIsoDate(text), text).toBeNull();
    }
  });

  it('starts a day at midnight in São Paulo, also on the daylight-saving days of the past', () => {
    expect(startOfDay('2026-11-22').toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(startOfDay('2026-11-22', 1).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(startOfDay('2026-12-31', 1).toISOString()).toBe('2027-01-01T03:00:00.000Z');
    // Daylight saving began at midnight: 2018-11-04 started at 01:00 (UTC−2).
    expect(startOfDay('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(startOfDay('2018-11-05').toISOString()).toBe('2018-11-05T02:00:00.000Z');
    // It ended at midnight too: 2019-02-17 00:00 (UTC−2) went back to 23:00 of the 16th.
    expect(startOfDay('2019-02-17').toISOString()).toBe('2019-02-17T03:00:00.000Z');
  });

  it('drops combining marks of a search text', () => {
    expect(withoutMarks('São José')).toBe('Sao Jose');
    expect(withoutMarks('ac\u0327ai\u0301')).toBe('acai');
  });
});
