import { describe, expect, it } from 'vitest';
import { CSV_MISSING_FIELD } from '@freight/core';
import { DUPLICATE_PLAZA_MESSAGE, parseTollPlazaRecords } from './toll-plaza-records.ts';

const HEADER = {
  id: 'antt-autopista-regis-bittencourt-miracatu',
  fonte: 'ANTT',
  concessionaria: 'AUTOPISTA RÉGIS BITTENCOURT',
  nome: 'Miracatu',
  rodovia: 'BR-116',
  uf: 'SP',
  municipio: 'Miracatu',
  km: '370.4',
  latitude: '-24.157869',
  longitude: '-47.32628',
  sentido: 'ambos',
  free_flow: '0',
  coord_precisao: 'alta',
  nota: '',
};

describe('parseTollPlazaRecords', () => {
  it('maps a row of pracas.csv to a plaza', () => {
    expect(parseTollPlazaRecords([HEADER])).toEqual({
      success: true,
      rows: [
        {
          id: 'antt-autopista-regis-bittencourt-miracatu',
          fonte: 'ANTT',
          concessionaria: 'AUTOPISTA RÉGIS BITTENCOURT',
          nome: 'Miracatu',
          rodovia: 'BR-116',
          uf: 'SP',
          municipio: 'Miracatu',
          km: 370.4,
          lat: -24.157869,
          lng: -47.32628,
          sentido: 'ambos',
          free_flow: false,
          coord_precisao: 'alta',
          nota: '',
        },
      ],
    });
  });

  it('reads empty sentido, km and precision as null, and free_flow 1 as a gantry', () => {
    const parsed = parseTollPlazaRecords([
      { ...HEADER, id: 'artesp-l01-perus', sentido: '', km: '', coord_precisao: '', free_flow: '1' },
    ]);
    expect(parsed.success && parsed.rows[0]).toMatchObject({
      sentido: null,
      km: null,
      coord_precisao: null,
      free_flow: true,
    });
  });

  it('reports every bad field with its line and a pt-BR message, and never throws', () => {
    const parsed = parseTollPlazaRecords([
      HEADER,
      { ...HEADER, id: 'Praça X', uf: 'XX', latitude: '-95', sentido: 'ida', free_flow: 'sim', km: '12,5' },
      { ...HEADER, nome: undefined, longitude: '' },
    ]);
    expect(parsed).toEqual({
      success: false,
      errors: [
        { line: 3, field: 'id', message: 'id inválido (letras minúsculas, dígitos e hífens)' },
        { line: 3, field: 'uf', message: 'UF inválida' },
        { line: 3, field: 'km', message: 'km inválido (decimal com ponto, ex.: 298.8)' },
        { line: 3, field: 'latitude', message: 'latitude inválida (graus decimais com ponto)' },
        {
          line: 3,
          field: 'sentido',
          message:
            'sentido inválido (esperado vazio, ambos, crescente, decrescente, norte, sul, leste, oeste)',
        },
        { line: 3, field: 'free_flow', message: 'free_flow inválido (esperado 0 ou 1)' },
        { line: 4, field: 'nome', message: CSV_MISSING_FIELD },
        { line: 4, field: 'longitude', message: 'longitude inválida (graus decimais com ponto)' },
      ],
    });
  });

  it('rejects a repeated id', () => {
    expect(parseTollPlazaRecords([HEADER, HEADER])).toEqual({
      success: false,
      errors: [{ line: 3, field: null, message: DUPLICATE_PLAZA_MESSAGE }],
    });
  });
});
