import { describe, expect, it } from 'vitest';
import { validateCpfOrCnpj } from './cpf-or-cnpj.ts';

describe('CPF-or-CNPJ: optional; 11 as CPF, 14 as CNPJ, other length CPF/CNPJ inválido (SPEC §5)', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['529.982.247-25', null],
    ['111.111.111-11', 'CPF Inválido'],
    ['529.982.247-24', 'CPF Inválido'],
    ['11.222.333/0001-81', null],
    ['12.ABC.345/01DE-35', null],
    ['11.222.333/0001-80', 'CNPJ Inválido'],
    ['00.000.000/0000-00', 'CNPJ Inválido'],
    ['1234', 'CPF/CNPJ inválido'],
    ['529.982.247-2', 'CPF/CNPJ inválido'],
    ['1122233300018', 'CPF/CNPJ inválido'],
  ])('%j gives %s', (document, message) => {
    expect(validateCpfOrCnpj(document)).toBe(message);
  });
});
