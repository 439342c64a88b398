import { describe, expect, it } from 'vitest';
import { routeRequestSchema } from '@freight/core';
import { buildRouteQuery } from './build-route-query.ts';

const stops = [
  { addr: 'A', lat: -23.5, lng: -46.6 },
  { addr: 'B', lat: -25.4, lng: -49.3 },
];

function request(fields: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
  return routeRequestSchema.parse({
    waypoints: stops.map(({ addr, lat, lng }) => ({ name: addr, lat, lng })),
    config_rota: {
      costing: 'truck',
      costing_options: { truck: options },
      directions_options: { units: 'mi' },
    },
    config_veiculo: { categoria: 'truck', eixos: 6 },
    ...fields,
  });
}

describe('the engine query of a calculation', () => {
  it.each([
    ['efficient', {}, { shortest: false, toll_booth_penalty: 0 }],
    ['shortest', {}, { shortest: true, toll_booth_penalty: 0 }],
    ['efficient', { shortest: true }, { shortest: true, toll_booth_penalty: 0 }],
    ['avoid_tolls', {}, { shortest: false, toll_booth_penalty: 1000 }],
    ['avoid_tolls', { toll_booth_penalty: 3000 }, { shortest: false, toll_booth_penalty: 3000 }],
  ] as const)('type_route %s with options %j → %j', (type_route, options, expected) => {
    const query = buildRouteQuery(request({ type_route }, options), stops);
    expect(query.costing_options?.['truck']).toEqual({ ...expected, top_speed: 140 });
  });

  it('asks for two alternatives between two waypoints, none with stops between, always in kilometres', () => {
    const two = buildRouteQuery(request(), stops);
    expect(two).toMatchObject({
      costing: 'truck',
      alternates: 2,
      directions_options: { units: 'kilometers', language: 'pt-BR' },
    });
    expect(two.locations).toEqual([
      { lat: -23.5, lon: -46.6, type: 'break', name: 'A' },
      { lat: -25.4, lon: -49.3, type: 'break', name: 'B' },
    ]);
    const three = buildRouteQuery(request(), [...stops, { addr: 'C', lat: -26, lng: -49 }]);
    expect(three.alternates).toBe(0);
  });
});
