import { describe, it, expect, vi } from 'vitest';
import type { RouteRequest } from '../schemas/index.ts';
import { createApiClient } from './create-api-client.ts';
import { createLatestRequest } from './latest-request.ts';
import { classifyRouteSearchResult } from './route-search-result.ts';
import { routeRequest, routeResponseWire } from './test-support/fixtures.ts';
import { createFakeServer, createMemoryStorage, deferred, json, ok } from './test-support/fake-server.ts';

const body = routeRequest;

function setup() {
  const server = createFakeServer();
  const onSubscriptionStatus = vi.fn();
  const onServerError = vi.fn();
  const api = createApiClient({
    fetch: server.fetch,
    storage: createMemoryStorage({ token: 'abc' }),
    onUnauthorized: vi.fn(),
    onSubscriptionStatus,
    onServerError,
  });
  return { server, api, onSubscriptionStatus, onServerError };
}

async function search(api: ReturnType<typeof setup>['api'], request: RouteRequest) {
  try {
    return classifyRouteSearchResult(await api.routes.calculate(request));
  } catch (error) {
    return classifyRouteSearchResult(error);
  }
}

describe('route calculation, latest request wins (SPEC §4)', () => {
  it('uses only the latest answer when answers arrive out of order', async () => {
    const { server, api, onServerError } = setup();
    const answers = [deferred<Response>(), deferred<Response>()];
    let n = 0;
    server.on('POST', '/api/routes/route', () => answers[n++]?.promise ?? Promise.reject(new Error('extra')));
    const latest = createLatestRequest();
    const first = latest.run((signal) => api.routes.calculate(body('Curitiba, PR'), { signal }));
    const second = latest.run((signal) => api.routes.calculate(body('Joinville, SC'), { signal }));
    answers[1]?.resolve(ok(routeResponseWire(520)));
    answers[0]?.resolve(ok(routeResponseWire(411.1)));
    const latestResult = await second;
    expect(latestResult.status).toBe('ok');
    if (latestResult.status !== 'ok') return;
    const outcome = classifyRouteSearchResult(latestResult.value);
    expect(outcome.kind).toBe('ok');
    if (outcome.kind === 'ok') expect(outcome.response.data.rotas[0]?.rota.trip.summary.length).toBe(520);
    expect(await first).toEqual({ status: 'superseded', requestId: 1 });
    expect(server.requests.map((r) => (r.body as RouteRequest).waypoints[1]?.name)).toEqual([
      'Curitiba, PR',
      'Joinville, SC',
    ]);
    expect(onServerError).not.toHaveBeenCalled();
  });
});

describe('route search dialogs through the fake server (SPEC §8)', () => {
  it.each([
    {
      name: 'a route address error',
      answer: () =>
        json({ success: false, statusCode: 200, data: { error_type: 'route-address', address: 'Rua X' } }),
      expected: { kind: 'ask-address', address: 'Rua X', buttons: { confirm: 'SIM', cancel: 'NÃO' } },
    },
    {
      name: 'no connection',
      answer: (): Response => {
        throw new TypeError('Failed to fetch');
      },
      expected: { kind: 'offline', message: 'Verifique sua conexão com a internet…' },
    },
    {
      name: 'a 500',
      answer: () => json({ message: 'boom' }, 500),
      expected: {
        kind: 'error',
        message: 'Ocorreu um erro inesperado. Tente novamente mais tarde ou entre em contato com o suporte.',
      },
    },
    {
      name: 'a 401',
      answer: () => json({ success: false, statusCode: 401, message: 'Sessão' }, 401),
      expected: { kind: 'invalid-login', title: 'Login Inválido' },
    },
    {
      name: 'a 423',
      answer: () => json({ success: false, statusCode: 423, message: 'Atrasada' }, 423),
      expected: { kind: 'subscription', status: 423, dialog: 'subscription-overdue' },
    },
    {
      name: 'a 200 that is not a route',
      answer: () => ok({ nada: true }),
      expected: { kind: 'error', title: 'Erro' },
    },
  ])('$name', async ({ answer, expected }) => {
    const { server, api } = setup();
    server.on('POST', '/api/routes/route', answer);
    expect(await search(api, body('Curitiba, PR'))).toMatchObject(expected);
  });
});
