import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authSchema, PERMISSIONS } from '@freight/core';
import { users } from '../../db/schema.ts';
import { startTestApi, TEST_PASSWORD, TEST_USERS } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';

describe.each(backends)('auth on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { LOGIN_MAX_ATTEMPTS: '3', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '5' });
  }, 60_000);
  afterAll(() => api?.close());

  const login = (email: string, password: string, address = '10.0.0.1') =>
    api.call(null, 'POST', '/api/auth/login', { body: { email, password }, address });

  it('logs in with token, e-mail and settings: roles, permissions, companies with their settings', async () => {
    const res = await login(' Admin.A@teste.com.br ', TEST_PASSWORD, '10.0.0.10');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      statusCode: 200,
      message: 'Login realizado com sucesso.',
    });
    const auth = authSchema.parse(res.body.data);
    expect(auth.email).toBe(TEST_USERS.adminA.email);
    expect(auth.settings.roles).toEqual(['admin']);
    expect(auth.settings.permissions).toContain('user-create');
    expect(auth.settings.permissions).not.toContain('role-edit');
    expect(auth.settings.companies).toHaveLength(1);
    expect(auth.settings.companies[0]).toMatchObject({
      id: api.companyA,
      name: 'Transportes Alfa',
      settings: { primary_color: '#fdc941', allow_create_route: false },
      subscription_status: 'active',
    });
  });

  it('gives super-admin every permission', async () => {
    const res = await api.as('superAdmin').get('/api/auth/validate');
    expect(res.body.data.settings.roles).toEqual(['super-admin']);
    expect(res.body.data.settings.permissions).toEqual(PERMISSIONS);
  });

  it('validates a token with the same auth object, and refuses none, a bad or a tampered one', async () => {
    const token = await api.token('operatorA');
    const res = await api.call({ token }, 'GET', '/api/auth/validate');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      token,
      email: TEST_USERS.operatorA.email,
      settings: { roles: ['operator'] },
    });
    expect((await api.call(null, 'GET', '/api/auth/validate')).status).toBe(401);
    expect((await api.call({ token: 'abc' }, 'GET', '/api/auth/validate')).status).toBe(401);
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    const refused = await api.call({ token: tampered }, 'GET', '/api/auth/validate');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Sessão inválida ou expirada. Faça login novamente.',
    });
  });

  it('answers wrong credentials with 422 and the same message for an unknown e-mail', async () => {
    const wrong = await login(TEST_USERS.guestA.email, 'senha-errada', '10.0.0.2');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      message: 'E-mail ou senha inválidos.',
      details: { root: 'E-mail ou senha inválidos.' },
    });
    const unknown = await login('ninguem@teste.com.br', TEST_PASSWORD, '10.0.0.3');
    expect(unknown.body.message).toBe('E-mail ou senha inválidos.');
  });

  it('answers a login body without fields with 422 per field', async () => {
    const res = await api.call(null, 'POST', '/api/auth/login', { body: { email: '' } });
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({
      email: 'Esse campo é obrigatório',
      password: 'Esse campo é obrigatório',
    });
  });

  it('expires tokens after TOKEN_TTL_MINUTES', async () => {
    const issuedAt = api.clock.now;
    try {
      const res = await login(TEST_USERS.adminB.email, TEST_PASSWORD, '10.0.0.4');
      const token = res.body.data.token as string;
      api.clock.now = issuedAt + (api.config.TOKEN_TTL_MINUTES - 1) * 60_000;
      expect((await api.call({ token }, 'GET', '/api/auth/validate')).status).toBe(200);
      api.clock.now = issuedAt + api.config.TOKEN_TTL_MINUTES * 60_000 + 1000;
      expect((await api.call({ token }, 'GET', '/api/auth/validate')).status).toBe(401);
    } finally {
      api.clock.now = issuedAt;
    }
  });

  it('logs out: the token is refused afterwards, other sessions go on', async () => {
    const first = (await login(TEST_USERS.adminB.email, TEST_PASSWORD, '10.0.0.5')).body.data.token as string;
    const second = (await login(TEST_USERS.adminB.email, TEST_PASSWORD, '10.0.0.5')).body.data
      .token as string;
    const out = await api.call({ token: first }, 'POST', '/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Sessão encerrada.');
    expect((await api.call({ token: first }, 'GET', '/api/auth/validate')).status).toBe(401);
    expect((await api.call({ token: second }, 'GET', '/api/auth/validate')).status).toBe(200);
  });

  it('refuses the tokens of a deactivated user and their login', async () => {
    const token = await api.token('guestA');
    await api.db.update(users).set({ active: false }).where(eq(users.id, api.userIds.guestA));
    api.ctx.principals.clear();
    try {
      expect((await api.call({ token }, 'GET', '/api/auth/validate')).status).toBe(401);
      expect((await login(TEST_USERS.guestA.email, TEST_PASSWORD, '10.0.0.6')).status).toBe(422);
    } finally {
      await api.db.update(users).set({ active: true }).where(eq(users.id, api.userIds.guestA));
      api.ctx.principals.clear();
    }
  });

  it('throttles failed logins per e-mail with 429 in pt-BR, even with the right password', async () => {
    const email = TEST_USERS.operatorA.email;
    for (let i = 0; i < 3; i++) expect((await login(email, 'errada', `10.1.0.${i}`)).status).toBe(422);
    const blocked = await login(email, TEST_PASSWORD, '10.1.0.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Muitas tentativas de login\. Tente novamente em \d+ minutos?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const later = api.clock.now;
    try {
      api.clock.now = later + api.config.LOGIN_WINDOW_MINUTES * 60_000 + 1;
      expect((await login(email, TEST_PASSWORD, '10.1.0.9')).status).toBe(200);
    } finally {
      api.clock.now = later;
    }
  });

  it('throttles failed logins per address across e-mails', async () => {
    for (let i = 0; i < 5; i++) await login(`tentativa${i}@teste.com.br`, 'errada', '10.2.0.1');
    expect((await login(TEST_USERS.adminA.email, TEST_PASSWORD, '10.2.0.1')).status).toBe(429);
    expect((await login(TEST_USERS.adminA.email, TEST_PASSWORD, '10.2.0.2')).status).toBe(200);
  });
});
