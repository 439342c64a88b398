import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginToken, startServerProcess } from '@freight/bench-tools';
import type { ServerProcess } from '@freight/bench-tools';
import { callServer } from './test-support/server-process-call.ts';
import { createTestPostgresDatabase, TEST_DATABASE_URL } from './test-support/test-database.ts';
import type { TestPostgresDatabase } from './test-support/test-database.ts';

const DEMO_PASSWORD = 'demo-processos-1';
const MAX_ATTEMPTS = 4;

const login = (server: ServerProcess, email: string, password: string) =>
  callServer(server, 'POST', '/api/auth/login', undefined, { email, password });

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'freight-processes-')));
  let database: TestPostgresDatabase | undefined;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestPostgresDatabase();
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEMO_PASSWORD,
      AUTO_IMPORT: 'false',
      LOGIN_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      // long enough that only the revocation itself, never the cache's time to live, can end a session
      PRINCIPAL_CACHE_SECONDS: '300',
    };
    // one after the other: the first migrates and seeds the database
    a = await startServerProcess({ dataDir: dataDirs[0] as string, env });
    b = await startServerProcess({ dataDir: dataDirs[1] as string, env });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  let n = 0;
  /** A new operator of the demo company, created through `server`; answers its id and e-mail. */
  async function newUser(server: ServerProcess): Promise<{ id: number; email: string }> {
    const admin = await loginToken(server.url, 'admin@example.com', DEMO_PASSWORD);
    const companies = await callServer(server, 'GET', '/api/me/list/companies', admin);
    const email = `processo${++n}@example.com`;
    const res = await callServer(server, 'POST', '/api/users', admin, {
      name: `Processo ${n}`,
      email,
      password: DEMO_PASSWORD,
      roles: ['operator'],
      company_ids: [companies.body.data[0].id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.data.id as number, email };
  }

  it(`throttles failed logins spread over both processes at ${MAX_ATTEMPTS} in all, as one process does`, async () => {
    const email = 'operador@example.com';
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      expect((await login(i % 2 === 0 ? a : b, email, 'senha-errada')).status).toBe(422);
    }
    for (const server of [a, b]) {
      const blocked = await login(server, email, DEMO_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(
        /^Muitas tentativas de login\. Tente novamente em \d+ minutos?\.$/,
      );
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it("a password change on one process ends the user's session on the other at its very next call", async () => {
    const user = await newUser(a);
    const token = await loginToken(b.url, user.email, DEMO_PASSWORD);
    // B now keeps the user in memory
    expect((await callServer(b, 'GET', '/api/auth/validate', token)).status).toBe(200);
    expect((await callServer(b, 'GET', '/api/auth/validate', token)).status).toBe(200);
    const admin = await loginToken(a.url, 'admin@example.com', DEMO_PASSWORD);
    const changed = await callServer(a, 'PUT', `/api/users/${user.id}`, admin, {
      password: 'senha-nova-processos-2',
    });
    expect(changed.status).toBe(200);
    expect((await callServer(b, 'GET', '/api/auth/validate', token)).status).toBe(401);
    expect((await callServer(a, 'GET', '/api/auth/validate', token)).status).toBe(401);
  });

  it("'sair de todos os dispositivos' on one process ends every session on the other at its very next call", async () => {
    const user = await newUser(b);
    const onA = await loginToken(a.url, user.email, DEMO_PASSWORD);
    const onB = await loginToken(b.url, user.email, DEMO_PASSWORD);
    expect((await callServer(b, 'GET', '/api/auth/validate', onA)).status).toBe(200);
    expect((await callServer(b, 'GET', '/api/auth/validate', onB)).status).toBe(200);
    expect((await callServer(a, 'POST', '/api/auth/logout-all', onA)).status).toBe(200);
    expect((await callServer(b, 'GET', '/api/auth/validate', onA)).status).toBe(401);
    expect((await callServer(b, 'GET', '/api/auth/validate', onB)).status).toBe(401);
  });

  it('a logout on one process ends that session on the other at its very next call', async () => {
    const user = await newUser(a);
    const token = await loginToken(a.url, user.email, DEMO_PASSWORD);
    const other = await loginToken(a.url, user.email, DEMO_PASSWORD);
    expect((await callServer(b, 'GET', '/api/auth/validate', token)).status).toBe(200);
    expect((await callServer(a, 'POST', '/api/auth/logout', token)).status).toBe(200);
    expect((await callServer(b, 'GET', '/api/auth/validate', token)).status).toBe(401);
    expect((await callServer(b, 'GET', '/api/auth/validate', other)).status).toBe(200);
  });
});
