import { describe, expect, it } from 'vitest';
import { parseSavedRouteWaypoints, stringifySavedRouteWaypoints } from './saved-route-waypoints.ts';

describe('saved route waypoints: JSON text of address strings', () => {
  it.each([
    ['["São Paulo, SP","Curitiba, PR"]', ['São Paulo, SP', 'Curitiba, PR']],
    ['[]', []],
    ['"[\\"Santos\\",\\"Campinas\\"]"', ['Santos', 'Campinas']],
    [
      '[{"searchText":"Santos"},{"addr":"Campinas"},{"label":"Sorocaba"},{"name":"Jundiaí"}]',
      ['Santos', 'Campinas', 'Sorocaba', 'Jundiaí'],
    ],
    ['["Santos",3,null,{"x":1}]', ['Santos']],
    ['not json', []],
    ['{"a":1}', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j reads as %j', (text, expected) => {
    expect(parseSavedRouteWaypoints(text)).toEqual(expected);
  });

  it('round-trips an address list', () => {
    const addresses = ['Av. Paulista, 1000 - São Paulo, SP', 'Rua "XV" de Novembro, Curitiba'];
    const text = stringifySavedRouteWaypoints(addresses);
    expect(text).toBe('["Av. Paulista, 1000 - São Paulo, SP","Rua \\"XV\\" de Novembro, Curitiba"]');
    expect(parseSavedRouteWaypoints(text)).toEqual(addresses);
  });
});
