import { describe, expect, it } from 'vitest';
import { formatVpoValue } from './format-vpo-value.ts';

describe('formatVpoValue', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [null, 'Valor desconhecido'],
    [undefined, 'Valor desconhecido'],
    [Number.NaN, 'Valor desconhecido'],
  ])('%s reads %s', (value, text) => {
    expect(formatVpoValue(value)).toBe(text);
  });
});
