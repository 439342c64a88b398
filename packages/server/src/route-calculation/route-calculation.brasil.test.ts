import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeResponseSchema, valhallaTripSchema } from '@freight/core';
import type { RouteResponse } from '@freight/core';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logging/logger.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { sharedDataDir } from '../tolls/test-support/shared-data.ts';
import { createRouteServices } from './route-services.ts';
import type { RouteServices } from './route-services.ts';
import { dataDirWithGraph } from './test-support/graph-dir.ts';
import { loadSharedReferenceData } from './test-support/shared-reference-data.ts';

const SAO_PAULO = { name: 'São Paulo, SP (Praça da Sé)', lat: -23.5503, lng: -46.6339 };
const CURITIBA = { name: 'Curitiba, PR', lat: -25.4284, lng: -49.2733 };
const RIO = { name: 'Rio de Janeiro, RJ', lat: -22.9068, lng: -43.1729 };

/** The Régis Bittencourt (BR-116) plazas from São Paulo southwards, each R$ 25,80 for 6 axles (tarifas.csv, 2026-08-17). */
const REGIS = [
  ['antt-autopista-regis-bittencourt-sao-lourenco-da-serra', 'São Lourenço da Serra', 298.8],
  ['antt-autopista-regis-bittencourt-miracatu', 'Miracatu', 370.4],
  ['antt-autopista-regis-bittencourt-juquia', 'Juquiá', 426.6],
  ['antt-autopista-regis-bittencourt-cajati', 'Cajati', 485.7],
  ['antt-autopista-regis-bittencourt-barra-do-turvo', 'Barra do Turvo', 542.9],
  ['antt-autopista-regis-bittencourt-campina-grande-do-sul', 'Campina Grande do Sul', 57.1],
] as const;
const REGIS_6_AXLES = 25.8;

/** Wednesday 2026-09-02, noon in Brasília: ANTT tables of 2026-08-17, freight act 6.084/2026. */
const WEDNESDAY = Date.parse('2026-09-02T12:00:00-03:00');

function body(
  waypoints: unknown[],
  options: { volta?: boolean; type_route?: 'efficient' | 'avoid_tolls'; eixos?: number } = {},
) {
  return {
    waypoints,
    type_route: options.type_route ?? 'efficient',
    config_rota: {
      volta: options.volta ?? false,
      costing: 'truck',
      costing_options: {
        truck: {
          shortest: false,
          toll_booth_penalty: options.type_route === 'avoid_tolls' ? 1000 : 0,
          top_speed: 140,
        },
      },
    },
    config_veiculo: { categoria: 'truck', eixos: options.eixos ?? 6 },
    config_pedagio: { prices_from_date: '' },
  };
}

function routeOf(res: { status: number; body: { data: unknown } }): RouteResponse {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  const data = routeResponseSchema.parse(res.body.data);
  for (const alternative of data.rotas) {
    valhallaTripSchema.parse(alternative.rota.trip);
    if (alternative.volta) valhallaTripSchema.parse(alternative.volta.rota.trip);
  }
  return data;
}

const onBr116 = (pracas: RouteResponse['rotas'][number]['pedagios']['pracas']) =>
  pracas.filter((p) => p.rodovia === 'BR-116').map((p) => [p.id, p.nome, p.km, p.tarifa, p.sentido]);

describe('POST /api/routes/route on brasil-rodovias.osm.pbf with the shared reference data (pglite)', () => {
  let dataDir: string;
  let services: RouteServices;
  let api: TestApi;
  beforeAll(async () => {
    dataDir = await dataDirWithGraph(
      join(sharedDataDir(), 'osm', 'brasil-rodovias.osm.pbf'),
      ['truck'],
      1000,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATA_SOURCE_DIR: sharedDataDir(),
      ROUTING_WORKERS: '2',
      LOG_LEVEL: 'silent',
    });
    services = await createRouteServices({ config, logger: createLogger('silent') });
    api = await startTestApi('pglite', { DATA_DIR: dataDir }, { routeServices: services });
    api.clock.now = WEDNESDAY;
    await loadSharedReferenceData(api.db);
  }, 180_000);
  afterAll(async () => {
    await api?.close();
    await services?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('charges a 6-axle truck from São Paulo to Curitiba the Régis Bittencourt plazas in order, at their fares', async () => {
    const data = routeOf(await api.as('operatorA').post('/api/routes/route', body([SAO_PAULO, CURITIBA])));
    const [best] = data.rotas;
    expect(best!.rota.trip.summary.length).toBeGreaterThan(380);
    expect(best!.rota.trip.summary.length).toBeLessThan(440);
    expect(onBr116(best!.pedagios.pracas)).toEqual(
      REGIS.map(([id, nome, km]) => [id, nome, km, REGIS_6_AXLES, 'crescente']),
    );
    expect(best!.pedagios.pracas.map((p) => p.p_index)).toEqual(best!.pedagios.pracas.map((_p, i) => i));
    const gross = best!.pedagios.pracas.reduce((sum, p) => sum + (p.tarifa ?? 0), 0);
    expect(best!.summary.raw.total_tolls_gross).toBeCloseTo(gross, 2);
    expect(best!.summary.raw.total_tolls_gross).toBeGreaterThanOrEqual(6 * REGIS_6_AXLES);
    // the Rodoanel Oeste ramp plazas the route passes are possible, not charged
    const possible = best!.pedagios.possiveis;
    expect(possible.length).toBeGreaterThan(0);
    expect(possible.every((p) => p.rodovia === 'SP-021')).toBe(true);
    expect(data.rotas.length).toBeGreaterThanOrEqual(2);
  });

  it('pays the Régis Bittencourt plazas both ways on a round trip', async () => {
    const data = routeOf(
      await api.as('operatorA').post('/api/routes/route', body([SAO_PAULO, CURITIBA], { volta: true })),
    );
    const volta = data.rotas[0]!.volta!;
    expect(onBr116(volta.pedagios.pracas)).toEqual(
      [...REGIS].reverse().map(([id, nome, km]) => [id, nome, km, REGIS_6_AXLES, 'decrescente']),
    );
    const both = [...data.rotas[0]!.pedagios.pracas, ...volta.pedagios.pracas].filter(
      (p) => p.rodovia === 'BR-116',
    );
    expect(both.reduce((sum, p) => sum + (p.tarifa ?? 0), 0)).toBeCloseTo(2 * 6 * REGIS_6_AXLES, 2);
    for (const alternative of data.rotas) expect(alternative.volta).toEqual(volta);
  });

  it('charges a 6-axle truck from São Paulo to Rio de Janeiro every Dutra plaza it passes, honestly', async () => {
    const data = routeOf(await api.as('operatorA').post('/api/routes/route', body([SAO_PAULO, RIO])));
    const { pedagios, summary } = data.rotas[0]!;
    const listed = pedagios.pracas.map((p) => `${p.id} ${p.tarifa}`);
    // every conventional plaza (booths, not free-flow gantries) is priced for the truck
    const conventional = pedagios.pracas.filter((p) => !p.free_flow);
    expect(conventional.length, listed.join('\n')).toBeGreaterThanOrEqual(5);
    for (const plaza of conventional) expect(plaza.tarifa, plaza.id).toBeGreaterThan(0);
    const dutra = conventional.filter((p) => p.id.startsWith('antt-riosp-')).map((p) => p.id);
    expect(dutra).toEqual(
      expect.arrayContaining([
        'antt-riosp-guararema-norte',
        'antt-riosp-jacarei-norte',
        'antt-riosp-moreira-cesar-norte',
        'antt-riosp-itatiaia-norte',
      ]),
    );
    // the Guarulhos free-flow gantries charge by distance, which the data cannot price
    const guarulhos = pedagios.pracas.filter(
      (p) => p.free_flow && p.id.startsWith('antt-riosp-free-flow-pfe'),
    );
    expect(guarulhos.length, listed.join('\n')).toBeGreaterThan(0);
    for (const gantry of guarulhos) expect(gantry.tarifa, gantry.id).toBeNull();
    // a group is charged once: Viúva Graça P04 or its access booth P05, Arujá Norte or Arujá Rodoanel
    const count = (ids: string[]) => pedagios.pracas.filter((p) => ids.includes(p.id)).length;
    expect(
      count(['antt-ecovias-rio-minas-p04-viuva-graca', 'antt-ecovias-rio-minas-p05-viuva-graca-b']),
    ).toBe(1);
    expect(count(['antt-riosp-aruja-norte', 'antt-riosp-aruja-rodoanel'])).toBe(1);
    // totals: the sum of the listed fares; the unpriced ones counted, not summed as R$ 0,00
    const priced = pedagios.pracas.filter((p) => p.tarifa !== null);
    const cents = priced.reduce((sum, p) => sum + Math.round(p.tarifa! * 100), 0);
    expect(Math.round(summary.raw.total_tolls_gross * 100)).toBe(cents);
    expect(summary.raw.plazas_without_fare).toBe(pedagios.pracas.length - priced.length);
    expect(summary.fmt.plazas_without_fare).toMatch(
      /^\d+ praças? com tarifa indisponível não (está|estão) incluídas? nos totais\.$/,
    );
    // the concessions of the route give 5 % off with a tag (descontos_praca.csv)
    expect(summary.raw.total_tolls_tag).toBeLessThan(summary.raw.total_tolls_gross);
  });

  it('avoids tolls: a route with fewer plazas, none of the Régis Bittencourt ones it can go around', async () => {
    const plain = routeOf(await api.as('operatorA').post('/api/routes/route', body([SAO_PAULO, CURITIBA])));
    const avoided = routeOf(
      await api
        .as('operatorA')
        .post('/api/routes/route', body([SAO_PAULO, CURITIBA], { type_route: 'avoid_tolls' })),
    );
    const paid = (data: RouteResponse) => data.rotas[0]!.pedagios.pracas.length;
    expect(paid(avoided)).toBeLessThan(paid(plain));
    expect(avoided.rotas[0]!.summary.raw.total_tolls_gross).toBeLessThan(
      plain.rotas[0]!.summary.raw.total_tolls_gross,
    );
  });

  it('gives the ANTT floor of the distance: km × CCD + CC of the act in force (6.084/2026, Table A)', async () => {
    const data = routeOf(await api.as('operatorA').post('/api/routes/route', body([SAO_PAULO, CURITIBA])));
    const way = data.rotas[0]!;
    const km = way.rota.trip.summary.length;
    expect(way.frete?.ato).toMatchObject({ name: '6.084/2026', start: '2026-07-17', end: null });
    const general = way.frete!.pisos.find(
      (p) => p.table === 'A' && p.cargo_kind === 'carga_geral' && p.axles === 6,
    );
    expect(general).toMatchObject({ ccd: 7.3547, cc: 671.93, act: '6.084/2026' });
    expect(general!.value).toBeCloseTo(km * 7.3547 + 671.93, 1);
    const tables = new Set(way.frete!.pisos.map((p) => p.table));
    expect([...tables]).toEqual(['A', 'B', 'C', 'D']);
  });

  it('geocodes municipality names and answers the route-address error for an unknown place', async () => {
    const named = routeOf(
      await api
        .as('operatorA')
        .post('/api/routes/route', body([{ name: 'São Paulo - SP' }, { name: 'curitiba, pr' }])),
    );
    expect(named.waypoints.map((w) => w.coords)).toEqual([
      { lat: -23.5329, lng: -46.6395 },
      { lat: -25.4195, lng: -49.2646 },
    ]);
    const res = await api
      .as('operatorA')
      .post('/api/routes/route', body([SAO_PAULO, { name: 'Xique-Xique do Sul, SP' }]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      data: { error_type: 'route-address', address: 'Xique-Xique do Sul, SP' },
    });
  });
});
