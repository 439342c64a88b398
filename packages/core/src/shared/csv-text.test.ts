import { describe, expect, it } from 'vitest';
import { csvTextRecords } from './csv-text.ts';

describe('csvTextRecords', () => {
  it('keys each row by the header, with quoted commas and doubled quotes', () => {
    const text = 'id,nome,nota\na,"Praça, Norte","dito ""assim"""\nb,Sul,\n';
    expect(csvTextRecords(text)).toEqual([
      { id: 'a', nome: 'Praça, Norte', nota: 'dito "assim"' },
      { id: 'b', nome: 'Sul', nota: '' },
    ]);
  });

  it('reads CRLF endings, a byte-order mark and a last line without a newline', () => {
    expect(csvTextRecords('\uFEFFid,km\r\na,1.5\r\nb,2')).toEqual([
      { id: 'a', km: '1.5' },
      { id: 'b', km: '2' },
    ]);
  });

  it('leaves columns of a short row undefined and reads an empty text as no records', () => {
    expect(csvTextRecords('id,km,uf\na,1\n')).toEqual([{ id: 'a', km: '1', uf: undefined }]);
    expect(csvTextRecords('')).toEqual([]);
    expect(csvTextRecords('id,km\n')).toEqual([]);
  });
});
