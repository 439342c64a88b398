import { applyMask } from './apply-mask.ts';
import { onlyDigits } from './only-digits.ts';

/** CPF mask. */
export const CPF_MASK = '###.###.###-##';

/** CNPJ mask: 12 letters or digits (alphanumeric CNPJ) then 2 check digits. */
export const CNPJ_MASK = 'XX.XXX.XXX/XXXX-##';

function cnpjCharacters(text: string | null | undefined): string {
  return (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Masks a CPF while typing: digits only, at most 11, `'###.###.###-##'` applied progressively.
 *
 * @example maskCpf('12345678909') // '123.456.789-09'
 */
export function maskCpf(text: string | null | undefined): string {
  return applyMask(CPF_MASK, onlyDigits(text));
}

/**
 * Masks a CNPJ while typing, numeric or alphanumeric: letters are uppercased, the first 12 positions take
 * letters or digits, the last 2 (check digits) only digits; `'XX.XXX.XXX/XXXX-##'` applied progressively.
 *
 * @example maskCnpj('11222333000181') // '11.222.333/0001-81'
 * @example maskCnpj('12abc34501de35') // '12.ABC.345/01DE-35'
 */
export function maskCnpj(text: string | null | undefined): string {
  return applyMask(CNPJ_MASK, cnpjCharacters(text));
}

/**
 * Masks a field that takes a CPF or a CNPJ: up to 11 digits it is a CPF (CPF mask), from 12 digits on, or
 * as soon as a letter appears (alphanumeric CNPJ), it is a CNPJ (CNPJ mask).
 *
 * @example maskCpfCnpj('12345678909') // '123.456.789-09'
 * @example maskCpfCnpj('112223330001') // '11.222.333/0001'
 */
export function maskCpfCnpj(text: string | null | undefined): string {
  const characters = cnpjCharacters(text);
  const hasLetter = /[A-Z]/.test(characters);
  return !hasLetter && characters.length <= 11 ? maskCpf(characters) : maskCnpj(characters);
}
