import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';

const TOO_DEEP = 'Corpo da requisição inválido: aninhamento excessivo.';
const TOO_MANY = 'Corpo da requisição inválido: elementos demais.';
const NOT_JSON = 'O corpo da requisição deve ser um JSON válido.';
const NOT_UTF8 = 'Corpo da requisição inválido: o texto não está em UTF-8.';
const WRONG_LOGIN = 'E-mail ou senha inválidos.';
const NOT_JSON_TYPE = 'Envie o corpo da requisição em JSON (Content-Type application/json).';

const nestedArrays = (depth: number, inner = '0') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`;
const login = (extra: string) => `{"email":"ninguem@teste.com.br","password":"x",${extra}}`;

describe.each(backends)('JSON bodies on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { LOGIN_MAX_ATTEMPTS: '1000', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
  }, 60_000);
  afterAll(() => api?.close());

  it.each([
    ['10,000 nested arrays', nestedArrays(10_000)],
    ['10,000 nested objects', nestedObjects(10_000)],
    ['33 levels inside a field', login(`"extra":${nestedArrays(32)}`)],
    ['nesting that never closes', '['.repeat(50_000)],
  ])('refuses %s with 400 before reading it, without logging in', async (_name, body) => {
    const res = await api.call(null, 'POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, statusCode: 400, message: TOO_DEEP });
    expect(res.body.details).toEqual({ root: TOO_DEEP });
  });

  it('refuses deep nesting to a logged-in endpoint with the same 400', async () => {
    const res = await api.call('adminA', 'POST', '/api/shippers', { body: nestedArrays(10_000) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOO_DEEP);
  });

  it.each([
    ['an object of 10,002 members', `{${Array.from({ length: 10_002 }, () => '"a":0').join(',')}}`],
    ['20,000 small elements', login(`"extra":[${Array.from({ length: 20_000 }, () => '0').join(',')}]`)],
    ['10,001 separators', login(`"extra":[${Array.from({ length: 10_000 }, () => '0').join(',')}]`)],
  ])('refuses %s with 400 before reading it', async (_name, body) => {
    const res = await api.call(null, 'POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: TOO_MANY, details: { root: TOO_MANY } });
  });

  it('refuses deep nesting after a text ending in an escaped backslash', async () => {
    const res = await api.call(null, 'POST', '/api/auth/login', {
      body: login(`"extra":["\\\\",${nestedArrays(40)}]`),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOO_DEEP);
  });

  it.each([
    ['32 levels', login(`"extra":${nestedArrays(31)}`)],
    ['10,000 separators', login(`"extra":[${Array.from({ length: 9_999 }, () => '0').join(',')}]`)],
    ['brackets and commas inside texts', login(`"extra":"${'[,'.repeat(20_000)}\\"${'{'.repeat(5_000)}"`)],
  ])('reads %s (the limit counts structure, not text)', async (_name, body) => {
    const res = await api.call(null, 'POST', '/api/auth/login', { body });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(WRONG_LOGIN);
  });

  it.each([
    ['a cut-off body', '{"email":'],
    ['a bare word', 'email=a@b.com&password=x'],
    ['closing more than it opens', `{"email":"a@b.com"}]]]`],
  ])('answers %s with 400 in pt-BR', async (_name, body) => {
    const res = await api.call(null, 'POST', '/api/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: NOT_JSON, details: { root: NOT_JSON } });
  });

  it('answers bytes that are not UTF-8 with 400 in pt-BR', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.of(0xc3, 0x28),
      Buffer.from('","password":"x"}'),
    ]);
    const res = await api.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bytes,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: NOT_UTF8 });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers a body sent as %s with 415 in pt-BR',
    async (contentType) => {
      const res = await api.call(null, 'POST', '/api/auth/login', {
        body: login('"x":1'),
        headers: { 'content-type': contentType },
      });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ success: false, message: NOT_JSON_TYPE });
    },
  );

  it.each(['application/json; charset=utf-8', 'application/problem+json'])(
    'reads a body sent as %s',
    async (contentType) => {
      const res = await api.call(null, 'POST', '/api/auth/login', {
        body: login('"x":1'),
        headers: { 'content-type': contentType },
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(WRONG_LOGIN);
    },
  );

  it.each([
    ['an object of 5,000 keys', `{${Array.from({ length: 5_000 }, (_, i) => `"k${i}":0`).join(',')}}`],
    ['a long text', login(`"extra":"${'x'.repeat(60_000)}"`)],
    ['many small elements where a text is due', `{"email":[${'[],'.repeat(5_000)}[]],"password":"x"}`],
  ])('answers %s in pt-BR, never 500', async (_name, body) => {
    const res = await api.call(null, 'POST', '/api/auth/login', { body });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
  });

  it.each([
    ['to the login', '/api/auth/login', null],
    ['to a logged-in endpoint', '/api/shippers', 'adminA'],
  ] as const)('refuses a JSON body over 64 kB %s with 413 in pt-BR, unread', async (_name, path, who) => {
    const res = await api.call(who, 'POST', path, { body: login(`"extra":"${'x'.repeat(65_536)}"`) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, statusCode: 413 });
    expect(res.headers.get('connection')).toBe('close');
  });

  it('keeps a __proto__ key from reaching any prototype', async () => {
    const res = await api.call(null, 'POST', '/api/auth/login', {
      body: login('"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}'),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(WRONG_LOGIN);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
