import { routeResponseSchema, truckScaleSchema } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { twoAlternativesResponse, unpricedPlazasResponse } from '../test-support/route-fixtures.ts';
import { markerPopupElement, stationPopupContent, tollPopupContent } from './marker-popup.ts';

/** Juquitiba, the first plaza of the fixture's selected alternative. */
const JUQUITIBA = (() => {
  const plaza = routeResponseSchema.parse(twoAlternativesResponse()).rotas[0]?.pedagios.pracas[0];
  if (!plaza) throw new Error('the fixture has no plaza');
  return plaza;
})();

describe('marker pop-ups', () => {
  it("a toll plaza reads its place, concessionaire and the vehicle's fares; no weekend line without a rule", () => {
    expect(tollPopupContent(JUQUITIBA)).toEqual({
      kind: 'Praça de pedágio',
      title: 'Juquitiba',
      place: 'BR-116 · km 370,2 · SP',
      facts: [
        { label: 'Concessionária', text: 'Arteris Régis Bittencourt' },
        { label: 'Tarifa', text: 'R$ 19,20' },
        { label: 'Tarifa tag', text: 'R$ 18,24 (5,00%)' },
      ],
    });
    const weekend = tollPopupContent({
      ...JUQUITIBA,
      tarifa_tag: 0,
      tarifa_fim_semana: 24,
      porcentagem_fim_semana: 25,
    });
    expect(weekend.facts.map((fact) => fact.label)).toEqual([
      'Concessionária',
      'Tarifa',
      'Tarifa fim de semana',
    ]);
    expect(weekend.facts[2]?.text).toBe('R$ 24,00 (25,00%)');
  });

  it("a plaza without a fare in force reads 'Tarifa indisponível' and that it is not in the totals", () => {
    const cajati = unpricedPlazasResponse().rotas[0]?.pedagios.pracas[1];
    if (!cajati) throw new Error('the fixture has no Cajati');
    const content = tollPopupContent(cajati);
    expect(content.title).toBe('Cajati');
    expect(content.facts).toEqual([
      { label: 'Concessionária', text: 'Arteris Régis Bittencourt' },
      { label: 'Tarifa', text: 'Tarifa indisponível' },
    ]);
    expect(content.note).toBe('Esta praça não está incluída nos totais.');
    const element = markerPopupElement(content, document);
    expect([...element.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'Arteris Régis Bittencourt',
      'Tarifa indisponível',
    ]);
    expect(element.lastElementChild?.textContent).toBe('Esta praça não está incluída nos totais.');
    expect(tollPopupContent(JUQUITIBA).note).toBeUndefined();
  });

  it('a weighing station reads its place, direction and concessionaire', () => {
    const station = truckScaleSchema.parse({
      id: 5,
      nome: 'Balança de Registro',
      rodovia: 'BR-116',
      km: 449,
      uf: 'SP',
      sentido: 'Sul',
      concessionaria: 'Arteris',
      lat: -24.4971,
      lng: -47.8449,
    });
    expect(stationPopupContent(station)).toEqual({
      kind: 'Balança',
      title: 'Balança de Registro',
      place: 'BR-116 · km 449 · SP',
      facts: [
        { label: 'Sentido', text: 'Sul' },
        { label: 'Concessionária', text: 'Arteris' },
      ],
    });
  });

  it('puts names in as text, never as markup', () => {
    const element = markerPopupElement(
      tollPopupContent({ ...JUQUITIBA, nome: '<img src=x onerror=alert(1)>' }),
      document,
    );
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('.frp-marker-popup-title')?.textContent).toBe(
      '<img src=x onerror=alert(1)>',
    );
    expect([...element.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Concessionária',
      'Tarifa',
      'Tarifa tag',
    ]);
  });
});
