import { describe, expect, it } from 'vitest';
import { plazaCharge } from './plaza-charge.ts';

describe('plazaCharge', () => {
  it.each([
    ['ambos', 0, 90, 'both'],
    [null, 0, 90, 'both'],
    ['crescente', 1, 90, 'forward'],
    ['crescente', -1, 90, 'backward'],
    ['crescente', 0, 90, 'uncertain'],
    ['decrescente', 1, 90, 'backward'],
    ['decrescente', -1, 90, 'forward'],
    ['decrescente', 0, 90, 'uncertain'],
    ['norte', 0, 10, 'forward'],
    ['norte', 0, 200, 'backward'],
    ['sul', 0, 170, 'forward'],
    ['leste', 0, 80, 'forward'],
    ['oeste', 0, 80, 'backward'],
    ['norte', 0, 88, 'uncertain'],
  ] as const)('sentido %s, km sense %i, road bearing %i° → %s', (sentido, kmSense, bearing, expected) => {
    expect(plazaCharge(sentido, kmSense, bearing)).toBe(expected);
  });
});
