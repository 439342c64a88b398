import { describe, expect, it } from 'vitest';
import { unpricedPlazasWarning } from './unpriced-plazas-warning.ts';

describe('unpricedPlazasWarning', () => {
  it.each<[number, string]>([
    [0, ''],
    [-1, ''],
    [1.5, ''],
    [1, '1 praça com tarifa indisponível não está incluída nos totais.'],
    [3, '3 praças com tarifa indisponível não estão incluídas nos totais.'],
    [1200, '1.200 praças com tarifa indisponível não estão incluídas nos totais.'],
  ])('%d → %j', (count, text) => {
    expect(unpricedPlazasWarning(count)).toBe(text);
  });
});
