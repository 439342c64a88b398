import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatBRL, formatDistance, routeResponseSchema } from '@freight/core';
import type { RouteResponse } from '@freight/core';
import type { RouteServices } from '../route-calculation/route-services.ts';
import { startTinyRouteApi } from '../route-calculation/test-support/tiny-route-api.ts';
import type { TinyRouteApi } from '../route-calculation/test-support/tiny-route-api.ts';
import { dataDirWithGraph } from '../route-calculation/test-support/graph-dir.ts';
import { tinyRouteNetwork as net } from '../route-calculation/test-support/tiny-route-network.ts';
import { backends } from '../test-support/test-database.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { SHARED_ROUTE_TTL_MS } from './shared-routes.ts';

/** Wednesday 2026-09-02, noon in Brasília. */
const WEDNESDAY = Date.parse('2026-09-02T12:00:00-03:00');

/** A calculation from Cidade Alfa (a) to Cidade Beta (e) for a 6-axle truck. */
function body(overrides: { volta?: boolean; firstName?: string } = {}) {
  return {
    waypoints: [
      { name: overrides.firstName ?? 'Cidade Alfa', ...net.at('a') },
      { name: 'Cidade Beta', ...net.at('e') },
    ],
    type_route: 'efficient',
    mc: 'mc',
    config_rota: {
      volta: overrides.volta ?? false,
      costing: 'truck',
      costing_options: { truck: { shortest: false, toll_booth_penalty: 0, top_speed: 140 } },
      directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
    },
    config_veiculo: { categoria: 'truck', eixos: 6 },
    config_pedagio: { prices_from_date: '' },
  };
}

/** The data of a successful route answer, checked against core's schema. */
function routeOf(res: { status: number; body: { success: boolean; data: unknown } }): RouteResponse {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.body.success).toBe(true);
  return routeResponseSchema.parse(res.body.data);
}

/** A token of the same length with one character changed in the middle (a forged or mangled link). */
function tamper(token: string): string {
  const i = Math.floor(token.length / 2);
  return `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`;
}

let dataDir: string;
let widgetDir: string;
beforeAll(async () => {
  dataDir = await dataDirWithGraph(net.entities);
  widgetDir = mkdtempSync(join(tmpdir(), 'freight-widget-'));
  writeFileSync(join(widgetDir, 'freight-route-planner.js'), 'export {};\n');
}, 60_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(widgetDir, { recursive: true, force: true });
});

describe.each(backends)('shared routes: encrypted route, embed and report pages (%s)', (backend) => {
  let tiny: TinyRouteApi | undefined;
  let api: TestApi;
  let services: RouteServices;
  beforeAll(async () => {
    tiny = await startTinyRouteApi(backend, dataDir, { now: WEDNESDAY, env: { WIDGET_DIST: widgetDir } });
    ({ api, services } = tiny);
  }, 60_000);
  afterAll(() => tiny?.close());

  /** A route calculated by a logged-in operator, and its token. */
  async function calculated(overrides: Parameters<typeof body>[0] = {}) {
    const data = routeOf(await api.as('operatorA').post('/api/routes/route', body(overrides)));
    return { data, token: data.request_encrypted! };
  }

  const encrypted = (json: string) =>
    api.as(null).get(`/api/routes/encrypted?json=${encodeURIComponent(json)}`);

  describe('GET /api/routes/encrypted', () => {
    it('answers the route of the token without login, as the calculation that made it', async () => {
      const { data, token } = await calculated();
      const usedBefore = await api.ctx.fairUse.used(api.companyA);
      const shared = routeOf(await encrypted(token));
      expect(shared.rotas.length).toBe(data.rotas.length);
      expect(shared.rotas[0]!.rota.trip.summary.length).toBe(data.rotas[0]!.rota.trip.summary.length);
      expect(shared.rotas[0]!.pedagios.pracas.map((p) => p.nome)).toEqual(['Praça Teste']);
      expect(shared.rotas[0]!.summary.fmt).toEqual(data.rotas[0]!.summary.fmt);
      expect(shared.waypoints).toEqual(data.waypoints);
      expect(shared.config).toEqual(data.config);
      expect(services.tokens.open(shared.request_encrypted!)).toEqual(data.config);
      expect(await api.ctx.fairUse.used(api.companyA)).toBe(usedBefore);
    });

    it('refuses a changed, foreign or missing token with a pt-BR message', async () => {
      const { token } = await calculated();
      for (const bad of [tamper(token), token.slice(0, -4), 'nao-e-um-token', 'a'.repeat(20_000)]) {
        const res = await encrypted(bad);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: 'Link de rota inválido.' });
      }
      const missing = await api.as(null).get('/api/routes/encrypted');
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Informe a rota criptografada no parâmetro json.');
    });

    it('calculates a token once for ten minutes, however many visitors open it', async () => {
      const { token } = await calculated({ firstName: 'Origem do cache' });
      const calculate = vi.spyOn(services.calculator, 'calculate');
      try {
        const answers = await Promise.all([encrypted(token), encrypted(token), encrypted(token)]);
        for (const answer of answers) expect(answer.status).toBe(200);
        expect((await encrypted(token)).body.data).toEqual(answers[0]!.body.data);
        expect(calculate).toHaveBeenCalledTimes(1);
        api.clock.now += SHARED_ROUTE_TTL_MS + 1000;
        expect((await encrypted(token)).status).toBe(200);
        expect(calculate).toHaveBeenCalledTimes(2);
      } finally {
        calculate.mockRestore();
        api.clock.now = WEDNESDAY;
      }
    });
  });

  describe('GET /embed', () => {
    it('loads the planner element on the route of the token, read-only, framable by any site', async () => {
      const { token } = await calculated();
      const res = await api.as(null).get(`/embed?data=${encodeURIComponent(token)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = res.body as string;
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain('<title>Rota compartilhada</title>');
      expect(html).toContain('<script type="module" src="/widget/freight-route-planner.js"></script>');
      expect(html).toContain(
        `<freight-route-planner mode="view" data="${token}" style="display:block;height:100vh"></freight-route-planner>`,
      );
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(res.headers.get('content-security-policy') ?? '').not.toContain('frame-ancestors');
    });

    it('shows the planner alone without a route, and refuses a token that is not one', async () => {
      const plain = await api.as(null).get('/embed');
      expect(plain.status).toBe(200);
      expect(plain.body).toContain('<freight-route-planner style="display:block;height:100vh">');
      const { token } = await calculated();
      for (const bad of [tamper(token), '"><script>alert(1)</script>']) {
        const res = await api.as(null).get(`/embed?data=${encodeURIComponent(bad)}`);
        expect(res.status).toBe(400);
        expect(res.body).toContain('Link de rota inválido.');
        expect(res.body).not.toContain('<script>alert');
      }
    });
  });

  describe('GET /app/routes/report', () => {
    it('prints the route of the report link: waypoints, vehicle, totals in BRL, plazas, freight floor and drawing', async () => {
      const { data } = await calculated();
      const res = await api.as(null).get(data.report_link!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = res.body as string;
      const way = data.rotas[0]!;
      expect(html).toContain('<title>Relatório da rota</title>');
      expect(html).toContain('<button type="button" class="print">Imprimir</button>');
      expect(html).toContain('<script src="/app/routes/report/print.js" defer></script>');
      const script = await api.as(null).get('/app/routes/report/print.js');
      expect(script.headers.get('content-type')).toContain('text/javascript');
      expect(String(script.body)).toContain("querySelector('button.print')");
      expect(html).toMatch(/@media print \{[^}]*\}[\s\S]*\.print \{ display: none; \}/);
      expect(html).toContain('>A</span><span>Cidade Alfa</span>');
      expect(html).toContain('>B</span><span>Cidade Beta</span>');
      expect(html).toContain('data-fact="vehicle">Caminhão, 6 eixos</dd>');
      expect(html).toContain('data-fact="prices-date">02/09/2026</dd>');
      expect(html).toContain(`data-fact="distance">${formatDistance(way.rota.trip.summary.length)}</dd>`);
      const net = formatBRL(way.summary.raw.total_tolls_net);
      expect(net).toMatch(/^R\$ \d+,\d{2}$/);
      expect(html).toContain(
        `data-fact="net">${net} (por eixo: ${formatBRL(way.summary.raw.avg_axis_net_cost)})</dd>`,
      );
      expect(html).toContain('<h2>Praças de Pedágio (1)</h2>');
      expect(html).toContain('<td>Praça Teste</td>');
      expect(html).toMatch(
        /<tr class="toll-row"><td>AUTOPISTA TESTE<\/td><td>Praça Teste<\/td><td>BR-116<\/td>/,
      );
      expect(html).toContain('Piso mínimo de frete (ANTT)');
      expect(html).toContain('Tabela A');
      expect(html).toContain('class="route-line"');
      expect(html.match(/class="waypoint-marker"/g)).toHaveLength(2);
      expect(html.match(/class="plaza-marker"/g)).toHaveLength(1);
    });

    it('shows the alternative of the link, the first one when the index is out of range (more in route-report-html.test.ts)', async () => {
      const { data, token } = await calculated();
      const count = data.rotas.length;
      const last = count - 1;
      const res = await api.as(null).get(`/app/routes/report?data=${encodeURIComponent(token)}&alt=${last}`);
      expect(res.status).toBe(200);
      expect(res.body).toContain(`Rota ${count} de ${count}`);
      expect(res.body).toContain(
        `data-fact="distance">${formatDistance(data.rotas[last]!.rota.trip.summary.length)}</dd>`,
      );
      for (const alt of ['99', '-1', 'abc']) {
        const out = await api.as(null).get(`/app/routes/report?data=${encodeURIComponent(token)}&alt=${alt}`);
        expect(out.status).toBe(200);
        expect(out.body).toContain(`Rota 1 de ${count}`);
      }
    });

    it('adds the way back when the route was calculated with it', async () => {
      const { token } = await calculated({ volta: true });
      const res = await api.as(null).get(`/app/routes/report?data=${encodeURIComponent(token)}`);
      expect(res.status).toBe(200);
      expect(res.body).toContain('<h2>Retorno</h2>');
      expect(res.body).toContain('data-fact="return-net">');
    });

    it('answers a bad or missing token with a pt-BR page, status 400 and no trace', async () => {
      const { token } = await calculated();
      for (const path of [`/app/routes/report?data=${tamper(token)}&alt=0`, '/app/routes/report']) {
        const res = await api.as(null).get(path);
        expect(res.status).toBe(400);
        expect(res.headers.get('content-type')).toContain('text/html');
        expect(res.body).toContain('<h1>Link de rota inválido.</h1>');
        expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      }
    });
  });
});
