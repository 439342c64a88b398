import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, TEST_USERS, startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';

describe('what the server logs', () => {
  const lines: string[] = [];
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { LOG_LEVEL: 'debug' }, { log: (line) => lines.push(line) });
  }, 60_000);
  afterAll(() => api?.close());

  it('never holds a password, a session token or the signing secret, even with every level on', async () => {
    const login = await api.call(null, 'POST', '/api/auth/login', {
      body: { email: TEST_USERS.adminA.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = (login.body as { data: { token: string } }).data.token;
    const wrong = await api.call(null, 'POST', '/api/auth/login', {
      body: { email: TEST_USERS.adminA.email, password: 'Errada-de-proposito-9' },
    });
    expect(wrong.status).toBe(422);
    expect((await api.call({ token }, 'GET', '/api/shippers?name=segredo-na-busca')).status).toBe(200);
    expect((await api.call({ token }, 'GET', '/api/auth/validate')).status).toBe(200);
    expect((await api.call({ token: `${token}x` }, 'GET', '/api/shippers')).status).toBe(401);

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(log).toContain('"path":"/api/auth/login"');
    for (const secret of [TEST_PASSWORD, 'Errada-de-proposito-9', token, token.split('.')[2]!, api.jwtSecret])
      expect(log).not.toContain(secret);
    expect(log).not.toContain('segredo-na-busca');
  });
});
