import { encodePolyline, formatBRL, routeResponseSchema, summarizeTolls } from '@freight/core';
import type { RouteResponse } from '@freight/core';
import { CURITIBA, SAO_PAULO } from './fixtures.ts';

function summary(gross: string, tag: string, weekend: string, net: string, axle: string) {
  const number = (text: string) => Number(text.replace('R$ ', '').replace('.', '').replace(',', '.'));
  return {
    fmt: {
      total_tolls_gross: gross,
      total_tolls_tag: tag,
      total_tolls_weekend: weekend,
      total_tolls_net: net,
      avg_axis_gross_cost: axle,
      avg_axis_tag_cost: axle,
      avg_axis_weekend_cost: axle,
      avg_axis_net_cost: axle,
    },
    raw: {
      total_tolls_gross: number(gross),
      total_tolls_tag: number(tag),
      total_tolls_weekend: number(weekend),
      total_tolls_net: number(net),
      avg_axis_gross_cost: number(axle),
      avg_axis_tag_cost: number(axle),
      avg_axis_weekend_cost: number(axle),
      avg_axis_net_cost: number(axle),
      axis: 6,
    },
  };
}

function trip(points: [number, number][], lengthKm: number, seconds: number) {
  const legSummary = { length: lengthKm, time: seconds };
  return {
    status: 0,
    legs: [{ shape: encodePolyline(points), maneuvers: [], summary: legSummary }],
    summary: { ...legSummary, min_lat: -25.4284, min_lon: -49.2733, max_lat: -23.5489, max_lon: -46.6388 },
  };
}

/** The shape of the first alternative (São Paulo → Registro → Curitiba), `[lat, lng]`. */
export const FIRST_SHAPE: [number, number][] = [
  [-23.5489, -46.6388],
  [-24.4971, -47.8449],
  [-25.4284, -49.2733],
];

/** The shape of the second alternative (through Sorocaba and Itapetininga), `[lat, lng]`. */
export const SECOND_SHAPE: [number, number][] = [
  [-23.5489, -46.6388],
  [-23.5015, -47.4526],
  [-23.5917, -48.0531],
  [-25.4284, -49.2733],
];

/**
 * A route response (SPEC §3) that passes core's `routeResponseSchema`: two alternatives with different
 * toll plazas — the first by the Régis Bittencourt (2 plazas, a weighing station, the freight floor),
 * the second by Castello Branco (1 plaza).
 */
export function twoAlternativesResponse(): Record<string, unknown> {
  return {
    waypoints: [
      { addr: SAO_PAULO.searchText, coords: SAO_PAULO.coordinates },
      { addr: CURITIBA.searchText, coords: CURITIBA.coordinates },
    ],
    rotas: [
      {
        rota: { trip: trip(FIRST_SHAPE, 408.7, 19_800) },
        pedagios: {
          pracas: [
            {
              id: 'antt-regis-juquitiba',
              concessionaria: 'Arteris Régis Bittencourt',
              nome: 'Juquitiba',
              rodovia: 'BR-116',
              uf: 'SP',
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
              concessionaria: 'Arteris Régis Bittencourt',
              nome: 'Miracatu',
              rodovia: 'BR-116',
              uf: 'SP',
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
          ],
        },
        balancas: [
          { id: 5, nome: 'Balança de Registro', rodovia: 'BR-116', km: 449, lat: -24.4971, lng: -47.8449 },
        ],
        summary: summary('R$ 38,40', 'R$ 37,44', 'R$ 38,40', 'R$ 38,40', 'R$ 6,40'),
        frete: {
          ato: { name: '6.084/2026', start: '2026-07-17', end: null },
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
      },
      {
        rota: { trip: trip(SECOND_SHAPE, 520.3, 23_400) },
        pedagios: {
          pracas: [
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
              p_index: 1,
            },
          ],
        },
        summary: summary('R$ 69,60', 'R$ 69,60', 'R$ 75,60', 'R$ 69,60', 'R$ 11,60'),
      },
    ],
    request_encrypted: 'b64:abc',
    selected: 0,
    origin: '-23.5489,-46.6388',
    destination: '-25.4284,-49.2733',
    report_link: null,
  };
}

/** A toll plaza of the answer (SPEC §3), priced by the server: `tarifa` `null` when no fare is in force. */
function plaza(
  id: number,
  nome: string,
  at: { km: number; lat: number; lng: number },
  tarifa: number | null,
  p_index: number,
  extra: {
    tarifa_tag?: number;
    porcentagem_tag?: number;
    concessionaria?: string;
    rodovia?: string;
    free_flow?: boolean;
  } = {},
) {
  return {
    id: `antt-teste-${id}`,
    concessionaria: 'Arteris Régis Bittencourt',
    nome,
    rodovia: 'BR-116',
    uf: 'SP',
    ...at,
    tarifa,
    p_index,
    ...extra,
  };
}

/** The totals of the charged `plazas` as the server sums them (core's `summarizeTolls`, 6 axles). */
function summed(plazas: readonly ReturnType<typeof plaza>[]) {
  return summarizeTolls(
    plazas.map((each) => ({
      fare: each.tarifa,
      tagFare: each.tarifa_tag ?? null,
      weekendFare: null,
      weekendTagFare: null,
    })),
    { axis: 6, fmt: formatBRL },
  );
}

/**
 * A valid answer (core's `routeResponseSchema`) whose first alternative has plazas that the totals leave
 * out: on the way out Juquitiba (R$ 19,20, tag R$ 18,24), Cajati without a fare in force and, not
 * charged, the point-to-point gantry 'Pórtico Embu'; on the way back (`volta`) Miracatu (R$ 19,20) and
 * two plazas without a fare, Registro and Barra do Turvo. The second alternative is
 * {@link twoAlternativesResponse}'s, without a way back.
 */
export function unpricedPlazasResponse(): RouteResponse {
  const base = twoAlternativesResponse() as { rotas: Record<string, unknown>[] };
  const out = [
    plaza(11, 'Juquitiba', { km: 370.2, lat: -23.9308, lng: -47.0665 }, 19.2, 0, {
      tarifa_tag: 18.24,
      porcentagem_tag: 5,
    }),
    plaza(14, 'Cajati', { km: 485.3, lat: -24.8, lng: -48.25 }, null, 1),
  ];
  const back = [
    plaza(12, 'Miracatu', { km: 426.5, lat: -24.2811, lng: -47.4597 }, 19.2, 0),
    plaza(13, 'Registro', { km: 460.1, lat: -24.4871, lng: -47.8349 }, null, 1),
    plaza(15, 'Barra do Turvo', { km: 542, lat: -24.9572, lng: -48.5042 }, null, 2),
  ];
  const gantry = plaza(31, 'Pórtico Embu', { km: 279.4, lat: -23.6489, lng: -46.8522 }, 3.1, 0, {
    concessionaria: 'CCR RodoAnel Oeste',
    rodovia: 'SP-021',
    free_flow: true,
  });
  return routeResponseSchema.parse({
    ...base,
    rotas: [
      {
        rota: { trip: trip(FIRST_SHAPE, 408.7, 19_800) },
        pedagios: { pracas: out, nao_cobradas: [gantry] },
        summary: summed(out),
        volta: {
          rota: { trip: trip([...FIRST_SHAPE].reverse(), 409.1, 20_100) },
          pedagios: { pracas: back },
          summary: summed(back),
        },
      },
      base.rotas[1],
    ],
  });
}
