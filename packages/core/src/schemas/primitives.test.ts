import { validationMessageText } from '../validation/messages.ts';
import { describe, expect, it } from 'vitest';
import {
  cnpjTextSchema,
  cpfCnpjTextSchema,
  entityIdSchema,
  entityIdTextSchema,
  flexibleIdSchema,
  isoDateSchema,
  numericSchema,
  plateTextSchema,
} from './primitives.ts';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  const message = result.error?.issues[0]?.message;
  return message === undefined ? undefined : validationMessageText(message);
}

describe('numericSchema', () => {
  it.each([
    [13.325, 13.325],
    ['13.325', 13.325],
    [' -23.5 ', -23.5],
    ['42', 42],
  ])('reads %j as %d', (input, expected) => {
    expect(numericSchema.parse(input)).toBe(expected);
  });

  it.each([['abc'], [''], ['1,5'], [null], [true]])('rejects %j', (input) => {
    expect(numericSchema.safeParse(input).success).toBe(false);
  });
});

describe('entityIdSchema and flexibleIdSchema', () => {
  it('a body id is a number, never text nor a boolean', () => {
    expect(entityIdSchema.parse(42)).toBe(42);
    for (const input of ['7', true, 0, -1, 1.5, 2_147_483_648, 1e-320]) {
      expect(entityIdSchema.safeParse(input).success, String(input)).toBe(false);
    }
  });

  it.each([
    [42, 42],
    ['7', 7],
  ])('an id of a path or query %j is %d', (input, expected) => {
    expect(entityIdTextSchema.parse(input)).toBe(expected);
  });

  it.each([[0], [-1], [''], ['abc'], [' 7'], ['7abc'], ['1e3'], ['0x10'], [1.5], [true], [2_147_483_648]])(
    'an id of a path or query %j is rejected',
    (input) => {
      expect(entityIdTextSchema.safeParse(input).success).toBe(false);
    },
  );

  it('a toll plaza id may be a slug or a number', () => {
    expect(flexibleIdSchema.parse('artesp-l01-perus')).toBe('artesp-l01-perus');
    expect(flexibleIdSchema.parse(12)).toBe(12);
    expect(flexibleIdSchema.safeParse('').success).toBe(false);
  });
});

describe('isoDateSchema', () => {
  it.each([
    ['2026-07-17', true],
    ['17/07/2026', false],
    ['2026-7-17', false],
  ])('%s valid: %s', (input, valid) => {
    expect(isoDateSchema.safeParse(input).success).toBe(valid);
  });
});

describe('plateTextSchema: three letters, a digit, a letter or digit, then two digits (SPEC §5)', () => {
  it.each([
    ['ABC1234', 'ABC1234'],
    ['abc1d23', 'ABC1D23'],
    ['ABC-1234', 'ABC1234'],
    [' bra 2e19 ', 'BRA2E19'],
  ])('%j is the plate %s', (input, expected) => {
    expect(plateTextSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['AB12345', 'Placa Inválida'],
    ['ABCD123', 'Placa Inválida'],
    ['ABC12345', 'Placa Inválida'],
    ['ABC1D2', 'Placa Inválida'],
    ['', 'Esse campo é obrigatório'],
    [undefined, 'Esse campo é obrigatório'],
  ])('%j fails with %s', (input, message) => {
    expect(firstMessage(plateTextSchema.safeParse(input))).toBe(message);
  });
});

describe('cnpjTextSchema', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['11222333000181', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
  ])('%s is kept as %s', (input, expected) => {
    expect(cnpjTextSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['1122233300018', 'CNPJ Inválido'],
    ['11.111.111/1111-11', 'CNPJ Inválido'],
    ['11.222.333/0001-80', 'CNPJ Inválido'],
    ['', 'CNPJ Inválido'],
    [undefined, 'CNPJ Inválido'],
  ])('%j fails with %s', (input, message) => {
    expect(firstMessage(cnpjTextSchema.safeParse(input))).toBe(message);
  });
});

describe('cpfCnpjTextSchema: optional; 11 digits is a CPF, 14 a CNPJ, other lengths "CPF/CNPJ inválido"', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['123.456.789-09', '12345678909'],
    ['11.222.333/0001-81', '11222333000181'],
  ])('%j is kept as %j', (input, expected) => {
    expect(cpfCnpjTextSchema.parse(input)).toBe(expected);
  });

  it.each([['1234567890'], ['123456789012']])('%s fails', (input) => {
    expect(firstMessage(cpfCnpjTextSchema.safeParse(input))).toBe('CPF/CNPJ inválido');
  });
});
