import { describe, expect, it } from 'vitest';
import { tollFaresSchema, tollPlazaSchema } from './toll-plaza.ts';

const plaza = {
  id: 'antt-autopista-regis-bittencourt-miracatu',
  codigo_antt: '35350750125000102',
  concessionaria_id: 12,
  concessionaria: 'AUTOPISTA RÉGIS BITTENCOURT',
  lat: -24.2838,
  lng: -47.4591,
  nome: 'Miracatu',
  rodovia: 'BR-116',
  uf: 'SP',
  uf_ibge: 35,
  cidade: 'Miracatu',
  cidade_ibge: 3529807,
  km: '369.6',
  sentido: 'ambos',
  tarifa: 19.2,
  tarifas: { '1': 3.2, '2': 6.4, '6': 19.2 },
  special_toll: false,
  data_ultima_atualizacao: '2026-08-17',
  porcentagem_tag: 5,
  tarifa_tag: 18.24,
  tarifa_fim_semana: 19.2,
  porcentagem_fim_semana: 0,
  logo: '/logos/arteris.png',
  p_index: 812,
  codigo_conectcar: 10121542,
  codigo_movemais: '35350750125000104',
  codigo_semparar: 21,
  codigo_veloe: 154,
};

describe('toll plaza (every field of SPEC §3)', () => {
  it('reads a plaza on a route', () => {
    const parsed = tollPlazaSchema.parse(plaza);
    expect(parsed).toMatchObject({ ...plaza, km: 369.6 });
    expect(parsed.tarifas['6']).toBe(19.2);
  });

  it('defaults the fare to unknown, discounts and the position to 0 and tarifas to none', () => {
    const parsed = tollPlazaSchema.parse({
      id: 'antt-teste-miracatu',
      lat: -24.28,
      lng: -47.46,
      nome: 'Miracatu',
    });
    expect(parsed).toMatchObject({
      tarifa: null,
      tarifa_liquida: null,
      free_flow: false,
      agrupadas: [],
      tarifas: {},
      special_toll: false,
      porcentagem_tag: 0,
      tarifa_tag: 0,
      tarifa_fim_semana: 0,
      porcentagem_fim_semana: 0,
      p_index: 0,
    });
    expect(parsed.codigo_semparar).toBeUndefined();
  });

  it.each([
    ['no name', { nome: undefined }],
    ['no position', { lat: undefined }],
    ['a text latitude that is not a number', { lat: 'sul' }],
    ['a negative fare in tarifas', { tarifas: { '2': -1 } }],
    ['a category that is not a multiplier', { tarifas: { truck: 10 } }],
    ['a negative shape index', { p_index: -1 }],
    ['a field of no plaza (the answer is strict)', { sem_tarifa: true }],
  ])('rejects a plaza with %s', (_name, patch) => {
    expect(tollPlazaSchema.safeParse({ ...plaza, ...patch }).success).toBe(false);
  });

  it('fares by multiplier accept half categories', () => {
    expect(tollFaresSchema.parse({ '0.5': 1.6, '1': 3.2 })).toEqual({ '0.5': 1.6, '1': 3.2 });
  });
});
