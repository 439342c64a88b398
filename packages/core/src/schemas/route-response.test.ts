import { describe, expect, it } from 'vitest';
import { routeResponseSchema } from './route-response.ts';

function money(value: number): string {
  return `R$ ${value.toFixed(2).replace('.', ',')}`;
}

function way(lengthKm: number): Record<string, unknown> {
  const totals = { gross: 115.2, tag: 109.44 };
  return {
    rota: {
      trip: {
        status: 0,
        status_message: 'Found route between points',
        units: 'kilometers',
        locations: [],
        legs: [{ shape: '', maneuvers: [], summary: { length: lengthKm, time: 16980 } }],
        summary: { length: lengthKm, time: 16980 },
      },
    },
    pedagios: {
      pracas: [{ id: 'antt-x-miracatu', lat: -24.28, lng: -47.46, nome: 'Miracatu', tarifa: 19.2 }],
    },
    balancas: [],
    summary: {
      fmt: {
        total_tolls_gross: money(totals.gross),
        total_tolls_tag: money(totals.tag),
        total_tolls_weekend: money(totals.gross),
        total_tolls_net: money(totals.tag),
        avg_axis_gross_cost: money(totals.gross / 6),
        avg_axis_tag_cost: money(totals.tag / 6),
        avg_axis_weekend_cost: money(totals.gross / 6),
        avg_axis_net_cost: money(totals.tag / 6),
      },
      raw: {
        total_tolls_gross: totals.gross,
        total_tolls_tag: totals.tag,
        total_tolls_weekend: totals.gross,
        total_tolls_net: totals.tag,
        avg_axis_gross_cost: totals.gross / 6,
        avg_axis_tag_cost: totals.tag / 6,
        avg_axis_weekend_cost: totals.gross / 6,
        avg_axis_net_cost: totals.tag / 6,
      },
    },
  };
}

function response(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    waypoints: [
      { addr: 'São Paulo, SP', coords: { lat: -23.5489, lng: -46.6388 } },
      { addr: 'Curitiba, PR', coords: { lat: -25.4284, lng: -49.2733 } },
    ],
    rotas: [way(411.1), way(425.3)],
    request_encrypted: 'b64:abc',
    config: { type_route: 'efficient' },
    selected: 0,
    origin: '-23.5489,-46.6388',
    destination: '-25.4284,-49.2733',
    report_link: '/api/routes/report?alt=0',
    ...overrides,
  };
}

describe('route response of POST /api/routes/route', () => {
  it('reads alternatives with trip length in km, plazas and toll summary', () => {
    const parsed = routeResponseSchema.parse(response());
    expect(parsed.rotas).toHaveLength(2);
    expect(parsed.rotas[1]?.rota.trip.summary.length).toBe(425.3);
    expect(parsed.rotas[0]?.pedagios.pracas[0]?.nome).toBe('Miracatu');
    expect(parsed.rotas[0]?.summary.fmt.total_tolls_gross).toBe('R$ 115,20');
    expect(parsed.rotas[0]?.summary.raw.axis).toBe(6);
    expect(parsed.rotas[0]?.volta).toBeUndefined();
  });

  it('defaults selected to 0, scales to none and keeps optional return, freight floor and fuel cost', () => {
    const first = { ...way(411.1), balancas: undefined };
    const withExtras = {
      ...first,
      volta: way(409.8),
      frete: {
        ato: { name: '6.084/2026', start: '2026-07-17', end: null, url: null },
        pisos: [
          {
            table: 'A',
            cargo_kind: 'geral',
            axles: 6,
            value: 3021.4,
            ccd: 6.2,
            cc: 473.1,
            act: '6.084/2026',
            valid_from: '2026-07-17',
            valid_to: null,
          },
        ],
      },
      combustivel: { preco: 6, consumo: 2.5, litros: 164.44, total: 986.64 },
    };
    const parsed = routeResponseSchema.parse(response({ rotas: [withExtras], selected: undefined }));
    expect(parsed.selected).toBe(0);
    const route = parsed.rotas[0];
    expect(route?.balancas).toEqual([]);
    expect(route?.volta?.rota.trip.summary.length).toBe(409.8);
    expect(route?.frete?.pisos[0]?.cargo_kind).toBe('carga_geral');
    expect(route?.combustivel?.total).toBe(986.64);
  });

  it.each([
    ['no alternative', { rotas: [] }],
    ['an origin that is not lat,lng', { origin: 'São Paulo' }],
    ['a waypoint without coords', { waypoints: [{ addr: 'São Paulo' }] }],
    ['a negative selected index', { selected: -1 }],
    ['an alternative without trip', { rotas: [{ ...way(1), rota: {} }] }],
  ])('rejects a response with %s', (_name, overrides) => {
    expect(routeResponseSchema.safeParse(response(overrides)).success).toBe(false);
  });
});
