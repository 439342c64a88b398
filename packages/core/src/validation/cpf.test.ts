import { describe, expect, it } from 'vitest';
import { isValidCpf, normalizeCpf, validateCpf } from './cpf.ts';

describe('CPF: check-digit validation, message CPF Inválido (SPEC §5)', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['123.456.789-09', true],
    [' 529.982.247-25 ', true],
    ['529.982.247-24', false],
    ['529.982.247-15', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['999.999.999-99', false],
    ['5299822472', false],
    ['529982247251', false],
    ['529.982.247-2a', false],
    ['a52998224725', false],
    ['', false],
  ])('%j is valid: %s', (cpf, valid) => {
    expect(isValidCpf(cpf)).toBe(valid);
  });

  it.each([
    ['529.982.247-25', null],
    ['111.111.111-11', 'CPF Inválido'],
    ['', 'CPF Inválido'],
    [null, 'CPF Inválido'],
  ])('validateCpf(%j) gives %s', (cpf, message) => {
    expect(validateCpf(cpf)).toBe(message);
  });

  it('removes the mask', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
  });
});
