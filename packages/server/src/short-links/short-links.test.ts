import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shortLinks } from '../db/schema.ts';
import { backends } from '../test-support/test-database.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { Caller, TestApi } from '../test-support/test-api.ts';

/** The request origin of the test app (`app.request` with a path). */
const ORIGIN = 'http://localhost';

const shorten = (api: TestApi, caller: Caller, redirectTo: string, category: string | number = 4) =>
  api
    .as(caller)
    .get(`/api/short-links?category_id=${category}&redirect_to=${encodeURIComponent(redirectTo)}`);

describe.each(backends)('short links (%s)', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  it('gives a logged-in user the short address of a page of this site, and it redirects there', async () => {
    const res = await shorten(api, 'guestA', `${ORIGIN}/embed?data=abc_-123`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Link gerado com sucesso.' });
    const fullUrl: string = res.body.data.full_url;
    expect(fullUrl).toMatch(/^http:\/\/localhost\/s\/[0-9A-Za-z]{7}$/);
    const followed = await api.as(null).get(new URL(fullUrl).pathname);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`${ORIGIN}/embed?data=abc_-123`);
  });

  it('gives the same link for the same target, written as a path or as an address', async () => {
    const first = await shorten(api, 'operatorA', `${ORIGIN}/embed?data=mesmo`);
    const again = await shorten(api, 'operatorA', `${ORIGIN}/embed?data=mesmo`);
    const asPath = await shorten(api, 'adminB', '/embed?data=mesmo');
    expect(again.body.data.full_url).toBe(first.body.data.full_url);
    expect(asPath.body.data.full_url).toBe(first.body.data.full_url);
    const rows = await api.db
      .select()
      .from(shortLinks)
      .where(eq(shortLinks.redirect_to, '/embed?data=mesmo'));
    expect(rows).toHaveLength(1);
    const otherTarget = await shorten(api, 'operatorA', `${ORIGIN}/embed?data=outro`);
    const otherCategory = await shorten(api, 'operatorA', `${ORIGIN}/embed?data=mesmo`, 5);
    expect(otherTarget.body.data.full_url).not.toBe(first.body.data.full_url);
    expect(otherCategory.body.data.full_url).not.toBe(first.body.data.full_url);
  });

  it('gives one link to concurrent requests for the same target', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shorten(api, 'operatorA', '/app/routes/report?data=junto&alt=1')),
    );
    expect(new Set(answers.map((a) => a.body.data.full_url)).size).toBe(1);
  });

  it.each([
    'https://outro.example.com/embed?data=x',
    '//outro.example.com/embed',
    '/\\outro.example.com/embed',
    'http://localhost.outro.example.com/embed',
    'http://usuario@outro.example.com/',
    'javascript:alert(1)',
    'embed?data=x',
  ])('refuses to point at %s (no open redirect)', async (target) => {
    const res = await shorten(api, 'operatorA', target);
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({ redirect_to: 'O link precisa apontar para uma página deste site.' });
  });

  it.each([
    ['0', 'category_id'],
    ['-4', 'category_id'],
    ['4.5', 'category_id'],
    ['abc', 'category_id'],
  ])('refuses category_id=%s with a pt-BR message per field', async (category, field) => {
    const res = await shorten(api, 'operatorA', '/embed', category);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.details)).toEqual([field]);
  });

  it('refuses a missing or too long target', async () => {
    const missing = await api.as('operatorA').get('/api/short-links?category_id=4');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.details)).toEqual(['redirect_to']);
    const long = await shorten(api, 'operatorA', `/embed?data=${'x'.repeat(9000)}`);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.details)).toEqual(['redirect_to']);
  });

  it('needs a login: 401 without a token', async () => {
    const res = await shorten(api, null, '/embed?data=x');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sessão inválida ou expirada. Faça login novamente.');
  });

  it.each(['naoexiste', 'abc', '..%2F..%2Fetc'])(
    'answers an unknown code %s with a pt-BR page, 404',
    async (code) => {
      const res = await api.as(null).get(`/s/${code}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.body).toContain('<h1>Link não encontrado.</h1>');
      expect(res.body).toContain('<html lang="pt-BR">');
    },
  );

  it('is in the OpenAPI document with the encrypted route', async () => {
    const doc = (await api.as(null).get('/api/openapi.json')).body;
    expect(doc.paths['/api/short-links'].get['x-access']).toBe('authenticated');
    expect(doc.paths['/api/short-links'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'category_id',
      'redirect_to',
    ]);
    expect(doc.paths['/api/routes/encrypted'].get['x-access']).toBe('public');
  });
});

describe('short links with PUBLIC_URL (pglite)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { PUBLIC_URL: 'https://frete.example.com/' });
  }, 60_000);
  afterAll(() => api?.close());

  it('builds links on the public address and accepts only targets on it', async () => {
    const res = await shorten(api, 'operatorA', 'https://frete.example.com/embed?data=abc');
    expect(res.status).toBe(200);
    const fullUrl: string = res.body.data.full_url;
    expect(fullUrl).toMatch(/^https:\/\/frete\.example\.com\/s\/[0-9A-Za-z]{7}$/);
    const followed = await api.as(null).get(new URL(fullUrl).pathname);
    expect(followed.headers.get('location')).toBe('https://frete.example.com/embed?data=abc');
    expect((await shorten(api, 'operatorA', `${ORIGIN}/embed?data=abc`)).status).toBe(422);
  });
});
