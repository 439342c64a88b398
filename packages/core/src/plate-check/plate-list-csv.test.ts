import { describe, expect, it } from 'vitest';
import { isPlateListHeader, parsePlateList, parsePlateListCsv } from './plate-list-csv.ts';

describe('parsePlateListCsv', () => {
  it.each([
    ['placa\nbra2e19\nABC-1234\n', ['BRA2E19', 'ABC1234']],
    ['"BRA2E19";frota 1\r\nBRA2E19;repetida\r\n\r\nXYZ9A88', ['BRA2E19', 'XYZ9A88']],
    ['\uFEFFPlate,owner\nabc1d23,x', ['ABC1D23']],
    ['\n"Pláca"\nabc1d23', ['ABC1D23']],
  ])('%j reads %j', (text, plates) => {
    expect(parsePlateListCsv(text)).toEqual({ success: true, plates });
  });

  it('names every bad line', () => {
    expect(parsePlateListCsv('placa\nBRA2E19\nXX\n12345')).toEqual({
      success: false,
      errors: [
        { line: 3, message: 'Placa Inválida: XX' },
        { line: 4, message: 'Placa Inválida: 12345' },
      ],
    });
  });

  it('a file without plates is an error', () => {
    expect(parsePlateListCsv('placa\n\n').success).toBe(false);
  });
});

describe('isPlateListHeader', () => {
  it.each([
    ['placa', true],
    [' PLACAS ', true],
    ['Pláca', true],
    ['plate', true],
    ['Plates', true],
    ['placa do veículo', false],
    ['BRA2E19', false],
  ])('%j is a header: %s', (text, expected) => {
    expect(isPlateListHeader(text)).toBe(expected);
  });
});

describe('parsePlateList', () => {
  it('reads cells of any format by their line, the header only first', () => {
    expect(
      parsePlateList([
        { line: 3, text: ' Placa ' },
        { line: 4, text: 'bra2e19' },
        { line: 6, text: 'placa' },
      ]),
    ).toEqual({ success: false, errors: [{ line: 6, message: 'Placa Inválida: placa' }] });
    expect(
      parsePlateList([
        { line: 2, text: '' },
        { line: 5, text: 'abc1234' },
      ]),
    ).toEqual({
      success: true,
      plates: ['ABC1234'],
    });
  });
});
