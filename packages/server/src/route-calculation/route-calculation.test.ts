import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { perAxleCost, routeResponseSchema, valhallaTripSchema } from '@freight/core';
import type { RouteResponse } from '@freight/core';
import { loadConfig } from '../config.ts';
import { OPENAPI_PATH } from '../openapi/api-docs.ts';
import { createSchemaValidator } from '../openapi/fuzz/schema-validator.ts';
import type { JsonSchema } from '../openapi/openapi-document.ts';
import { companies, tollPlazaPlacements, tollPlazas } from '../db/schema.ts';
import { createLogger } from '../logging/logger.ts';
import { backends } from '../test-support/test-database.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { readKmMarkers } from '../tolls/index.ts';
import { ValhallaHttpError, valhallaError } from '@freight/routing';
import type { RouteAnswer, RoutingEngine } from '@freight/routing';
import { createRouteServices } from './route-services.ts';
import type { RouteServices } from './route-services.ts';
import { dataDirWithGraph } from './test-support/graph-dir.ts';
import { startTinyRouteApi } from './test-support/tiny-route-api.ts';
import type { TinyRouteApi } from './test-support/tiny-route-api.ts';
import {
  BR116_GANTRY,
  BR116_PLAZA,
  CAR_FARE,
  OLD_CAR_FARE,
  fareTable,
  loadTinyReferenceData,
  tinyRouteNetwork as net,
} from './test-support/tiny-route-network.ts';

/** Wednesday 2026-09-02, noon in Brasília. */
const WEDNESDAY = Date.parse('2026-09-02T12:00:00-03:00');
/** Saturday 2026-09-05, noon in Brasília. */
const SATURDAY = Date.parse('2026-09-05T12:00:00-03:00');

type Vehicle = {
  categoria: 'truck' | 'auto' | 'bus' | 'motorcycle';
  eixos: number;
  rodagem?: 'Simples' | 'Dupla';
};

/** A calculation body from Cidade Alfa (a) to Cidade Beta (e), truck with 6 axles unless overridden. */
function body(
  overrides: {
    vehicle?: Vehicle;
    type_route?: 'efficient' | 'shortest' | 'avoid_tolls';
    volta?: boolean;
    date?: string;
    waypoints?: unknown[];
    fuel?: { preco: number; consumo: number };
    pontoAPonto?: boolean;
  } = {},
) {
  const vehicle = overrides.vehicle ?? { categoria: 'truck', eixos: 6 };
  return {
    waypoints: overrides.waypoints ?? [
      { name: 'Cidade Alfa', ...net.at('a') },
      { name: 'Cidade Beta', ...net.at('e') },
    ],
    type_route: overrides.type_route ?? 'efficient',
    mc: 'mc',
    config_rota: {
      volta: overrides.volta ?? false,
      costing: vehicle.categoria,
      costing_options: {
        [vehicle.categoria]: {
          shortest: overrides.type_route === 'shortest',
          toll_booth_penalty: overrides.type_route === 'avoid_tolls' ? 1000 : 0,
          top_speed: 140,
        },
      },
      directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
    },
    config_veiculo: vehicle,
    config_pedagio: {
      prices_from_date: overrides.date ?? '',
      ...(overrides.pontoAPonto === undefined ? {} : { ponto_a_ponto: overrides.pontoAPonto }),
    },
    ...(overrides.fuel ? { consumo_combustivel: overrides.fuel } : {}),
  };
}

/** The data of a successful calculation, checked against core's schemas. */
function routeOf(res: { status: number; body: { success: boolean; data: unknown } }): RouteResponse {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  expect(res.body.success).toBe(true);
  const data = routeResponseSchema.parse(res.body.data);
  for (const alternative of data.rotas) {
    valhallaTripSchema.parse(alternative.rota.trip);
    if (alternative.volta) valhallaTripSchema.parse(alternative.volta.rota.trip);
  }
  return data;
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await dataDirWithGraph(net.entities);
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(backends)('POST /api/routes/route on a small network (%s)', (backend) => {
  let tiny: TinyRouteApi | undefined;
  let api: TestApi;
  let services: RouteServices;
  beforeAll(async () => {
    tiny = await startTinyRouteApi(backend, dataDir, { now: WEDNESDAY });
    ({ api, services } = tiny);
  }, 60_000);
  afterAll(() => tiny?.close());

  const post = (payload: unknown, user: 'adminA' | 'operatorA' | 'adminB' = 'operatorA') =>
    api.as(user).post('/api/routes/route', payload);

  it('answers the route of SPEC §3: trip, alternatives, plazas, stations, freight floor, token and links', async () => {
    const data = routeOf(await post(body({ fuel: { preco: 6, consumo: 2.5 } })));
    expect(data.waypoints).toEqual([
      { addr: 'Cidade Alfa', coords: net.at('a') },
      { addr: 'Cidade Beta', coords: net.at('e') },
    ]);
    expect(data.selected).toBe(0);
    expect(data.origin).toBe(
      `${net.at('a').lat.toFixed(6).replace(/0+$/, '')},${net.at('a').lng.toFixed(6).replace(/0+$/, '')}`,
    );
    expect(data.report_link).toBe(`/app/routes/report?data=${data.request_encrypted}&alt=0`);
    expect(data.config).toMatchObject({
      type_route: 'efficient',
      config_veiculo: { categoria: 'truck', eixos: 6 },
    });
    expect(services.tokens.open(data.request_encrypted!)).toEqual(data.config);
    const [first] = data.rotas;
    expect(first!.rota.trip.summary.length).toBeCloseTo(1.6, 1);
    expect(first!.pedagios.pracas.map((p) => [p.id, p.nome, p.p_index, p.tarifa, p.sentido])).toEqual([
      [BR116_PLAZA, 'Praça Teste', 0, fareTable(CAR_FARE)['6'], 'crescente'],
    ]);
    expect(first!.pedagios.pracas[0]).toMatchObject({
      codigo_antt: 'P-42',
      codigo_semparar: 'SP-7',
      concessionaria: 'AUTOPISTA TESTE',
      concessionaria_id: 'autopista-teste',
      uf: 'SP',
      uf_ibge: 35,
      cidade: 'Cidade Alfa',
      cidade_ibge: 3500001,
      km: 102.5,
      tarifas: fareTable(CAR_FARE),
      data_ultima_atualizacao: '2026-08-17',
      agrupadas: [],
      tarifa_liquida: 43.8,
      free_flow: false,
    });
    // the point-to-point gantry beside the plaza charges registered vehicles only: listed, not charged
    expect(first!.pedagios.nao_cobradas.map((p) => [p.id, p.tarifa, p.free_flow])).toEqual([
      [BR116_GANTRY, fareTable(2.3)['6'], true],
    ]);
    expect(first!.pedagios.possiveis).toEqual([]);
    expect(first!.summary.raw).toMatchObject({
      total_tolls_gross: 43.8,
      avg_axis_gross_cost: 7.3,
      axis: 6,
      plazas_without_fare: 0,
    });
    expect(first!.summary.fmt.total_tolls_gross).toBe('R$ 43,80');
    expect(first!.summary.fmt.plazas_without_fare).toBe('');
    expect(first!.balancas.map((b) => [b.nome, b.p_index])).toEqual([['PPV BR-116', 0]]);
    expect(first!.frete?.ato).toEqual({ name: 'Teste 2/2026', start: '2026-07-01', end: null, url: null });
    const km = first!.rota.trip.summary.length;
    const six = first!.frete?.pisos.find((p) => p.axles === 6);
    expect(six).toMatchObject({
      table: 'A',
      cargo_kind: 'carga_geral',
      ccd: 6.5,
      cc: 600,
      act: 'Teste 2/2026',
    });
    expect(six!.value).toBeCloseTo(km * 6.5 + 600, 2);
    expect(first!.frete?.pisos.map((p) => p.axles)).toEqual([2, 6]);
    expect(first!.combustivel).toEqual({
      preco: 6,
      consumo: 2.5,
      litros: Math.round((km / 2.5) * 100) / 100,
      total: Math.round((km / 2.5) * 6 * 100) / 100,
    });
    for (const alternative of data.rotas) expect(alternative.volta).toBeUndefined();
  });

  it.each([
    ['motorcycle', { categoria: 'motorcycle', eixos: 2 }, '0.5'],
    ['car, 2 axles', { categoria: 'auto', eixos: 2 }, '1'],
    ['car, 3 axles (trailer)', { categoria: 'auto', eixos: 3 }, '1.5'],
    ['car, 4 axles (trailer)', { categoria: 'auto', eixos: 4 }, '2'],
    ['bus, 4 axles', { categoria: 'bus', eixos: 4 }, '4'],
    ['bus, 2 axles, dual wheels', { categoria: 'bus', eixos: 2, rodagem: 'Dupla' }, '2'],
    ['truck, 2 axles, single wheels', { categoria: 'truck', eixos: 2, rodagem: 'Simples' }, '1'],
    ['truck, 2 axles, dual wheels', { categoria: 'truck', eixos: 2, rodagem: 'Dupla' }, '2'],
    ['truck, 3 axles', { categoria: 'truck', eixos: 3 }, '3'],
    ['truck, 6 axles', { categoria: 'truck', eixos: 6 }, '6'],
  ] as const)(
    'prices the plaza for a %s at the fare of multiplier %s',
    async (_name, vehicle, multiplier) => {
      const data = routeOf(await post(body({ vehicle })));
      const [plaza] = data.rotas[0]!.pedagios.pracas;
      expect(plaza!.tarifa).toBe(fareTable(CAR_FARE)[multiplier]);
      expect(data.rotas[0]!.summary.raw.axis).toBe(vehicle.eixos);
      expect(data.rotas[0]!.summary.raw.avg_axis_gross_cost).toBe(perAxleCost(plaza!.tarifa!, vehicle.eixos));
    },
  );

  it.each([
    [9, 65.7],
    [11, 80.3],
  ])('scales the 8-axle fare for a truck with %i axles (fare / 8 × axles): R$ %s', async (eixos, fare) => {
    const data = routeOf(await post(body({ vehicle: { categoria: 'truck', eixos } })));
    expect(data.rotas[0]!.pedagios.pracas[0]!.tarifa).toBe(fare);
  });

  it("uses the older tariff for a retroactive prices_from_date, today's otherwise", async () => {
    const old = routeOf(await post(body({ vehicle: { categoria: 'auto', eixos: 2 }, date: '2026-01-10' })));
    expect(old.rotas[0]!.pedagios.pracas[0]).toMatchObject({
      tarifa: OLD_CAR_FARE,
      data_ultima_atualizacao: '2025-07-01',
      tarifas: fareTable(OLD_CAR_FARE),
    });
    expect(old.rotas[0]!.frete?.ato.name).toBe('Teste 1/2026');
    const today = routeOf(await post(body({ vehicle: { categoria: 'auto', eixos: 2 } })));
    expect(today.rotas[0]!.pedagios.pracas[0]!.tarifa).toBe(CAR_FARE);
  });

  it.each([
    ['down', 6.93],
    ['up', 6.94],
    ['half-up', 6.94],
  ])(
    'gives the 5 %% tag fare rounded %s (7.30 × 0.95 = 6.935 → %s), after an admin change',
    async (rounding, tag) => {
      await api.db.update(tollPlazas).set({ tag_percent: 5, rounding }).where(eq(tollPlazas.id, BR116_PLAZA));
      api.ctx.referenceData.bump();
      try {
        const data = routeOf(await post(body({ vehicle: { categoria: 'auto', eixos: 2 } })));
        const [plaza] = data.rotas[0]!.pedagios.pracas;
        expect(plaza).toMatchObject({
          tarifa: 7.3,
          tarifa_tag: tag,
          porcentagem_tag: 5,
          tarifa_liquida: 7.3,
        });
        expect(data.rotas[0]!.summary.raw).toMatchObject({ total_tolls_tag: tag, total_tolls_net: 7.3 });
      } finally {
        await api.db
          .update(tollPlazas)
          .set({ tag_percent: 0, rounding: 'down' })
          .where(eq(tollPlazas.id, BR116_PLAZA));
        api.ctx.referenceData.bump();
      }
    },
  );

  it('charges the weekend fare in the net total when the trip starts in the weekend window', async () => {
    await api.db
      .update(tollPlazas)
      .set({ weekend_percent: 10, rounding: 'half-up' })
      .where(eq(tollPlazas.id, BR116_PLAZA));
    api.ctx.referenceData.bump();
    try {
      const weekday = routeOf(await post(body({ vehicle: { categoria: 'auto', eixos: 2 } })));
      expect(weekday.rotas[0]!.pedagios.pracas[0]).toMatchObject({
        tarifa_fim_semana: 8.03,
        porcentagem_fim_semana: 10,
      });
      expect(weekday.rotas[0]!.summary.raw).toMatchObject({
        total_tolls_weekend: 8.03,
        total_tolls_net: 7.3,
      });
      api.clock.now = SATURDAY;
      const saturday = routeOf(await post(body({ vehicle: { categoria: 'auto', eixos: 2 } })));
      expect(saturday.rotas[0]!.summary.raw).toMatchObject({ total_tolls_gross: 7.3, total_tolls_net: 8.03 });
      expect(saturday.rotas[0]!.summary.fmt.total_tolls_net).toBe('R$ 8,03');
      const dated = routeOf(
        await post(body({ vehicle: { categoria: 'auto', eixos: 2 }, date: '2026-09-02' })),
      );
      expect(dated.rotas[0]!.summary.raw.total_tolls_net).toBe(7.3);
    } finally {
      api.clock.now = WEDNESDAY;
      await api.db
        .update(tollPlazas)
        .set({ weekend_percent: 0, rounding: 'down' })
        .where(eq(tollPlazas.id, BR116_PLAZA));
      api.ctx.referenceData.bump();
    }
  });

  it('charges a vehicle registered in the point-to-point scheme the gantry instead of the plaza', async () => {
    const data = routeOf(await post(body({ pontoAPonto: true })));
    const way = data.rotas[0]!;
    expect(way.pedagios.pracas.map((p) => [p.id, p.tarifa])).toEqual([[BR116_GANTRY, fareTable(2.3)['6']]]);
    expect(way.pedagios.nao_cobradas.map((p) => p.id)).toEqual([BR116_PLAZA]);
    expect(way.summary.raw.total_tolls_gross).toBe(fareTable(2.3)['6']);
    expect(data.config).toMatchObject({ config_pedagio: { ponto_a_ponto: true } });
  });

  it('prices the way back on its own: a round trip pays the plaza both ways', async () => {
    const data = routeOf(await post(body({ volta: true })));
    for (const alternative of data.rotas) {
      expect(alternative.volta?.pedagios.pracas.map((p) => [p.id, p.sentido])).toEqual([
        [BR116_PLAZA, 'decrescente'],
      ]);
      expect(alternative.volta?.rota.trip.locations.map((l) => [l.lat, l.lon])).toEqual([
        [net.at('e').lat, net.at('e').lng],
        [net.at('a').lat, net.at('a').lng],
      ]);
    }
    const ida = data.rotas[0]!.summary.raw.total_tolls_gross;
    expect(ida + data.rotas[0]!.volta!.summary.raw.total_tolls_gross).toBe(2 * 43.8);
  });

  it('avoids the plaza when asked, by the toll-free road, and lists the stations of that road', async () => {
    const plain = routeOf(await post(body()));
    const avoided = routeOf(await post(body({ type_route: 'avoid_tolls' })));
    expect(avoided.rotas[0]!.pedagios.pracas).toEqual([]);
    expect(avoided.rotas[0]!.summary.raw.total_tolls_gross).toBe(0);
    expect(avoided.rotas[0]!.rota.trip.summary.length).toBeGreaterThan(
      plain.rotas[0]!.rota.trip.summary.length,
    );
    const streets = avoided.rotas[0]!.rota.trip.legs[0]!.maneuvers.flatMap((m) => m.street_names ?? []);
    expect(streets).toContain('SP-055');
    expect(avoided.rotas[0]!.balancas.map((b) => b.nome)).toEqual(['PPV SP-055']);
  });

  it('places plazas added by an admin on the graph and stores the placement', async () => {
    await api.db.insert(tollPlazas).values({
      id: 'antt-teste-nova',
      source: 'ANTT',
      concessionaire: 'AUTOPISTA TESTE',
      name: 'Praça Nova',
      road: 'BR-116',
      uf: 'SP',
      km: 100.5,
      ...net.between('a', 'b', 0.5, 20),
      direction: 'crescente',
    });
    api.ctx.referenceData.bump();
    try {
      const data = routeOf(await post(body()));
      expect(data.rotas[0]!.pedagios.pracas.map((p) => [p.id, p.p_index, p.tarifa])).toEqual([
        ['antt-teste-nova', 0, null],
        [BR116_PLAZA, 1, 43.8],
      ]);
      expect(data.rotas[0]!.summary.raw).toMatchObject({ total_tolls_gross: 43.8, plazas_without_fare: 1 });
      expect(data.rotas[0]!.summary.fmt.plazas_without_fare).toBe(
        '1 praça com tarifa indisponível não está incluída nos totais.',
      );
      const stored = await api.db
        .select()
        .from(tollPlazaPlacements)
        .where(eq(tollPlazaPlacements.plaza_id, 'antt-teste-nova'));
      expect(stored).toMatchObject([
        { graph_id: services.graphId, placement: { status: 'placed', charge: 'forward' } },
      ]);
      const back = routeOf(
        await post(
          body({
            waypoints: [
              { name: 'e', ...net.at('e') },
              { name: 'a', ...net.at('a') },
            ],
          }),
        ),
      );
      expect(back.rotas[0]!.pedagios.pracas.map((p) => p.id)).toEqual([BR116_PLAZA]);
    } finally {
      await api.db.delete(tollPlazas).where(eq(tollPlazas.id, 'antt-teste-nova'));
      api.ctx.referenceData.bump();
    }
  });

  it('places a plaza an admin adds off the request path: its placement is stored before any calculation', async () => {
    await post(body());
    await api.db.insert(tollPlazas).values({
      id: 'antt-teste-sem-calculo',
      source: 'ANTT',
      concessionaire: 'AUTOPISTA TESTE',
      name: 'Praça Sem Cálculo',
      road: 'BR-116',
      uf: 'SP',
      km: 101.5,
      ...net.between('b', 'c', 0.5, 20),
      direction: 'ambos',
    });
    const placementOf = async () =>
      api.db
        .select()
        .from(tollPlazaPlacements)
        .where(eq(tollPlazaPlacements.plaza_id, 'antt-teste-sem-calculo'));
    try {
      expect(await placementOf()).toEqual([]);
      api.ctx.referenceData.bump();
      await expect.poll(placementOf, { timeout: 10_000 }).toMatchObject([{ graph_id: services.graphId }]);
    } finally {
      await api.db.delete(tollPlazas).where(eq(tollPlazas.id, 'antt-teste-sem-calculo'));
      api.ctx.referenceData.bump();
    }
  });

  it('geocodes waypoints given by name: municipality names and coordinate text', async () => {
    const data = routeOf(
      await post(
        body({ waypoints: [{ name: 'cidade alfa, SP' }, { name: `${net.at('e').lat},${net.at('e').lng}` }] }),
      ),
    );
    expect(data.waypoints.map((w) => w.coords)).toEqual([net.at('a'), net.at('e')]);
    expect(data.waypoints.map((w) => w.addr)).toEqual([
      'cidade alfa, SP',
      `${net.at('e').lat},${net.at('e').lng}`,
    ]);
  });

  it('answers the route-address error (status 200) for a place it cannot find', async () => {
    const res = await post(body({ waypoints: [{ name: 'Cidade Alfa' }, { name: 'Lugar Nenhum do Norte' }] }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 200,
      message: 'Endereço não encontrado: "Lugar Nenhum do Norte".',
      data: { error_type: 'route-address', address: 'Lugar Nenhum do Norte' },
    });
    // and the API document says so: its 200 answer is the route or this question
    const doc = (await api.as(null).get(OPENAPI_PATH)).body as {
      paths: Record<
        string,
        { post: { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> } }
      >;
      components: { schemas: Record<string, JsonSchema> };
    };
    const answer = doc.paths['/api/routes/route']?.post.responses['200']?.content['application/json']?.schema;
    expect(createSchemaValidator(doc.components.schemas)(answer ?? { not: {} }, res.body)).toEqual([]);
  });

  it('answers the route-address error for a waypoint too far from any road', async () => {
    const far = { name: 'No meio do mar', lat: net.at('a').lat - 2, lng: net.at('a').lng + 3 };
    const res = await post(body({ waypoints: [{ name: 'Cidade Alfa', ...net.at('a') }, far] }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      data: { error_type: 'route-address', address: 'No meio do mar' },
    });
    expect(res.body.message).toContain('longe demais');
  });

  it('routes a waypoint whose nearest road is an island of the data from the nearest road of the network', async () => {
    const data = routeOf(
      await post(
        body({
          waypoints: [
            { name: 'a', ...net.at('a') },
            { name: 'x', ...net.at('x') },
          ],
        }),
      ),
    );
    expect(data.waypoints[1]!.coords).toEqual(net.at('x'));
    const arrival = data.rotas[0]!.rota.trip.locations[1]!;
    expect(arrival.lat).toBeGreaterThan(net.at('x').lat + 0.001);
    expect(data.rotas[0]!.rota.trip.legs[0]!.maneuvers.flatMap((m) => m.street_names ?? [])).not.toContain(
      'SP-999',
    );
  });

  it('answers 422 with one pt-BR message per invalid field', async () => {
    const res = await post({
      ...body({ vehicle: { categoria: 'truck', eixos: 20 } }),
      waypoints: [{ name: '' }],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.details)).toEqual(
      expect.arrayContaining(['waypoints', 'config_veiculo.eixos']),
    );
    const junk = await api.call('operatorA', 'POST', '/api/routes/route', { body: '{"waypoints":' });
    expect(junk.status).toBe(400);
    expect(junk.body.message).toBe('O corpo da requisição deve ser um JSON válido.');
  });

  it('answers 401 without a session and 403 without the permission route-calculate', async () => {
    expect((await api.as(null).post('/api/routes/route', body())).status).toBe(401);
    const res = await api.as('guestA').post('/api/routes/route', body());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Você não tem permissão para acessar este recurso.');
  });

  it("counts every calculation in the company's daily quota: 429 past it", async () => {
    await api.db.update(companies).set({ route_quota_per_day: 1 }).where(eq(companies.id, api.companyB));
    expect((await post(body(), 'adminB')).status).toBe(200);
    const refused = await post(body(), 'adminB');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('limite diário');
  });
});

describe('POST /api/routes/route when the engine refuses or fails (pglite)', () => {
  let api: TestApi;
  let services: RouteServices;
  let answer: () => Promise<RouteAnswer>;
  beforeAll(async () => {
    const engine: RoutingEngine = { route: () => answer(), close: async () => undefined };
    services = await createRouteServices({
      config: loadConfig({ DATA_DIR: dataDir, ROUTING_WORKERS: '1', LOG_LEVEL: 'silent' }),
      logger: createLogger('silent'),
      kmMarkers: await readKmMarkers(net.entities),
      engine,
    });
    api = await startTestApi('pglite', { DATA_DIR: dataDir }, { routeServices: services });
    await loadTinyReferenceData(api.db);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await services?.close();
  });

  it.each([
    [442, 'Não existe caminho rodoviário entre os pontos informados.'],
    [154, 'A distância entre os pontos excede o limite de 5.000 km por rota.'],
    [150, 'Informe no máximo 20 pontos por rota.'],
    [171, 'Não foi possível calcular a rota entre os pontos informados.'],
  ])('answers 422 with the engine error %i', async (code, message) => {
    answer = async () => valhallaError(code);
    const res = await api.as('operatorA').post('/api/routes/route', body());
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, statusCode: 422, message, error: { error_code: code } });
  });

  it('answers 503 when the Valhalla server gives no route, 500 without details for anything else', async () => {
    answer = async () => {
      throw new ValhallaHttpError(502, 'Valhalla answered 502 without JSON');
    };
    const down = await api.as('operatorA').post('/api/routes/route', body());
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('O serviço de rotas não respondeu. Tente novamente em instantes.');
    answer = async () => {
      throw new Error('worker crashed');
    };
    const crash = await api.as('operatorA').post('/api/routes/route', body());
    expect(crash.status).toBe(500);
    expect(JSON.stringify(crash.body)).not.toContain('worker crashed');
  });
});

describe('POST /api/routes/route without route services', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  }, 60_000);
  afterAll(() => api?.close());

  it('answers 503 with a pt-BR message', async () => {
    const res = await api.as('operatorA').post('/api/routes/route', body());
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, statusCode: 503 });
    expect(res.body.message).toContain('não está disponível');
  });
});
