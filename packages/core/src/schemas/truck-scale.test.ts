import { describe, expect, it } from 'vitest';
import { truckScaleSchema } from './truck-scale.ts';

const scale = {
  id: 3,
  lat: -23.434721738171362,
  lng: -47.37260967493058,
  nome: 'PPV 2 - Sorocaba - Bidirecional',
  rodovia: 'SP-075',
  km: '8.500',
  sentido: 'Bidirecional',
  concessionaria: 'VIAOESTE',
  concessionaria_id: 539,
  uf: 'SP',
  uf_ibge: 35,
  logo: null,
  p_index: 767,
};

describe('truck scale (weighing station)', () => {
  it('reads a weighing station; km may be text', () => {
    expect(truckScaleSchema.parse(scale)).toEqual({ ...scale, km: 8.5 });
  });

  it('only id, position and name are required', () => {
    expect(
      truckScaleSchema.parse({ id: 'ppv-garuva', lat: -26.1, lng: -48.87, nome: 'Posto de Pesagem' }).p_index,
    ).toBe(0);
  });

  it.each([[{ nome: undefined }], [{ lat: null }], [{ p_index: 1.5 }]])('rejects %j', (patch) => {
    expect(truckScaleSchema.safeParse({ ...scale, ...patch }).success).toBe(false);
  });
});
