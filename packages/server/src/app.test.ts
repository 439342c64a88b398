import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resources } from './resources/resources.ts';
import { startTestApi } from './test-support/test-api.ts';
import type { TestApi } from './test-support/test-api.ts';

let dist: string;
let api: TestApi;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'host-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Planejador</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  api = await startTestApi('pglite', {
    APP_DIST: dist,
    CORS_ORIGINS: 'https://parceiro.com.br',
    BODY_LIMIT_KB: '1',
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('server app', () => {
  it('answers the health check in the response wrapper', async () => {
    const res = await api.as(null).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      statusCode: 200,
      data: { status: 'ok', version: '0.1.0' },
    });
  });

  it('answers an unknown API path with a pt-BR 404, never HTML', async () => {
    const res = await api.as(null).get('/api/nada');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, statusCode: 404, message: 'Recurso não encontrado.' });
  });

  it.each([
    ['/app/', 'Planejador'],
    ['/app/routes/create', 'Planejador'],
    ['/app/assets/app.js', 'console.log(1)'],
  ])('serves the host app at %s', async (path, text) => {
    const res = await api.as(null).get(path);
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain(text);
  });

  it('redirects the site root to /app/', async () => {
    const res = await api.as(null).get('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/');
  });

  it('sends security headers and a request id (the pages’ policy: http/page-security.test.ts)', async () => {
    const res = await api.as(null).get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('allows the configured origins by CORS, and only them', async () => {
    const preflight = await api.call(null, 'OPTIONS', '/api/shippers', {
      headers: { origin: 'https://parceiro.com.br', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://parceiro.com.br');
    const other = await api.call(null, 'GET', '/api/health', { headers: { origin: 'https://intruso.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over the size limit with 413 in pt-BR', async () => {
    const res = await api.call(null, 'POST', '/api/auth/login', {
      body: { email: 'a@b.com', password: 'x'.repeat(4096) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: 'O corpo da requisição é grande demais.' });
  });

  it('answers malformed JSON with 400 in pt-BR', async () => {
    const res = await api.call(null, 'POST', '/api/auth/login', { body: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ root: 'O corpo da requisição deve ser um JSON válido.' });
  });
});

describe('every endpoint is guarded', () => {
  const concrete = (path: string) => `/api${path.replaceAll(':id{[0-9]+}', '1')}`;
  const all = () => resources(api.ctx).flatMap((resource) => resource.endpoints);
  const bodyOf = (method: string) => (method === 'get' ? {} : { body: {} });

  it('declares each endpoint once', () => {
    const keys = all().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers 401 without a token on every non-public endpoint', async () => {
    for (const endpoint of all().filter((e) => e.access !== 'public')) {
      const res = await api.call(
        null,
        endpoint.method.toUpperCase(),
        concrete(endpoint.path),
        bodyOf(endpoint.method),
      );
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });

  it('answers 403 with the SPEC message on every permission-guarded endpoint to a user without permissions', async () => {
    for (const endpoint of all().filter((e) => e.access !== 'public' && e.access !== 'authenticated')) {
      const res = await api.call(
        'guestA',
        endpoint.method.toUpperCase(),
        concrete(endpoint.path),
        bodyOf(endpoint.method),
      );
      expect(res.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(res.body.message).toBe('Você não tem permissão para acessar este recurso.');
    }
  });
});
