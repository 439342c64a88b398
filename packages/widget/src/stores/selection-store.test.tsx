import { routeResponseSchema } from '@freight/core';
import type { RouteResponse } from '@freight/core';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { twoAlternativesResponse, unpricedPlazasResponse } from '../test-support/route-fixtures.ts';
import type { RouteState } from './route-store.ts';
import { alternativesOf, createSelectionStore, selectedWayOf } from './selection-store.ts';

function answer(): RouteResponse {
  return routeResponseSchema.parse(twoAlternativesResponse());
}

function state(response: RouteResponse | null): RouteState {
  return { status: response ? 'done' : 'idle', response, request: null, requestId: 1, error: null };
}

describe('selection derivations', () => {
  it('picks the alternative by index, null without a response or out of range', () => {
    const response = answer();
    expect(selectedWayOf(response, 1)).toBe(response.rotas[1]);
    expect(selectedWayOf(response, 2)).toBeNull();
    expect(selectedWayOf(null, 0)).toBeNull();
  });

  it.each([
    [0, [{ index: 1, label: 'Rota 2' }]],
    [1, [{ index: 0, label: 'Rota 1' }]],
  ])('with alternative %i selected lists the others as "Rota n"', (selected, expected) => {
    expect(alternativesOf(answer(), selected)).toEqual(expected);
  });

  it('lists no alternative before a calculation', () => {
    expect(alternativesOf(null, 0)).toEqual([]);
  });
});

describe('createSelectionStore', () => {
  it('is empty before a calculation', () => {
    const selection = createSelectionStore(atom(state(null)));
    expect(selection.$selectedIndex.get()).toBe(0);
    expect(selection.$trip.get()).toBeNull();
    expect(selection.$plazas.get()).toEqual([]);
    expect(selection.$stations.get()).toEqual([]);
    expect(selection.$summary.get()).toBeNull();
    expect(selection.$freight.get()).toBeNull();
    expect(selection.$tolls.get()).toBeNull();
    expect(selection.$returnTolls.get()).toBeNull();
    expect(selection.$alternatives.get()).toEqual([]);
  });

  it('derives the toll tables of the way out and of the way back of the selected alternative', () => {
    const selection = createSelectionStore(atom(state(unpricedPlazasResponse())));
    const tolls = selection.$tolls.get();
    expect(tolls?.charged.map((row) => [row.name, row.fare])).toEqual([
      ['Juquitiba', 19.2],
      ['Cajati', null],
    ]);
    expect(tolls?.notCharged.map((row) => row.name)).toEqual(['Pórtico Embu']);
    expect(tolls?.notChargedReason).toBe('Pórtico ponto a ponto: cobra só veículos cadastrados.');
    expect(tolls?.warning).toBe('1 praça com tarifa indisponível não está incluída nos totais.');
    const back = selection.$returnTolls.get();
    expect(back?.charged.map((row) => row.name)).toEqual(['Miracatu', 'Registro', 'Barra do Turvo']);
    expect(back?.notCharged).toEqual([]);
    expect(back?.warning).toBe('2 praças com tarifa indisponível não estão incluídas nos totais.');
    selection.select(1);
    expect(selection.$tolls.get()?.charged.map((row) => row.name)).toEqual(['Itapevi']);
    expect(selection.$tolls.get()?.warning).toBe('');
    expect(selection.$returnTolls.get()).toBeNull();
  });

  it('derives the trip, plazas, stations, summary and freight of the selected alternative', () => {
    const $route = atom(state(answer()));
    const selection = createSelectionStore($route);
    expect(selection.$trip.get()?.summary.length).toBe(408.7);
    expect(selection.$plazas.get().map((plaza) => plaza.nome)).toEqual(['Juquitiba', 'Miracatu']);
    expect(selection.$stations.get().map((station) => station.nome)).toEqual(['Balança de Registro']);
    expect(selection.$summary.get()?.fmt.total_tolls_net).toBe('R$ 38,40');
    expect(selection.$freight.get()?.ato.name).toBe('6.084/2026');
    selection.select(1);
    expect(selection.$selectedIndex.get()).toBe(1);
    expect(selection.$trip.get()?.summary.length).toBe(520.3);
    expect(selection.$plazas.get().map((plaza) => plaza.nome)).toEqual(['Itapevi']);
    expect(selection.$stations.get()).toEqual([]);
    expect(selection.$freight.get()).toBeNull();
    expect(selection.$alternatives.get()).toEqual([{ index: 0, label: 'Rota 1' }]);
  });

  it("gives the reason of a registered point-to-point vehicle when the answer's request says so", () => {
    const response = {
      ...unpricedPlazasResponse(),
      config: { config_pedagio: { prices_from_date: '', ponto_a_ponto: true } },
    };
    const selection = createSelectionStore(atom(state(response)));
    expect(selection.$tolls.get()?.notChargedReason).toBe(
      'Veículo cadastrado no ponto a ponto: paga o pórtico em vez desta praça.',
    );
    expect(selection.$returnTolls.get()?.notChargedReason).toBe(
      'Veículo cadastrado no ponto a ponto: paga o pórtico em vez desta praça.',
    );
  });

  it('ignores an index out of range and goes back to 0 after each new answer', () => {
    const $route = atom(state(answer()));
    const selection = createSelectionStore($route);
    selection.select(5);
    expect(selection.$selectedIndex.get()).toBe(0);
    selection.select(1);
    $route.set(state(answer()));
    expect(selection.$selectedIndex.get()).toBe(0);
    selection.select(1);
    $route.set(state(null));
    expect(selection.$selectedIndex.get()).toBe(0);
    expect(selection.$plazas.get()).toEqual([]);
  });
});
