import { describe, expect, it } from 'vitest';
import { tollPlazaSchema } from '../schemas/toll-plaza.ts';
import { tollTableEntries } from './toll-table-entries.ts';

const regis = { concessionaria: 'Arteris Régis Bittencourt', rodovia: 'BR-116', uf: 'SP' };

/** Plazas as the route answer gives them, priced by the server. */
const plazas = [
  {
    id: 'antt-regis-juquitiba',
    ...regis,
    nome: 'Juquitiba',
    km: 370.2,
    lat: -23.9308,
    lng: -47.0665,
    tarifa: 19.2,
    tarifa_tag: 18.24,
    porcentagem_tag: 5,
    tarifa_fim_semana: 0,
    porcentagem_fim_semana: 0,
    p_index: 1,
  },
  {
    id: 'antt-regis-miracatu',
    ...regis,
    nome: 'Miracatu',
    km: '426.5',
    lat: -24.2811,
    lng: -47.4597,
    tarifa: 19.2,
    tarifa_tag: 0,
    porcentagem_tag: 0,
    tarifa_fim_semana: 0,
    porcentagem_fim_semana: 0,
    p_index: 2,
  },
  {
    id: 'artesp-viaoeste-itapevi',
    concessionaria: 'ViaOeste',
    nome: 'Itapevi',
    rodovia: 'SP-280',
    uf: 'SP',
    km: 33,
    lat: -23.5356,
    lng: -46.9319,
    tarifa: 69.6,
    tarifa_tag: 0,
    porcentagem_tag: 0,
    tarifa_fim_semana: 75.6,
    porcentagem_fim_semana: 8.62,
    p_index: 3,
  },
].map((plaza) => tollPlazaSchema.parse(plaza));

describe('tollTableEntries', () => {
  it('gives one row per plaza in route order with the fares of the answer', () => {
    const [juquitiba, miracatu] = plazas;
    expect(tollTableEntries([miracatu!, juquitiba!])).toEqual([
      {
        dealership: 'Arteris Régis Bittencourt',
        name: 'Juquitiba',
        highway: 'BR-116',
        km: 370.2,
        uf: 'SP',
        fare: 19.2,
        weekendFare: 0,
        weekendFareDiscount: 0,
        tagFare: 18.24,
        tagFareDiscount: 5,
      },
      {
        dealership: 'Arteris Régis Bittencourt',
        name: 'Miracatu',
        highway: 'BR-116',
        km: 426.5,
        uf: 'SP',
        fare: 19.2,
        weekendFare: 0,
        weekendFareDiscount: 0,
        tagFare: 0,
        tagFareDiscount: 0,
      },
    ]);
  });

  it('gives the weekend fare and its difference where the plaza has one', () => {
    expect(tollTableEntries([plazas[2]!])).toMatchObject([
      { name: 'Itapevi', fare: 69.6, weekendFare: 75.6, weekendFareDiscount: 8.62, tagFare: 0 },
    ]);
  });

  it("keeps an unknown fare unknown ('Tarifa indisponível'), never R$ 0,00", () => {
    const unknown = tollPlazaSchema.parse({ ...plazas[0]!, tarifa: null, tarifa_tag: 0, porcentagem_tag: 0 });
    expect(tollTableEntries([unknown])).toMatchObject([{ name: 'Juquitiba', fare: null, tagFare: 0 }]);
  });

  it('gives a plaza with an unknown fare no tag or weekend fare, whatever the plaza carries', () => {
    const unknown = tollPlazaSchema.parse({
      ...plazas[2]!,
      tarifa: null,
      tarifa_tag: 66.12,
      porcentagem_tag: 5,
    });
    expect(tollTableEntries([unknown])).toMatchObject([
      { name: 'Itapevi', fare: null, tagFare: 0, tagFareDiscount: 0, weekendFare: 0, weekendFareDiscount: 0 },
    ]);
  });

  it('is empty without plazas', () => {
    expect(tollTableEntries([])).toEqual([]);
  });
});
