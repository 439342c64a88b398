import type { LocationSuggestion } from '@freight/core';

/** Suggestions the fake geocoder answers for 'Curi'. */
export const CURITIBA_SUGGESTIONS: readonly (LocationSuggestion & { label: string })[] = [
  {
    label: 'Curitiba, PR',
    matchLevel: 'city',
    countryCode: 'BR',
    address: { city: 'Curitiba', state: 'PR', country: 'Brasil' },
    position: { lat: -25.4284, lng: -49.2733 },
  },
  {
    label: 'Curitibanos, SC',
    matchLevel: 'city',
    countryCode: 'BR',
    address: { city: 'Curitibanos', state: 'SC', country: 'Brasil' },
    position: { lat: -27.2824, lng: -50.5816 },
  },
];

/** São Paulo, a positioned origin. */
export const SAO_PAULO = { searchText: 'São Paulo, SP', coordinates: { lat: -23.5489, lng: -46.6388 } };

/** Curitiba, a positioned destination. */
export const CURITIBA = { searchText: 'Curitiba, PR', coordinates: { lat: -25.4284, lng: -49.2733 } };

const money = 'R$ 19,20';

/** A route response (SPEC §3) with one alternative of `lengthKm` km. */
export function routeResponse(lengthKm: number): Record<string, unknown> {
  return {
    waypoints: [
      { addr: SAO_PAULO.searchText, coords: SAO_PAULO.coordinates },
      { addr: CURITIBA.searchText, coords: CURITIBA.coordinates },
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
    request_encrypted: 'b64:abc',
    selected: 0,
    origin: '-23.5489,-46.6388',
    destination: '-25.4284,-49.2733',
    report_link: null,
  };
}

/** A saved route São Paulo → Curitiba as `GET /api/routes` answers it (company 7). */
export const SAVED_SP_CWB = {
  id: 4,
  slug: 'SP-CWB',
  company_id: 7,
  distance: 408.7,
  time: 19_800,
  type: 'efficient',
  waypoints: JSON.stringify([SAO_PAULO.searchText, CURITIBA.searchText]),
};
