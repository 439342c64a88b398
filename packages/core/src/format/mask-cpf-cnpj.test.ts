import { describe, expect, it } from 'vitest';
import { maskCnpj, maskCpf, maskCpfCnpj } from './mask-cpf-cnpj.ts';

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123.4'],
    ['1234567', '123.456.7'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['123456789091', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    [null, ''],
  ])('%j → %j', (text, expected) => {
    expect(maskCpf(text)).toBe(expected);
  });
});

describe('maskCnpj: numeric and alphanumeric', () => {
  it.each([
    ['11', '11'],
    ['112', '11.2'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEX5', '12.ABC.345/01DE-5'],
    [undefined, ''],
  ])('%j → %j', (text, expected) => {
    expect(maskCnpj(text)).toBe(expected);
  });
});

describe('maskCpfCnpj: up to 11 digits CPF, else CNPJ', () => {
  it.each([
    ['123', '123'],
    ['12345678909', '123.456.789-09'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC', '12.ABC'],
    ['12.abc.345/01de-35', '12.ABC.345/01DE-35'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (text, expected) => {
    expect(maskCpfCnpj(text)).toBe(expected);
  });
});
