import { describe, expect, it } from 'vitest';
import { buildRouteRequest } from './build-route-request.ts';
import { DEFAULT_OPTIONS } from '../schemas/options.ts';
import type { Options } from '../schemas/options.ts';
import { routeRequestSchema } from '../schemas/route-request.ts';
import { DEFAULT_VEHICLE } from '../vehicle/vehicle.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';
import type { Waypoint } from '../schemas/waypoint.ts';

function waypoints(): Waypoint[] {
  return [
    { searchText: 'São Paulo, SP', coordinates: { lat: -23.5489, lng: -46.6388 } },
    { searchText: ' Curitiba, PR ', coordinates: { lat: 0, lng: 0 } },
  ];
}

function build(options: Partial<Options> = {}, vehicle: Partial<Vehicle> = {}) {
  return buildRouteRequest({
    waypoints: waypoints(),
    vehicle: { ...DEFAULT_VEHICLE, ...vehicle },
    options: { ...DEFAULT_OPTIONS, ...options },
  });
}

describe('buildRouteRequest: the body of POST /api/routes/route from the planner', () => {
  it('default truck, 6 axles, efficient: no penalty, top speed 140, mode mc', () => {
    expect(build()).toEqual({
      waypoints: [{ name: 'São Paulo, SP', lat: -23.5489, lng: -46.6388 }, { name: 'Curitiba, PR' }],
      type_route: 'efficient',
      mc: 'mc',
      config_rota: {
        volta: false,
        costing: 'truck',
        costing_options: { truck: { shortest: false, toll_booth_penalty: 0, top_speed: 140 } },
        directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
      },
      config_veiculo: { categoria: 'truck', eixos: 6, rodagem: 'Dupla' },
      config_pedagio: { prices_from_date: '' },
    });
  });

  it('avoiding tolls sets toll_booth_penalty 1000', () => {
    const request = build({ type_route: 'avoid_tolls' });
    expect(request.type_route).toBe('avoid_tolls');
    expect(request.config_rota.costing_options.truck?.toll_booth_penalty).toBe(1000);
  });

  it.each([
    [{ type_route: 'shortest' } as const, 'shortest', true],
    [{ shortest: true } as const, 'efficient', true],
    [{ type_route: 'default' } as const, 'efficient', false],
  ])('options %j send type %s with shortest %s', (options, type, shortest) => {
    const request = build(options);
    expect(request.type_route).toBe(type);
    expect(request.config_rota.costing_options.truck?.shortest).toBe(shortest);
  });

  it.each([
    ['truck', 9, 'truck'],
    ['bus', 4, 'bus'],
    ['auto', 2, 'auto'],
    ['motorcycle', 2, 'motorcycle'],
  ] as const)('category %s with %d axles uses costing %s and its options', (category, axis, costing) => {
    const request = build({}, { category, axis });
    expect(request.config_rota.costing).toBe(costing);
    expect(Object.keys(request.config_rota.costing_options)).toEqual([costing]);
    expect(request.config_veiculo).toMatchObject({ categoria: category, eixos: axis });
  });

  it.each([
    ['05/08/2026', '2026-08-05'],
    ['29/02/2028', '2028-02-29'],
    ['31/12/2025', '2025-12-31'],
    ['29/02/2026', ''],
    ['31/04/2026', ''],
    ['00/01/2026', ''],
    ['01/13/2026', ''],
    ['01/01/0000', ''],
    ['5/8/2026', ''],
    ['2026-08-05', ''],
    ['', ''],
  ])('retroactive date %j sends prices_from_date %j', (retroactiveDate, expected) => {
    expect(build({ retroactiveDate }).config_pedagio.prices_from_date).toBe(expected);
  });

  it('sends the return trip, rear wheel type, mode dc, login code and fuel when given', () => {
    const request = buildRouteRequest({
      waypoints: waypoints(),
      vehicle: { ...DEFAULT_VEHICLE, rearWheelType: 'Dupla' },
      options: { ...DEFAULT_OPTIONS, calculateReturn: true },
      mode: 'dc',
      loginCod: 'ACME-01',
      fuel: { preco: 6.19, consumo: 2.5 },
    });
    expect(request).toMatchObject({
      mc: 'dc',
      login_cod: 'ACME-01',
      config_rota: { volta: true },
      config_veiculo: { categoria: 'truck', eixos: 6, rodagem: 'Dupla' },
      consumo_combustivel: { preco: 6.19, consumo: 2.5 },
    });
  });

  it('the body it builds passes the server-side schema unchanged', () => {
    const request = build({ type_route: 'avoid_tolls', retroactiveDate: '05/08/2026' });
    expect(routeRequestSchema.parse(request)).toEqual(request);
  });
});
