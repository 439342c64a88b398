import type { RouteRequest } from '../../schemas/index.ts';

/** A company as the server sends it, with branding settings. */
export const companyWire = {
  id: 2,
  name: 'Acme',
  legal_name: 'Acme Transportes Ltda',
  cnpj: '11222333000181',
  settings: { primary_color: '#123456', primary_color_is_dark: true, logo: '/logos/acme.png' },
};

/** A plate as the server sends it (`vehicle_type_pepsico`). */
export const plateWire = {
  id: 7,
  plate: 'ABC1D23',
  company_id: 2,
  brand: 'Volvo',
  model: 'FH 540',
  category: 'truck',
  axis: 6,
  rear_wheel_type: 'Dupla',
  vehicle_type_pepsico: 4,
};

/** A saved route as the server sends it. */
export const savedRouteWire = {
  id: 11,
  slug: 'SP-CWB',
  company_id: 2,
  distance: 411.1,
  time: 16980,
  type: 'efficient',
  waypoints: '["São Paulo, SP","Curitiba, PR"]',
  created_at: '2026-09-01T10:00:00Z',
  updated_at: '2026-09-01T10:00:00Z',
};

const money = 'R$ 19,20';

/** Data of a route calculation with one alternative of `lengthKm`. */
export function routeResponseWire(lengthKm = 411.1): Record<string, unknown> {
  return {
    waypoints: [
      { addr: 'São Paulo, SP', coords: { lat: -23.5489, lng: -46.6388 } },
      { addr: 'Curitiba, PR', coords: { lat: -25.4284, lng: -49.2733 } },
    ],
    rotas: [
      {
        rota: {
          trip: {
            status: 0,
            legs: [{ shape: '', maneuvers: [], summary: { length: lengthKm, time: 16980 } }],
            summary: { length: lengthKm, time: 16980 },
          },
        },
        pedagios: { pracas: [] },
        summary: {
          fmt: {
            total_tolls_gross: money,
            total_tolls_tag: money,
            total_tolls_weekend: money,
            total_tolls_net: money,
            avg_axis_gross_cost: money,
            avg_axis_tag_cost: money,
            avg_axis_weekend_cost: money,
            avg_axis_net_cost: money,
          },
          raw: {
            total_tolls_gross: 19.2,
            total_tolls_tag: 19.2,
            total_tolls_weekend: 19.2,
            total_tolls_net: 19.2,
            avg_axis_gross_cost: 3.2,
            avg_axis_tag_cost: 3.2,
            avg_axis_weekend_cost: 3.2,
            avg_axis_net_cost: 3.2,
          },
        },
      },
    ],
    origin: '-23.5489,-46.6388',
    destination: '-25.4284,-49.2733',
  };
}

/** A route-calculation body from São Paulo (with position) to `destination` (geocoded by the server). */
export function routeRequest(destination: string): RouteRequest {
  return {
    waypoints: [{ name: 'São Paulo, SP', lat: -23.5489, lng: -46.6388 }, { name: destination }],
    type_route: 'efficient',
    mc: 'mc',
    config_rota: {
      volta: false,
      costing: 'truck',
      costing_options: { truck: { shortest: false, toll_booth_penalty: 0, top_speed: 140 } },
      directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
    },
    config_veiculo: { categoria: 'truck', eixos: 6 },
    config_pedagio: { prices_from_date: '' },
  };
}
