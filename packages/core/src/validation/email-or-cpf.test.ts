import { describe, expect, it } from 'vitest';
import { validateEmailOrCpf } from './email-or-cpf.ts';

describe('Email-or-CPF: email if it contains an at sign, else CPF (SPEC §5)', () => {
  it.each([
    ['ana@exemplo.com', null],
    ['ana@exemplo', 'VALIDATION_INVALID_EMAIL'],
    ['529.982.247-25', null],
    ['111.111.111-11', 'CPF Inválido'],
    ['ana', 'CPF Inválido'],
    ['', 'CPF Inválido'],
    [undefined, 'CPF Inválido'],
  ])('%j gives %s', (value, message) => {
    expect(validateEmailOrCpf(value)).toBe(message);
  });
});
