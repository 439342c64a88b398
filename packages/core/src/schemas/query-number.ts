import { z } from 'zod';

const INTEGER_TEXT = /^-?\d{1,15}$/;

/**
 * The number of an integer written in a query string or path (`'7'` → 7, `'-1'` → -1); any other value is
 * kept as is, so the schema after it refuses it: `'7abc'`, `''`, `' 7'`, `'1e400'`, `'0x10'`, `'1.5'`.
 *
 * @example integerText('42') // 42
 */
export function integerText(value: unknown): unknown {
  return typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value;
}

/**
 * An integer of a query string, from `min` to `max`: digit text (an optional leading `-`) or a number;
 * nothing else is read as a number (422 'Valor inválido').
 *
 * @example queryInteger(1, 100).parse('7') // 7
 */
export function queryInteger(min: number, max: number) {
  return z.preprocess(integerText, z.number().int().min(min).max(max));
}
