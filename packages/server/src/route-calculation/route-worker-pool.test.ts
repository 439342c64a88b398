import { readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { routeRequestSchema, routeResponseSchema } from '@freight/core';
import { EmbeddedRouter, RoutingGraph, loadGraph } from '@freight/routing';
import type { RouteQuery } from '@freight/routing';
import { loadConfig } from '../config.ts';
import { tollPlazas } from '../db/schema.ts';
import { createLogger } from '../logging/logger.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { readKmMarkers } from '../tolls/index.ts';
import { ROUTE_MESSAGES } from './route-messages.ts';
import type { RouteJob, RouteJobOutcome } from './route-job.ts';
import { createRouteServices } from './route-services.ts';
import type { RouteServices } from './route-services.ts';
import { dataDirWithGraph } from './test-support/graph-dir.ts';
import {
  BR116_PLAZA,
  loadTinyReferenceData,
  tinyRouteNetwork as net,
} from './test-support/tiny-route-network.ts';

/** Wednesday 2026-09-02, noon in Brasília. */
const WEDNESDAY = Date.parse('2026-09-02T12:00:00-03:00');

/** A worker that crashes, stalls or refuses by the name of the first waypoint (see the entry). */
const FAULTY_WORKER = new URL('./test-support/faulty-route-worker-entry.mjs', import.meta.url);

/** A calculation body for a car from `from` (at a) to Cidade Beta (e). */
function body(from = 'Cidade Alfa') {
  return {
    waypoints: [
      { name: from, ...net.at('a') },
      { name: 'Cidade Beta', ...net.at('e') },
    ],
    type_route: 'efficient',
    config_rota: {
      volta: false,
      costing: 'auto',
      costing_options: { auto: { shortest: false, toll_booth_penalty: 0, top_speed: 140 } },
    },
    config_veiculo: { categoria: 'auto', eixos: 2 },
    config_pedagio: { prices_from_date: '' },
  };
}

/** The job of {@link body} as the HTTP thread prepares it. */
function job(from = 'Cidade Alfa'): RouteJob {
  const request = routeRequestSchema.parse(body(from));
  const waypoints = request.waypoints.map((w) => ({ addr: w.name, lat: w.lat!, lng: w.lng! }));
  return {
    request,
    waypoints,
    anchored: waypoints,
    pricing: {
      date: '2026-09-02',
      isWeekend: false,
      hasTag: false,
      vehicle: { category: 'auto', axis: 2 },
      axis: 2,
    },
  };
}

/** The tag fare of the first plaza of a job's route (0 without a tag discount). */
function tagFare(outcome: RouteJobOutcome): number | undefined {
  if (outcome.kind !== 'route') throw new Error(outcome.message);
  const data = JSON.parse(Buffer.from(outcome.json).toString('utf8'));
  return routeResponseSchema.parse(data).rotas[0]!.pedagios.pracas[0]!.tarifa_tag;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still busy'>((resolve) => setTimeout(() => resolve('still busy'), ms).unref()),
  ]);

describe('route worker pool (one worker)', () => {
  let dataDir: string;
  let api: TestApi;
  let services: RouteServices;
  beforeAll(async () => {
    dataDir = await dataDirWithGraph(net.entities);
    services = await createRouteServices({
      config: loadConfig({ DATA_DIR: dataDir, ROUTING_WORKERS: '1', LOG_LEVEL: 'silent' }),
      logger: createLogger('silent'),
      kmMarkers: await readKmMarkers(net.entities),
      workerEntry: FAULTY_WORKER,
    });
    api = await startTestApi('pglite', { DATA_DIR: dataDir }, { routeServices: services });
    api.clock.now = WEDNESDAY;
    await loadTinyReferenceData(api.db);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await services?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const setTagPercent = async (percent: number) => {
    await api.db.update(tollPlazas).set({ tag_percent: percent }).where(eq(tollPlazas.id, BR116_PLAZA));
    api.ctx.referenceData.bump();
    return services.referenceData(api.ctx);
  };

  it('answers each job from the reference rows it started with, across reference-data changes', async () => {
    try {
      const none = await setTagPercent(0);
      const five = await setTagPercent(5);
      const calculate = (reference: typeof none) => services.calculator.calculate(job(), reference);
      // in flight together on the one worker: the older rows stay while a job still needs them
      expect((await Promise.all([calculate(none), calculate(five), calculate(none)])).map(tagFare)).toEqual([
        0, 6.93, 0,
      ]);
      // a newer version replaces the rows the worker holds; an older one is sent again when a job needs it
      const ten = await setTagPercent(10);
      expect(tagFare(await calculate(ten))).toBe(6.57);
      expect(tagFare(await calculate(none))).toBe(0);
      expect(tagFare(await calculate(five))).toBe(6.93);
      expect(tagFare(await calculate(ten))).toBe(6.57);
    } finally {
      await setTagPercent(0);
    }
  });

  it('stops the routing of an aborted job, and the worker answers the next job at once', async () => {
    const reference = await services.referenceData(api.ctx);
    const controller = new AbortController();
    const stalled = services.calculator.calculate(job('demora'), reference, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(stalled).rejects.toMatchObject({ name: 'AbortError' });
    // the single worker answers only once it has dropped the stalled job: a liveness check, not a timing
    expect(await within(services.calculator.calculate(job(), reference), 25_000)).toMatchObject({
      kind: 'route',
    });
  });

  it('answers an engine refusal made in the worker with 422 and the engine error', async () => {
    const res = await api.as('operatorA').post('/api/routes/route', body('sem-caminho'));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Não existe caminho rodoviário entre os pontos informados.',
      error: { error_code: 442 },
    });
  });

  it('answers 503 with a pt-BR message when the worker crashes, and a new worker takes the next job', async () => {
    const crash = await api.as('operatorA').post('/api/routes/route', body('falha'));
    expect(crash.status).toBe(503);
    expect(crash.body).toMatchObject({
      success: false,
      statusCode: 503,
      message: ROUTE_MESSAGES.workerFailed,
    });
    const next = await api.as('operatorA').post('/api/routes/route', body());
    expect(next.status).toBe(200);
    expect(routeResponseSchema.parse(next.body.data).rotas[0]!.pedagios.pracas[0]!.id).toBe(BR116_PLAZA);
  });
});

describe('route workers on a Valhalla server (ROUTING_ENGINE=valhalla)', () => {
  let dataDir: string;
  let api: TestApi;
  let services: RouteServices;
  let valhalla: Server;
  const received: string[] = [];
  /** Requests the fake server is holding (first waypoint `demora`), resolved when their client leaves. */
  const held: Promise<void>[] = [];
  beforeAll(async () => {
    dataDir = await dataDirWithGraph(net.entities);
    // a fake Valhalla server: answers from an embedded router over the same graph, or never (`demora`)
    const router = new EmbeddedRouter(new RoutingGraph(loadGraph(join(dataDir, 'graph'))));
    valhalla = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        const query = JSON.parse(text) as RouteQuery;
        received.push(query.locations[0]!.name ?? '');
        if (query.locations[0]!.name === 'demora') {
          held.push(new Promise((resolve) => res.on('close', () => resolve())));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(router.route(query)));
      });
    });
    await new Promise<void>((resolve) => valhalla.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(valhalla.address() as AddressInfo).port}`;
    services = await createRouteServices({
      config: loadConfig({
        DATA_DIR: dataDir,
        ROUTING_ENGINE: 'valhalla',
        VALHALLA_URL: url,
        ROUTING_WORKERS: '1',
        LOG_LEVEL: 'silent',
      }),
      logger: createLogger('silent'),
      kmMarkers: await readKmMarkers(net.entities),
    });
    api = await startTestApi('pglite', { DATA_DIR: dataDir }, { routeServices: services });
    api.clock.now = WEDNESDAY;
    await loadTinyReferenceData(api.db);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await services?.close();
    await new Promise((resolve) => valhalla?.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('routes on the Valhalla server and prices the way in the worker', async () => {
    const res = await api.as('operatorA').post('/api/routes/route', body());
    expect(res.status).toBe(200);
    expect(routeResponseSchema.parse(res.body.data).rotas[0]!.pedagios.pracas[0]!.id).toBe(BR116_PLAZA);
    expect(received).toContain('Cidade Alfa');
  });

  it("aborts the worker's request to the Valhalla server when the job is aborted", async () => {
    const reference = await services.referenceData(api.ctx);
    const controller = new AbortController();
    const waiting = services.calculator.calculate(job('demora'), reference, controller.signal);
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(await within(held[0]!, 25_000)).toBeUndefined();
    expect(await services.calculator.calculate(job(), reference)).toMatchObject({ kind: 'route' });
  });
});

/** Threads of this process (Linux). */
const threadCount = () => readdirSync('/proc/self/task').length;

describe('closing the route services', () => {
  it('ends every route worker thread', async () => {
    const dataDir = await dataDirWithGraph(net.entities);
    const api = await startTestApi('pglite', { DATA_DIR: dataDir });
    try {
      await loadTinyReferenceData(api.db);
      const before = threadCount();
      const services = await createRouteServices({
        config: loadConfig({ DATA_DIR: dataDir, ROUTING_WORKERS: '3', LOG_LEVEL: 'silent' }),
        logger: createLogger('silent'),
        kmMarkers: await readKmMarkers(net.entities),
      });
      const reference = await services.referenceData(api.ctx);
      expect(await services.calculator.calculate(job(), reference)).toMatchObject({ kind: 'route' });
      const running = threadCount();
      await services.close();
      expect(running - before).toBeGreaterThanOrEqual(3);
      expect(threadCount()).toBeLessThanOrEqual(before);
      await expect(services.calculator.calculate(job(), reference)).rejects.toThrow('closed');
    } finally {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
