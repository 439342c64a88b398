import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, isValidCnpj, normalizeCnpj, validateCnpj } from './cnpj.ts';

describe('CNPJ: 14 characters with check digits, message CNPJ Inválido (SPEC §5)', () => {
  it.each([
    ['12ABC34501DE', '35'],
    ['12.ABC.345/01DE', '35'],
    ['12abc34501de', '35'],
    ['112223330001', '81'],
    ['000000000000', '00'],
    ['12ABC34501D', null],
    ['12ABC34501DE3', null],
    ['12ABC34501D#', null],
  ])('check digits of %j are %s', (base, digits) => {
    expect(cnpjCheckDigits(base)).toBe(digits);
  });

  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['12.ABC.345/01DE-35', true],
    ['12ABC34501DE35', true],
    ['12.abc.345/01de-35', true],
    [' 12.ABC.345/01DE-35 ', true],
    ['11.222.333/0001-80', false],
    ['12.ABC.345/01DE-36', false],
    ['12.ABC.345/01DE-3A', false],
    ['00.000.000/0000-00', false],
    ['11.111.111/1111-11', false],
    ['1122233300018', false],
    ['112223330001811', false],
    ['12.ÁBC.345/01DE-35', false],
    ['', false],
  ])('%j is valid: %s', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });

  it.each([
    ['11.222.333/0001-81', null],
    ['12.ABC.345/01DE-35', null],
    ['11.222.333/0001-80', 'CNPJ Inválido'],
    ['00.000.000/0000-00', 'CNPJ Inválido'],
    [undefined, 'CNPJ Inválido'],
  ])('validateCnpj(%j) gives %s', (cnpj, message) => {
    expect(validateCnpj(cnpj)).toBe(message);
  });

  it('removes the mask and upper-cases', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});
