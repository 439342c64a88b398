import { describe, expect, it } from 'vitest';
import { parsePassagesCsv } from './passages-csv.ts';

describe('parsePassagesCsv', () => {
  it('reads a semicolon file with Brazilian dates and decimal commas, any header spelling', () => {
    const result = parsePassagesCsv(
      '\uFEFFData Passagem;Praça;Código Praça;Rodovia;Placa;Tag;Valor;Número Viagem\r\n' +
        '02/09/2026 10:15;Praça Teste;P-42;BR-116;bra-2e19;Sem Parar;R$ 1.041,40;123\r\n' +
        '2026-09-03;Outra Praça;;;BRA2E19;;12.5;\r\n',
    );
    expect(result).toEqual({
      success: true,
      lines: [
        {
          passed_at: '2026-09-02T10:15:00',
          plaza: 'Praça Teste',
          plaza_code: 'P-42',
          road: 'BR-116',
          plate: 'BRA2E19',
          tag: 'Sem Parar',
          value: 1041.4,
          trip_number: '123',
        },
        {
          passed_at: '2026-09-03T00:00:00',
          plaza: 'Outra Praça',
          plaza_code: null,
          road: null,
          plate: 'BRA2E19',
          tag: null,
          value: 12.5,
          trip_number: null,
        },
      ],
    });
  });

  it('reports every bad line and missing column in pt-BR, never half-reading the file', () => {
    const bad = parsePassagesCsv(
      'data,praca,placa,valor\n31/02/2026,Praça,BRA2E19,1\n02/09/2026,Praça,XX,abc\n',
    );
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(bad.errors).toEqual([
      { line: 2, field: 'data', message: 'data inválida (use DD/MM/AAAA HH:mm ou AAAA-MM-DD HH:mm)' },
      { line: 3, field: 'placa', message: 'placa inválida' },
      { line: 3, field: 'valor', message: 'valor inválido (use 12,34 ou 12.34)' },
    ]);
    const columns = parsePassagesCsv('data;praca\n02/09/2026;Praça\n');
    expect(columns.success ? [] : columns.errors.map((error) => error.message)).toEqual([
      'coluna obrigatória ausente: placa',
      'coluna obrigatória ausente: valor',
    ]);
    expect(parsePassagesCsv('data;praca;placa;valor\n').success).toBe(false);
  });
});
