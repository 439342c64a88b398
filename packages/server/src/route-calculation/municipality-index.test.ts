import { describe, expect, it } from 'vitest';
import { municipalityIndex } from './municipality-index.ts';

const at = { lat: -20, lng: -45 };
const index = municipalityIndex([
  { ibge_code: 3550308, name: 'São Paulo', uf: 'SP', capital: true, ...at },
  { ibge_code: 4106902, name: 'Curitiba', uf: 'PR', capital: true, ...at },
  { ibge_code: 3515103, name: 'Embu-Guaçu', uf: 'SP', capital: false, ...at },
  { ibge_code: 2201903, name: 'Bom Jesus', uf: 'PI', capital: false, ...at },
  { ibge_code: 4302402, name: 'Bom Jesus', uf: 'RS', capital: false, ...at },
  { ibge_code: 2111300, name: 'São Luís', uf: 'MA', capital: true, ...at },
  { ibge_code: 4317509, name: 'São Luís', uf: 'RS', capital: false, ...at },
  { ibge_code: 2408003, name: "Olho d'Água do Borges", uf: 'RN', capital: false, ...at },
]);

describe('municipality names as the route calculation reads them', () => {
  it.each([
    ['São Paulo', 3550308],
    ['sao paulo', 3550308],
    ['  SÃO   PAULO ', 3550308],
    ['São Paulo, SP', 3550308],
    ['São Paulo - SP', 3550308],
    ['Sao Paulo-sp', 3550308],
    ['São Paulo/SP', 3550308],
    ['Curitiba, PR', 4106902],
    ['Embu-Guaçu', 3515103],
    ['embu guacu - SP', null],
    ['Embu-Guaçu - SP', 3515103],
    ['Bom Jesus, RS', 4302402],
    ['Bom Jesus - PI', 2201903],
    ['São Luís', 2111300],
    ['São Luís, RS', 4317509],
    ['Olho D’Água do Borges, RN', 2408003],
  ])('%j is %s', (text, code) => {
    expect(index.find(text)?.ibge_code ?? null).toBe(code);
  });

  it.each([['Bom Jesus'], ['Curitiba, SP'], ['Rua Augusta, 100'], [''], ['   '], ['São']])(
    '%j is not found (ambiguous, wrong state, not a municipality)',
    (text) => {
      expect(index.find(text)).toBeNull();
    },
  );

  it('gives the IBGE code of a name and state', () => {
    expect(index.ibgeCode('Sao Paulo', 'sp')).toBe(3550308);
    expect(index.ibgeCode('São Paulo', 'RJ')).toBeNull();
    expect(index.ibgeCode(null, 'SP')).toBeNull();
  });
});
