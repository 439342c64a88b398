import { describe, expect, it } from 'vitest';
import { readCsvFile } from './read-csv-file.ts';

const spec = { file: 'x.csv', required: ['a', 'b'] };

describe('readCsvFile', () => {
  it.each([
    ['LF', 'a,b\n1,2\n3,4\n', [2, 3]],
    ['CRLF and a byte-order mark', '\uFEFFa,b\r\n1,2\r\n3,4', [2, 3]],
    ['blank lines skipped, still counted', 'a,b\n\n1,2\n  \n3,4\n\n', [3, 5]],
    ['a quoted field spanning lines', 'a,b\n"one\ntwo",2\n3,4\n', [2, 4]],
    ['a quoted field with quotes and a CRLF inside', 'a,b\r\n"x ""y""\r\nz",2\r\n3,4', [2, 4]],
  ])('numbers records by the line they start on: %s', (_name, text, lines) => {
    const read = readCsvFile(text, spec);
    expect(read.ok && read.csv.lines).toEqual(lines);
    expect(read.ok && read.csv.records.map((record) => record['b'])).toEqual(['2', '4']);
  });

  it('keys records by the trimmed header; a short line leaves columns undefined', () => {
    const read = readCsvFile(' a , b ,c\n1,2\n', { file: 'x.csv', required: ['a'] });
    expect(read.ok && read.csv.records).toEqual([{ a: '1', b: '2', c: undefined }]);
  });

  it('names the missing header columns on line 1', () => {
    expect(readCsvFile('a,c\n1,2\n', spec)).toEqual({
      ok: false,
      errors: [{ file: 'x.csv', line: 1, message: 'cabeçalho sem a(s) coluna(s) obrigatória(s): b' }],
    });
  });

  it('reports every line with more fields than the header', () => {
    const read = readCsvFile('a,b\n1,2,3\n4,5\n6,7,8,9\n', spec);
    expect(!read.ok && read.errors.map((error) => error.line)).toEqual([2, 4]);
    expect(!read.ok && read.errors[0]!.message).toMatch(/3 campos, o cabeçalho tem 2/);
  });

  it('refuses a file without a header unless empty files are allowed', () => {
    expect(readCsvFile('', spec)).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(readCsvFile('\n\n', spec)).toMatchObject({ ok: false });
    expect(readCsvFile('', { ...spec, allowEmpty: true })).toEqual({
      ok: true,
      csv: { header: [], records: [], lines: [] },
    });
  });
});
