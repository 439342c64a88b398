import { describe, expect, it } from 'vitest';
import { routeRequestSchema, routeRequestWaypointSchema, routeVehicleConfigSchema } from './route-request.ts';

function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    waypoints: [{ name: 'São Paulo, SP', lat: -23.5489, lng: -46.6388 }, { name: 'Curitiba, PR' }],
    config_rota: {},
    config_veiculo: { categoria: 'truck', eixos: 6 },
    ...overrides,
  };
}

describe('route calculation body (POST /api/routes/route)', () => {
  it('fills the defaults: efficient, mc, no return, truck, km, pt-BR, maneuvers, narrative, today’s fares', () => {
    expect(routeRequestSchema.parse(body())).toEqual({
      waypoints: [{ name: 'São Paulo, SP', lat: -23.5489, lng: -46.6388 }, { name: 'Curitiba, PR' }],
      type_route: 'efficient',
      mc: 'mc',
      config_rota: {
        volta: false,
        costing: 'truck',
        costing_options: {},
        directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
      },
      config_veiculo: { categoria: 'truck', eixos: 6 },
      config_pedagio: { prices_from_date: '' },
    });
  });

  it('keeps costing options, fuel and the login code', () => {
    const parsed = routeRequestSchema.parse(
      body({
        login_cod: 'ACME-01',
        type_route: 'avoid_tolls',
        mc: 'dc',
        config_rota: {
          volta: true,
          costing: 'bus',
          costing_options: { bus: { toll_booth_penalty: 1000 } },
          directions_options: { units: 'kilometers' },
        },
        config_veiculo: { categoria: 'bus', eixos: 4, rodagem: 'Simples' },
        config_pedagio: { prices_from_date: '2026-08-05' },
        consumo_combustivel: { preco: 6.19, consumo: 3 },
      }),
    );
    expect(parsed.config_rota.costing_options.bus).toEqual({
      shortest: false,
      toll_booth_penalty: 1000,
      top_speed: 140,
    });
    expect(parsed.config_rota.directions_options.units).toBe('kilometers');
    expect(parsed.consumo_combustivel).toEqual({ preco: 6.19, consumo: 3 });
    expect(parsed.login_cod).toBe('ACME-01');
  });

  it.each([
    ['one waypoint', { waypoints: [{ name: 'São Paulo' }] }, 'waypoints'],
    ['an unknown route type', { type_route: 'default' }, 'type_route'],
    ['an unknown mode', { mc: 'xx' }, 'mc'],
    [
      'a dd/MM/yyyy price date',
      { config_pedagio: { prices_from_date: '05/08/2026' } },
      'config_pedagio.prices_from_date',
    ],
    [
      'a top speed of 300',
      { config_rota: { costing_options: { truck: { top_speed: 300 } } } },
      'config_rota.costing_options.truck.top_speed',
    ],
    ['costing pedestrian', { config_rota: { costing: 'pedestrian' } }, 'config_rota.costing'],
    ['no vehicle', { config_veiculo: undefined }, 'config_veiculo'],
  ])('rejects %s', (_name, overrides, path) => {
    const issue = routeRequestSchema.safeParse(body(overrides)).error?.issues[0];
    expect(issue?.path.join('.')).toBe(path);
  });
});

describe('route calculation waypoint: name, and lat/lng when known', () => {
  it.each([
    [{ name: ' Curitiba ' }, { name: 'Curitiba' }],
    [
      { lat: -25.4284, lng: -49.2733 },
      { name: '', lat: -25.4284, lng: -49.2733 },
    ],
  ])('%j reads as %j', (input, expected) => {
    expect(routeRequestWaypointSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'Curitiba', lat: -25.4 }, 'lng'],
    [{ name: 'Curitiba', lng: -49.2 }, 'lat'],
  ])('%j fails on %s with "Esse campo é obrigatório"', (input, field) => {
    const issue = routeRequestWaypointSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe('Esse campo é obrigatório');
  });
});

describe('vehicle of a calculation: truck 2–15 axles, auto or bus 2–4, motorcycle 2', () => {
  it.each([
    ['truck', 2, true],
    ['truck', 15, true],
    ['truck', 16, false],
    ['truck', 1, false],
    ['auto', 4, true],
    ['auto', 5, false],
    ['bus', 3, true],
    ['bus', 6, false],
    ['motorcycle', 2, true],
    ['motorcycle', 3, false],
  ])('%s with %d axles accepted: %s', (categoria, eixos, accepted) => {
    const result = routeVehicleConfigSchema.safeParse({ categoria, eixos });
    expect(result.success).toBe(accepted);
    if (!accepted)
      expect(result.error?.issues[0]?.message).toBe('Quantidade de eixos inválida para a categoria');
  });
});
