import { describe, expect, it } from 'vitest';
import { applyMask } from './apply-mask.ts';

describe('applyMask', () => {
  it.each([
    ['(##) ####', '', ''],
    ['(##) ####', '1', '(1'],
    ['(##) ####', '11', '(11'],
    ['(##) ####', '119', '(11) 9'],
    ['(##) ####', '11987654', '(11) 9876'],
    ['##-##', '1a2b3', '12-3'],
    ['##.XXX', '12ABC', '12.ABC'],
    ['##.XXX', '12abc', '12.'],
    ['XX-##', 'AB CD 12', 'AB-12'],
  ])('%s on %j gives %j', (mask, text, expected) => {
    expect(applyMask(mask, text)).toBe(expected);
  });
});
