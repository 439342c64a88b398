import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ValhallaHttpError, valhallaError } from '@freight/routing';
import { handleError } from '../http/error-handler.ts';
import { createLogger } from '../logging/logger.ts';
import { engineFailure, engineRefusal } from './route-calculation-error.ts';
import type { RouteCalculationError } from './route-calculation-error.ts';

/** What the app's error handler answers when a handler throws `error`. */
async function answerTo(error: Error) {
  const app = new Hono();
  app.get('/', () => {
    throw error;
  });
  app.onError(handleError(createLogger('silent')));
  const res = await app.request('/');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function timedOut(): AbortSignal {
  const controller = new AbortController();
  controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  return controller.signal;
}

function abandoned(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
}

describe('route calculation errors, as the error handler answers them', () => {
  it.each<[string, RouteCalculationError, number, string, unknown]>([
    [
      'engine refusal 442',
      engineRefusal(valhallaError(442)),
      422,
      'Não existe caminho rodoviário entre os pontos informados.',
      { error_code: 442, error: 'No path could be found for input' },
    ],
    [
      'engine refusal 154',
      engineRefusal(valhallaError(154)),
      422,
      'A distância entre os pontos excede o limite de 5.000 km por rota.',
      { error_code: 154, error: 'Path distance exceeds the max distance limit' },
    ],
    [
      'engine refusal 150',
      engineRefusal(valhallaError(150)),
      422,
      'Informe no máximo 20 pontos por rota.',
      { error_code: 150, error: 'Exceeded max locations' },
    ],
    [
      'engine refusal 171',
      engineRefusal(valhallaError(171)),
      422,
      'Não foi possível calcular a rota entre os pontos informados.',
      { error_code: 171, error: 'No suitable edges near location' },
    ],
    [
      'time limit',
      engineFailure(new Error('aborted'), timedOut())!,
      504,
      'O cálculo da rota demorou demais. Tente novamente ou reduza o número de pontos.',
      null,
    ],
    [
      'caller gone',
      engineFailure(new Error('aborted'), abandoned())!,
      503,
      'O cálculo da rota foi cancelado.',
      null,
    ],
    [
      'Valhalla server without a route',
      engineFailure(new ValhallaHttpError(502, 'Valhalla answered 502 without JSON'))!,
      503,
      'O serviço de rotas não respondeu. Tente novamente em instantes.',
      null,
    ],
  ])(
    '%s: status, pt-BR message and the engine error in the wrapper',
    async (_, error, status, message, engine) => {
      const { status: answered, body } = await answerTo(error);
      expect(answered).toBe(status);
      expect(body).toEqual({
        success: false,
        statusCode: status,
        message,
        title: 'Erro!',
        details: null,
        data: null,
        error: engine,
      });
    },
  );

  it('leaves any other engine failure to the 500 answer', async () => {
    expect(engineFailure(new Error('worker crashed'))).toBeNull();
    const { status, body } = await answerTo(new Error('worker crashed'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('worker crashed');
  });
});
