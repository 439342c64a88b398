import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';

const PASSWORD = 'senha-forte-1';

describe.each(backends)('ending sessions on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  let n = 0;
  /** A new operator of company A; answers its id and e-mail. */
  async function newUser(extra: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
    n += 1;
    const email = `sessao${n}@teste.com.br`;
    const res = await api.as('adminA').post('/api/users', {
      name: `Sessão ${n}`,
      email,
      password: PASSWORD,
      roles: ['operator'],
      company_ids: [api.companyA],
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body.data.id as number, email };
  }

  async function login(email: string, password = PASSWORD): Promise<string> {
    const res = await api.call(null, 'POST', '/api/auth/login', {
      body: { email, password },
      address: '10.7.0.1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.token as string;
  }

  const validate = async (token: string) => (await api.call({ token }, 'GET', '/api/auth/validate')).status;

  it('a password change ends every session of the user at once; the new password opens a new one', async () => {
    const user = await newUser();
    const phone = await login(user.email);
    const laptop = await login(user.email);
    expect(await validate(phone)).toBe(200);
    const other = await login((await newUser()).email);

    const changed = await api.as('adminA').put(`/api/users/${user.id}`, { password: 'senha-nova-22' });
    expect(changed.status).toBe(200);

    expect(await validate(phone)).toBe(401);
    expect(await validate(laptop)).toBe(401);
    expect(await validate(other)).toBe(200);
    const fresh = await login(user.email, 'senha-nova-22');
    expect(await validate(fresh)).toBe(200);
  });

  it('an edit that keeps the password and the access keeps the sessions', async () => {
    const user = await newUser();
    const token = await login(user.email);
    await api.as('adminA').put(`/api/users/${user.id}`, { name: 'Outro nome', roles: ['operator', 'admin'] });
    const res = await api.call({ token }, 'GET', '/api/auth/validate');
    expect(res.status).toBe(200);
    expect(res.body.data.settings.roles).toEqual(['admin', 'operator']);
  });

  it.each([
    ['removing a role', { roles: [] }],
    ['removing a company', { company_ids: [] }],
    ['deactivating the user', { active: false }],
  ])('%s ends the sessions of the user', async (_, change) => {
    const user = await newUser();
    const token = await login(user.email);
    const res = await api.as('superAdmin').put(`/api/users/${user.id}`, change);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await validate(token)).toBe(401);
    if ('active' in change) {
      await api.as('superAdmin').put(`/api/users/${user.id}`, { active: true });
      expect(await validate(token)).toBe(401);
    }
  });

  it('removing a direct permission ends the sessions of the user', async () => {
    const user = await newUser({ permissions: ['shipper-delete'] });
    const token = await login(user.email);
    const res = await api.as('adminA').put(`/api/users/${user.id}/permissions`, { permissions: [] });
    expect(res.status).toBe(200);
    expect(await validate(token)).toBe(401);
  });

  it("a role's permissions edited apply to its users' next call, without ending their sessions", async () => {
    const created = await api.as('superAdmin').post('/api/roles', {
      name: `papel-sessao-${++n}`,
      permissions: ['shipper-list'],
    });
    expect(created.status).toBe(201);
    const user = await newUser({ roles: [created.body.data.name] });
    const token = await login(user.email);
    expect((await api.call({ token }, 'GET', '/api/shippers')).status).toBe(200);
    await api.as('superAdmin').put(`/api/roles/${created.body.data.id}`, { permissions: ['plate-list'] });
    expect((await api.call({ token }, 'GET', '/api/shippers')).status).toBe(403);
    expect(await validate(token)).toBe(200);
  });

  it('a change made directly in the database applies to the next call (no cache to clear)', async () => {
    const user = await newUser();
    const token = await login(user.email);
    expect(await validate(token)).toBe(200);
    await api.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(await validate(token)).toBe(401);
  });

  it('"sair de todos os dispositivos" ends every session of the caller, and only theirs', async () => {
    const user = await newUser();
    const phone = await login(user.email);
    const laptop = await login(user.email);
    const other = await login((await newUser()).email);
    const out = await api.call({ token: phone }, 'POST', '/api/auth/logout-all');
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Todas as sessões foram encerradas.');
    expect(await validate(phone)).toBe(401);
    expect(await validate(laptop)).toBe(401);
    expect(await validate(other)).toBe(200);
    expect(await validate(await login(user.email))).toBe(200);
  });

  it('an administrator ends the sessions of a user they manage; another company cannot', async () => {
    const user = await newUser();
    const token = await login(user.email);
    expect((await api.as('adminB').post(`/api/users/${user.id}/logout-all`)).status).toBe(404);
    expect((await api.as('operatorA').post(`/api/users/${user.id}/logout-all`)).status).toBe(403);
    expect(await validate(token)).toBe(200);
    const res = await api.as('adminA').post(`/api/users/${user.id}/logout-all`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Todas as sessões foram encerradas.');
    expect(await validate(token)).toBe(401);
  });
});
