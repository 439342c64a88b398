import { describe, expect, it } from 'vitest';
import { csvTextRecords } from '@freight/core';
import { parseKmText, parseWeighingStationRecords } from './weighing-station-records.ts';

describe('parseKmText', () => {
  it.each([
    ['151', 151],
    ['75.9', 75.9],
    ['75,9', 75.9],
    ['8.500', 8.5],
    ['84+900', 84.9],
    ['197 + 100', 197.1],
    ['151 (sentido S)', 151],
    ['0', 0],
    ['km 12', null],
    ['s/n', null],
    ['1.2.3', null],
  ])('%s → %s', (text, km) => {
    expect(parseKmText(text)).toBe(km);
  });
});

const HEADER = 'nome,tipo,rodovia,km,sentido,municipio,uf,operador,latitude,longitude,fonte,confianca';
const parse = (text: string) => parseWeighingStationRecords(csvTextRecords(text));

describe('parseWeighingStationRecords', () => {
  it('needs only the name; empty columns become null, the km text is kept beside its number', () => {
    const result = parse(`nome,km\nPPV,151 (sentido S)\nBalança,\n`);
    expect(result).toEqual({
      success: true,
      rows: [
        expect.objectContaining({ name: 'PPV', km_text: '151 (sentido S)', km: 151, road: null, lat: null }),
        expect.objectContaining({ name: 'Balança', km_text: null, km: null, uf: null }),
      ],
    });
  });

  it('reads a full row of balancas.csv', () => {
    const result = parse(
      `${HEADER}\nPPV 2,PPV,SP-075,8.500,Bidirecional,Sorocaba,sp,VIAOESTE,-23.43,-47.37,QualP,high\n`,
    );
    expect(result.success && result.rows[0]).toEqual({
      name: 'PPV 2',
      kind: 'PPV',
      road: 'SP-075',
      km_text: '8.500',
      km: 8.5,
      direction: 'Bidirecional',
      municipality: 'Sorocaba',
      uf: 'SP',
      operator: 'VIAOESTE',
      lat: -23.43,
      lng: -47.37,
      source: 'QualP',
      confidence: 'high',
    });
  });

  it('reports every bad row: no name, a bad km or UF, half a coordinate, a repeated station', () => {
    const result = parse(
      [
        'nome,rodovia,km,uf,latitude,longitude,municipio',
        ',BR-101,1,SC,,,',
        'A,BR-101,km 3,SC,,,',
        'B,BR-101,4,XX,,,',
        'C,BR-101,5,SC,-27.1,,',
        'D,BR-101,6,SC,-95,-48,',
        'E,BR-101,7,SC,,,',
        'E,BR-101,7,SC,,,',
        'F,,,PR,,,Fazenda Rio Grande',
        'F,,,PR,,,Campo do Tenente',
      ].join('\n'),
    );
    expect(!result.success && result.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'nome'],
      [3, 'km'],
      [4, 'uf'],
      [5, 'latitude'],
      [6, 'latitude'],
      [8, null],
    ]);
  });
});
