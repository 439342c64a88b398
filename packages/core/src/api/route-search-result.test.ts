import { describe, it, expect } from 'vitest';
import { ApiError } from './api-error.ts';
import type { ApiFailure } from './api-response.ts';
import { classifyRouteSearchResult } from './route-search-result.ts';

function failure(statusCode: number, fields: Partial<ApiFailure> = {}): ApiFailure {
  return {
    success: false,
    statusCode,
    message: '',
    title: null,
    details: null,
    data: null,
    error: null,
    ...fields,
  };
}

const unexpected = {
  kind: 'error',
  title: 'Erro',
  message: 'Ocorreu um erro inesperado. Tente novamente mais tarde ou entre em contato com o suporte.',
};

describe('classifyRouteSearchResult (SPEC §8 route search dialogs)', () => {
  const rows: { name: string; result: unknown; expected: Record<string, unknown> }[] = [
    {
      name: 'a success is ok',
      result: {
        success: true,
        statusCode: 200,
        message: '',
        title: null,
        details: null,
        data: { rotas: [] },
        error: null,
      },
      expected: { kind: 'ok', response: { data: { rotas: [] } } },
    },
    {
      name: 'a body without success field is unexpected',
      result: { statusCode: 200, data: {} },
      expected: unexpected,
    },
    {
      name: 'a thrown TypeError is unexpected',
      result: new TypeError('x is undefined'),
      expected: unexpected,
    },
    { name: 'undefined is unexpected', result: undefined, expected: unexpected },
    {
      name: 'status 0 is no connection',
      result: new ApiError('network', failure(0, { message: 'Ocorreu um erro.' })),
      expected: { kind: 'offline', title: 'Sem conexão', message: 'Verifique sua conexão com a internet…' },
    },
    {
      name: '500 is the generic unexpected error',
      result: new ApiError('server', failure(500, { message: 'Ocorreu um erro.' })),
      expected: unexpected,
    },
    {
      name: 'data not matching the route response is unexpected',
      result: new ApiError('invalid-response', failure(200, { message: 'Ocorreu um erro.' })),
      expected: unexpected,
    },
    {
      name: '401 is Login Inválido',
      result: new ApiError('unauthorized', failure(401, { message: 'Token inválido' })),
      expected: { kind: 'invalid-login', title: 'Login Inválido' },
    },
    ...(
      [
        [402, 'subscribe'],
        [423, 'subscription-overdue'],
        [429, 'fair-use'],
      ] as const
    ).map(([status, dialog]) => ({
      name: `${status} opens ${dialog}`,
      result: failure(status, { message: 'Assinatura' }),
      expected: { kind: 'subscription', status, dialog },
    })),
    {
      name: 'status 200 with a route address error asks for the address',
      result: failure(200, { data: { error_type: 'route-address', address: 'Rua Sem Fim, 10' } }),
      expected: {
        kind: 'ask-address',
        address: 'Rua Sem Fim, 10',
        message:
          'Não encontramos o endereço "Rua Sem Fim, 10". Deseja informar a localização desse endereço?',
        buttons: { confirm: 'SIM', cancel: 'NÃO' },
      },
    },
    {
      name: 'a route address error without address text still asks',
      result: failure(200, { data: { error_type: 'route-address' } }),
      expected: { kind: 'ask-address', address: '' },
    },
    {
      name: 'a route address marker on a 404 is a plain error',
      result: failure(404, { message: 'Não achei', data: { error_type: 'route-address', address: 'X' } }),
      expected: { kind: 'error', title: 'Erro', message: 'Não achei' },
    },
    {
      name: 'another 200 failure shows the server message',
      result: failure(200, { message: 'Rota inválida.', data: { error_type: 'other' } }),
      expected: { kind: 'error', title: 'Erro', message: 'Rota inválida.' },
    },
    {
      name: 'a 422 without message is unexpected',
      result: failure(422, { data: 'x' }),
      expected: unexpected,
    },
    {
      name: 'an abort (a newer search) shows nothing',
      result: new DOMException('aborted', 'AbortError'),
      expected: { kind: 'aborted' },
    },
  ];

  it.each(rows)('$name', ({ result, expected }) => {
    expect(classifyRouteSearchResult(result)).toMatchObject(expected);
  });
});
