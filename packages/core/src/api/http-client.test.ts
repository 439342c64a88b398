import { describe, it, expect, vi } from 'vitest';
import * as z from 'zod';
import { ApiError } from './api-error.ts';
import type { ApiClientOptions } from './api-client-options.ts';
import { createHttpClient } from './http-client.ts';
import { createFakeServer, createMemoryStorage, json, ok } from './test-support/fake-server.ts';

function setup(options: Partial<ApiClientOptions> = {}, stored: Record<string, string> = { token: 'abc' }) {
  const server = createFakeServer();
  const storage = createMemoryStorage(stored);
  const onUnauthorized = vi.fn();
  const onSubscriptionStatus = vi.fn();
  const onServerError = vi.fn();
  const http = createHttpClient({
    fetch: server.fetch,
    storage,
    onUnauthorized,
    onSubscriptionStatus,
    onServerError,
    ...options,
  });
  return { server, storage, http, onUnauthorized, onSubscriptionStatus, onServerError };
}

const anything = z.unknown();

describe('SPEC §8 general catalogue, resolved rows', () => {
  const rows: {
    name: string;
    answer: () => Response;
    expected: Record<string, unknown>;
    subscription?: number;
  }[] = [
    {
      name: 'a wrapper body is kept',
      answer: () => ok({ id: 1 }, 201, 'Criado'),
      expected: { success: true, statusCode: 201, message: 'Criado', data: { id: 1 } },
    },
    {
      name: 'a body without statusCode is wrapped as a success with the HTTP status',
      answer: () => json([{ id: 1 }], 200),
      expected: { success: true, statusCode: 200, message: '', title: null, data: [{ id: 1 }] },
    },
    {
      name: 'a 200 wrapper with success false is an error response',
      answer: () => json({ success: false, statusCode: 200, message: 'Falhou', data: { x: 1 } }),
      expected: { success: false, statusCode: 200, message: 'Falhou', data: { x: 1 } },
    },
    {
      name: '403 always says the user lacks permission',
      answer: () => json({ success: false, statusCode: 403, message: 'Forbidden', title: 'Erro!' }, 403),
      expected: {
        success: false,
        statusCode: 403,
        message: 'Você não tem permissão para acessar este recurso.',
        title: 'Erro!',
      },
    },
    {
      name: '404 keeps the body message',
      answer: () => json({ success: false, statusCode: 404, message: 'Placa não encontrada.' }, 404),
      expected: {
        success: false,
        statusCode: 404,
        message: 'Placa não encontrada.',
        title: null,
        data: null,
      },
    },
    {
      name: '422 keeps one pt-BR message per field',
      answer: () =>
        json(
          {
            success: false,
            statusCode: 422,
            message: 'Dados inválidos.',
            title: 'Erro!',
            details: { plate: 'Placa Inválida' },
            error: { plate: ['Placa Inválida'] },
            data: null,
          },
          422,
        ),
      expected: {
        success: false,
        statusCode: 422,
        message: 'Dados inválidos.',
        title: 'Erro!',
        details: { plate: 'Placa Inválida' },
        error: { plate: ['Placa Inválida'] },
      },
    },
    {
      name: 'a 4xx without a body falls back to the generic message',
      answer: () => new Response(null, { status: 400 }),
      expected: { success: false, statusCode: 400, message: 'Ocorreu um erro.', details: null },
    },
    ...([402, 423, 429] as const).map((status) => ({
      name: `${status} calls the subscription callback and resolves`,
      answer: () => json({ success: false, statusCode: status, message: 'Assinatura' }, status),
      expected: { success: false, statusCode: status, message: 'Assinatura' },
      subscription: status,
    })),
  ];

  it.each(rows)('$name', async ({ answer, expected, subscription }) => {
    const { server, http, onSubscriptionStatus, onServerError, onUnauthorized, storage } = setup();
    server.on('GET', '/api/thing', answer);
    const response = await http.request('/api/thing', { schema: anything });
    expect(response).toMatchObject(expected);
    if (subscription) expect(onSubscriptionStatus).toHaveBeenCalledWith(subscription);
    else expect(onSubscriptionStatus).not.toHaveBeenCalled();
    expect(onServerError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('token')).toBe('abc');
  });
});

describe('403 anywhere', () => {
  it('tells the app, which shows the SPEC message, and resolves with the error response', async () => {
    const onForbidden = vi.fn();
    const { server, http, storage } = setup({ onForbidden });
    server.on('GET', '/api/thing', () =>
      json({ success: false, statusCode: 403, message: 'Forbidden' }, 403),
    );
    const response = await http.request('/api/thing', { schema: anything });
    expect(response).toMatchObject({ success: false, statusCode: 403 });
    expect(onForbidden).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ message: 'Você não tem permissão para acessar este recurso.' }),
    );
    expect(storage.getItem('token')).toBe('abc');
  });
});

describe('SPEC §8 general catalogue, rejected rows', () => {
  const rows: {
    name: string;
    answer: () => Response;
    expected: Record<string, unknown>;
    kind: string;
  }[] = [
    {
      name: '500 with a body takes message, details, data and error from it',
      answer: () =>
        json(
          { statusCode: 500, message: 'Falha no banco.', details: 'Tente já', data: { a: 1 }, error: 'db' },
          500,
        ),
      expected: {
        success: false,
        statusCode: 500,
        message: 'Falha no banco.',
        title: 'Erro!',
        details: 'Tente já',
        data: { a: 1 },
        error: 'db',
      },
      kind: 'server',
    },
    {
      name: '502 without a JSON body gives the generic texts',
      answer: () => new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/plain' } }),
      expected: {
        success: false,
        statusCode: 502,
        message: 'Ocorreu um erro.',
        title: 'Erro!',
        details: 'Contate o suporte caso o erro persista.',
        data: null,
        error: null,
      },
      kind: 'server',
    },
    {
      name: 'status 0 (network failure) gives the generic texts',
      answer: () => {
        throw new TypeError('fetch failed');
      },
      expected: {
        success: false,
        statusCode: 0,
        message: 'Ocorreu um erro.',
        title: 'Erro!',
        details: 'Contate o suporte caso o erro persista.',
      },
      kind: 'network',
    },
  ];

  it.each(rows)('$name, logged as a server error', async ({ answer, expected, kind }) => {
    const { server, http, onServerError, onUnauthorized, storage } = setup();
    server.on('GET', '/api/thing', answer);
    const error = await http.request('/api/thing', { schema: anything }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(kind);
    expect((error as ApiError).response).toMatchObject(expected);
    expect((error as ApiError).message).toBe(expected['message']);
    expect(onServerError).toHaveBeenCalledWith(
      expect.objectContaining({
        kind,
        method: 'GET',
        path: '/api/thing',
        response: (error as ApiError).response,
      }),
    );
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('token')).toBe('abc');
  });

  it('401 removes the token, redirects to login and rejects', async () => {
    const { server, http, onUnauthorized, onServerError, storage } = setup(
      {},
      { token: 'abc', email: 'a@b.co' },
    );
    server.on('GET', '/api/thing', () =>
      json({ success: false, statusCode: 401, message: 'Token expirado.' }, 401),
    );
    const error = await http.request('/api/thing', { schema: anything }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', statusCode: 401, message: 'Token expirado.' });
    expect(storage.entries()).toEqual({ email: 'a@b.co' });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ to: 'login' });
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('401 without a body message says Login Inválido', async () => {
    const { server, http } = setup();
    server.on('GET', '/api/thing', () => new Response(null, { status: 401 }));
    await expect(http.request('/api/thing', { schema: anything })).rejects.toMatchObject({
      message: 'Login Inválido',
    });
  });
});

describe('requests', () => {
  it('sends the bearer token only when one is stored, read at each request', async () => {
    const { server, http, storage } = setup({}, {});
    server.on('GET', '/api/thing', () => ok(null));
    await http.request('/api/thing', { schema: anything });
    storage.setItem('token', 't-1');
    await http.request('/api/thing', { schema: anything });
    storage.setItem('token', 't-2');
    await http.request('/api/thing', { schema: anything });
    expect(server.requests.map((r) => r.headers.get('authorization'))).toEqual([
      null,
      'Bearer t-1',
      'Bearer t-2',
    ]);
    expect(server.requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it('sends JSON bodies and omits unset query filters', async () => {
    const { server, http } = setup({ baseURL: 'https://api.example.com' });
    server.on('POST', '/api/thing', (request) => ok(request.body, 201));
    const response = await http.request('/api/thing', {
      method: 'POST',
      body: { name: 'Rota' },
      query: { page: 2, name: '', cnpj: undefined, status: null, active: false },
      schema: z.object({ name: z.string() }),
    });
    expect(response).toMatchObject({ success: true, statusCode: 201, data: { name: 'Rota' } });
    const request = server.requests[0];
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ page: '2', active: 'false' });
  });

  it('rejects data that does not match the schema with the generic error, logged', async () => {
    const { server, http, onServerError } = setup();
    server.on('GET', '/api/thing', () => ok({ id: 'x' }));
    const error = await http
      .request('/api/thing', { schema: z.object({ id: z.number() }) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      message: 'Ocorreu um erro.',
      response: { success: false, statusCode: 200, title: 'Erro!', data: { id: 'x' } },
    });
    expect(onServerError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'invalid-response' }));
  });

  it('does not parse the data of an error response', async () => {
    const { server, http } = setup();
    server.on('GET', '/api/thing', () => json({ success: false, statusCode: 404, message: 'Não há.' }, 404));
    const response = await http.request('/api/thing', { schema: z.object({ id: z.number() }) });
    expect(response).toMatchObject({ success: false, message: 'Não há.' });
  });

  it('rejects with the abort reason, without log, when the caller aborts', async () => {
    const { server, http, onServerError } = setup();
    server.on('GET', '/api/thing', () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = http.request('/api/thing', { schema: anything, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('treats a time-out as status 0', async () => {
    const { server, http, onServerError } = setup({ timeout: 5 });
    server.on('GET', '/api/thing', () => new Promise<Response>(() => undefined));
    await expect(http.request('/api/thing', { schema: anything })).rejects.toMatchObject({
      kind: 'network',
      statusCode: 0,
      message: 'Ocorreu um erro.',
    });
    expect(onServerError).toHaveBeenCalledOnce();
  });

  it('with a time-out, still lets the caller abort', async () => {
    const { server, http, onServerError } = setup({ timeout: 10_000 });
    server.on('GET', '/api/thing', () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    controller.abort();
    await expect(
      http.request('/api/thing', { schema: anything, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(onServerError).not.toHaveBeenCalled();
  });
});

describe('download client', () => {
  it('returns the blob, the file name and the content type', async () => {
    const { server, http } = setup();
    server.on(
      'GET',
      '/api/routes/export',
      () =>
        new Response(new Blob(['id;slug\n1;Casa'], { type: 'text/csv' }), {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="rotas.csv"' },
        }),
    );
    const response = await http.download('/api/routes/export', { query: { name: 'Casa', type: '' } });
    expect(response.success).toBe(true);
    if (!response.success) return;
    expect(response.data.filename).toBe('rotas.csv');
    expect(response.data.contentType).toBe('text/csv');
    expect(await response.data.blob.text()).toBe('id;slug\n1;Casa');
    expect(server.requests[0]?.query.toString()).toBe('name=Casa');
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer abc');
  });

  it('gives an empty blob and no file name for an empty answer', async () => {
    const { server, http } = setup();
    server.on('GET', '/api/file', () => new Response(null, { status: 204 }));
    const response = await http.download('/api/file');
    expect(response).toMatchObject({
      success: true,
      statusCode: 204,
      data: { filename: null, contentType: '' },
    });
  });

  it('reads a 4xx error from a JSON blob', async () => {
    const { server, http } = setup();
    server.on(
      'GET',
      '/api/file',
      () =>
        new Response(
          new Blob([JSON.stringify({ success: false, statusCode: 404, message: 'Arquivo não existe.' })]),
          {
            status: 404,
            headers: { 'content-type': 'application/octet-stream' },
          },
        ),
    );
    expect(await http.download('/api/file')).toMatchObject({
      success: false,
      statusCode: 404,
      message: 'Arquivo não existe.',
    });
  });

  it('rejects a 500 whose blob is not JSON with the generic texts', async () => {
    const { server, http, onServerError } = setup();
    server.on('GET', '/api/file', () => new Response(new Blob(['<html>']), { status: 500 }));
    await expect(http.download('/api/file')).rejects.toMatchObject({
      kind: 'server',
      message: 'Ocorreu um erro.',
    });
    expect(onServerError).toHaveBeenCalledOnce();
  });

  it.each([
    {
      ssoLogoutUrl: 'https://sso.example.com/logout',
      redirect: { to: 'sso-logout', url: 'https://sso.example.com/logout' },
    },
    { ssoLogoutUrl: undefined, redirect: { to: 'login' } },
  ])('on 401 removes the token and redirects to $redirect.to', async ({ ssoLogoutUrl, redirect }) => {
    const { server, http, onUnauthorized, storage } = setup({ ssoLogoutUrl });
    server.on('GET', '/api/file', () => new Response(new Blob(['{"message":"Sessão"}']), { status: 401 }));
    await expect(http.download('/api/file')).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'Sessão',
    });
    expect(storage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(redirect);
  });

  it('a 401 on a JSON call goes to login even with an SSO logout address', async () => {
    const { server, http, onUnauthorized } = setup({ ssoLogoutUrl: 'https://sso.example.com/logout' });
    server.on('GET', '/api/thing', () => new Response(null, { status: 401 }));
    await expect(http.request('/api/thing', { schema: anything })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({ to: 'login' });
  });
});
