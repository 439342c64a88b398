import { describe, expect, it } from 'vitest';
import {
  encodePolyline,
  formatBRL,
  routeRequestSchema,
  routeResponseSchema,
  summarizeTolls,
} from '@freight/core';
import { routeReportHtml } from './route-report-html.ts';

function summary(total: number, axis: number) {
  const brl = (value: number) => `R$ ${value.toFixed(2).replace('.', ',')}`;
  const names = ['gross', 'tag', 'weekend', 'net'] as const;
  return {
    fmt: Object.fromEntries(
      names.flatMap((n) => [
        [`total_tolls_${n}`, brl(total)],
        [`avg_axis_${n}_cost`, brl(total / axis)],
      ]),
    ),
    raw: {
      ...Object.fromEntries(
        names.flatMap((n) => [
          [`total_tolls_${n}`, total],
          [`avg_axis_${n}_cost`, total / axis],
        ]),
      ),
      axis,
    },
  };
}

function way(points: [number, number][], km: number, seconds: number, plazas: Record<string, unknown>[]) {
  return {
    rota: {
      trip: {
        status: 0,
        legs: [{ shape: encodePolyline(points), maneuvers: [], summary: { length: km, time: seconds } }],
        summary: {
          length: km,
          time: seconds,
          min_lat: -25.43,
          min_lon: -49.28,
          max_lat: -23.54,
          max_lon: -46.63,
        },
      },
    },
    pedagios: { pracas: plazas },
    summary: summary(
      plazas.reduce((sum, p) => sum + Number(p['tarifa']), 0),
      6,
    ),
  };
}

const plaza = (id: number, nome: string, lat: number, lng: number, extra: Record<string, unknown> = {}) => ({
  id: `plaza-${id}`,
  nome,
  concessionaria: 'Arteris Régis Bittencourt',
  rodovia: 'BR-116',
  uf: 'SP',
  km: 370.2,
  lat,
  lng,
  tarifa: 19.2,
  p_index: id,
  ...extra,
});

const request = routeRequestSchema.parse({
  waypoints: [
    { name: 'São Paulo <SP>', lat: -23.5489, lng: -46.6388 },
    { name: 'Curitiba', lat: -25.4284, lng: -49.2733 },
  ],
  type_route: 'shortest',
  mc: 'mc',
  config_rota: {
    volta: false,
    costing: 'truck',
    costing_options: { truck: { shortest: true, toll_booth_penalty: 0, top_speed: 140 } },
    directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
  },
  config_veiculo: { categoria: 'truck', eixos: 6, rodagem: 'Dupla' },
  config_pedagio: { prices_from_date: '2026-06-30' },
});

const response = routeResponseSchema.parse({
  waypoints: [
    { addr: 'São Paulo <SP>', coords: { lat: -23.5489, lng: -46.6388 } },
    { addr: 'Curitiba', coords: { lat: -25.4284, lng: -49.2733 } },
  ],
  rotas: [
    way(
      [
        [-23.5489, -46.6388],
        [-24.4971, -47.8449],
        [-25.4284, -49.2733],
      ],
      408.7,
      19_800,
      [
        plaza(1, 'Juquitiba', -23.93, -47.07, { tarifa_tag: 18.24, porcentagem_tag: 5 }),
        plaza(2, 'Miracatu', -24.28, -47.46),
      ],
    ),
    way(
      [
        [-23.5489, -46.6388],
        [-23.5015, -47.4526],
        [-25.4284, -49.2733],
      ],
      520.3,
      23_400,
      [
        plaza(3, 'Itapevi & Cia', -23.53, -46.93, {
          tarifa: 69.6,
          tarifa_fim_semana: 75.6,
          porcentagem_fim_semana: 8.62,
        }),
      ],
    ),
  ],
  request_encrypted: 'token',
  selected: 0,
  origin: '-23.5489,-46.6388',
  destination: '-25.4284,-49.2733',
});

const NOW = Date.parse('2026-09-02T12:00:00-03:00');

describe('routeReportHtml', () => {
  it('reports the chosen alternative: its distance, duration, totals and plazas', () => {
    const html = routeReportHtml({ response, request, alternative: 1, now: NOW });
    expect(html).toContain('Rota 2 de 2 · Gerado em 02/09/2026 12:00:00');
    expect(html).toContain('data-fact="distance">520,3 km</dd>');
    expect(html).toContain('data-fact="duration">6 h 30 min</dd>');
    expect(html).toContain('data-fact="net">R$ 69,60 (por eixo: R$ 11,60)</dd>');
    expect(html).toContain('<h2>Praças de Pedágio (1)</h2>');
    expect(html).toContain('<td>Itapevi &amp; Cia</td>');
    expect(html).not.toContain('Juquitiba');
    expect(html).toContain(
      '<td class="num">R$ 75,60</td><td class="num">8,62%</td><td class="num">-</td><td class="num">-</td>',
    );
  });

  it('shows the first alternative for an index out of range, with tag fares and dashes like the planner', () => {
    const html = routeReportHtml({ response, request, alternative: 7, now: NOW });
    expect(html).toContain('Rota 1 de 2');
    expect(html).toContain('<h2>Praças de Pedágio (2)</h2>');
    expect(html).toMatch(
      /<td>Juquitiba<\/td><td>BR-116<\/td><td class="num">[^<]+<\/td><td>SP<\/td><td class="num">R\$ 19,20<\/td><td class="num">-<\/td><td class="num">-<\/td><td class="num">R\$ 18,24<\/td><td class="num">5,00%<\/td>/,
    );
  });

  it('gives the vehicle, route type and the retroactive prices date, and escapes every text', () => {
    const html = routeReportHtml({ response, request, alternative: 0, now: NOW });
    expect(html).toContain('data-fact="vehicle">Caminhão, 6 eixos, rodagem dupla</dd>');
    expect(html).toContain('data-fact="route-type">Mais curta</dd>');
    expect(html).toContain('data-fact="prices-date">30/06/2026</dd>');
    expect(html).toContain('São Paulo &lt;SP&gt;');
    expect(html).not.toContain('São Paulo <SP>');
  });

  it('says so when a way has no plazas', () => {
    const free = routeResponseSchema.parse({
      ...response,
      rotas: [
        way(
          [
            [-23.5, -46.6],
            [-23.6, -46.7],
          ],
          12,
          900,
          [],
        ),
      ],
    });
    const html = routeReportHtml({ response: free, request, alternative: 0, now: NOW });
    expect(html).toContain(
      '<h2>Praças de Pedágio (0)</h2><p class="empty">Nenhuma praça de pedágio no caminho.</p>',
    );
    expect(html).not.toContain('Piso mínimo de frete');
  });

  describe('with plazas the totals leave out', () => {
    const SHAPE: [number, number][] = [
      [-23.5489, -46.6388],
      [-24.4971, -47.8449],
      [-25.4284, -49.2733],
    ];

    /** A way as the server answers it: `pracas` summed by core (an unknown fare stays out), gantries apart. */
    function tolled(pracas: ReturnType<typeof plaza>[], naoCobradas: ReturnType<typeof plaza>[]) {
      return {
        ...way(SHAPE, 408.7, 19_800, []),
        pedagios: { pracas, nao_cobradas: naoCobradas },
        summary: summarizeTolls(
          pracas.map((p) => ({
            fare: p.tarifa,
            tagFare: null,
            weekendFare: null,
            weekendTagFare: null,
          })),
          { axis: 6, fmt: formatBRL },
        ),
      };
    }

    const gantry = (id: number, nome: string) =>
      plaza(id, nome, -23.65, -46.85, {
        concessionaria: 'CCR RodoAnel Oeste',
        rodovia: 'SP-021',
        km: 279.4,
        tarifa: 3.1,
        free_flow: true,
        p_index: 0,
      });

    const honest = routeResponseSchema.parse({
      ...response,
      rotas: [
        {
          ...tolled(
            [plaza(1, 'Juquitiba', -23.93, -47.07), plaza(2, 'Cajati', -24.8, -48.25, { tarifa: null })],
            [gantry(31, 'Pórtico Embu')],
          ),
          volta: tolled(
            [
              plaza(3, 'Miracatu', -24.28, -47.46),
              plaza(4, 'Registro', -24.49, -47.84, { tarifa: null }),
              plaza(5, 'Barra do Turvo', -24.96, -48.5, { tarifa: null }),
            ],
            [gantry(32, 'Pórtico Taboão')],
          ),
        },
      ],
    });

    it("warns under the totals, reads 'Tarifa indisponível' in the row, and lists the gantries under 'Não cobradas'", () => {
      const html = routeReportHtml({ response: honest, request, alternative: 0, now: NOW });
      expect(html).toContain('data-fact="gross">R$ 19,20 (por eixo: R$ 3,20)</dd>');
      expect(html).toContain(
        '</dl><p class="fare-warning" role="note" data-fact="fare-warning">1 praça com tarifa indisponível não está incluída nos totais.</p></section>',
      );
      expect(html.indexOf('data-fact="fare-warning"')).toBeLessThan(html.indexOf('Mapa da rota</h2>'));
      expect(html).toContain('<h2>Praças de Pedágio (2)</h2>');
      expect(html).toContain(
        '<td>Cajati</td><td>BR-116</td><td class="num">km 370,2</td><td>SP</td><td class="num">Tarifa indisponível</td><td class="num">-</td><td class="num">-</td><td class="num">-</td><td class="num">-</td></tr>',
      );
      expect(html).not.toContain('R$ 0,00');
      expect(html).toContain(
        '</tbody><tbody class="not-charged"><tr><th scope="rowgroup" colspan="10">Não cobradas</th></tr>' +
          '<tr class="toll-row-not-charged"><td>CCR RodoAnel Oeste</td><td>Pórtico Embu</td><td>SP-021</td><td class="num">km 279,4</td><td>SP</td>' +
          '<td class="num">Não cobrado<span class="reason">Pórtico ponto a ponto: cobra só veículos cadastrados.</span></td>' +
          '<td class="num">-</td><td class="num">-</td><td class="num">-</td><td class="num">-</td></tr></tbody>',
      );
      expect(html.match(/<tr class="toll-row">/g)).toHaveLength(2 + 3);
    });

    it("lists the way back's own plazas, its warning and its not-charged gantries under 'Retorno'", () => {
      const html = routeReportHtml({ response: honest, request, alternative: 0, now: NOW });
      const back = html.slice(html.indexOf('<section class="return-trip">'));
      expect(back).toContain('<h2>Retorno</h2>');
      expect(back).toContain(
        '<p class="fare-warning" role="note" data-fact="return-fare-warning">2 praças com tarifa indisponível não estão incluídas nos totais.</p>',
      );
      expect(back).toContain('<h3>Praças de Pedágio (3)</h3>');
      expect(
        [...back.matchAll(/<tr class="toll-row"><td>[^<]*<\/td><td>([^<]+)<\/td>/g)].map((m) => m[1]),
      ).toEqual(['Miracatu', 'Registro', 'Barra do Turvo']);
      expect(back).toContain('<td>Pórtico Taboão</td>');
      expect(back).not.toContain('Pórtico Embu');
    });

    it('says why for a vehicle registered in the point-to-point scheme (the request it replays)', () => {
      const registered = routeResponseSchema.parse({
        ...honest,
        config: { config_pedagio: { prices_from_date: '', ponto_a_ponto: true } },
      });
      const html = routeReportHtml({ response: registered, request, alternative: 0, now: NOW });
      expect(html).toContain(
        '<span class="reason">Veículo cadastrado no ponto a ponto: paga o pórtico em vez desta praça.</span>',
      );
      expect(html).not.toContain('cobra só veículos cadastrados');
    });

    it('has no warning and no not-charged section when every plaza is priced and charged', () => {
      const html = routeReportHtml({ response, request, alternative: 0, now: NOW });
      expect(html).not.toContain('class="fare-warning"');
      expect(html).not.toContain('class="not-charged"');
      expect(html).not.toContain('Não cobradas');
    });
  });
});
