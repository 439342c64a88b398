import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { userSchema } from '@freight/core';
import { startTestApi, TEST_USERS } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { expectSortable } from '../../test-support/list-sort.ts';

describe.each(backends)('users on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  let n = 0;
  const newUser = (companyIds: number[], extra: Record<string, unknown> = {}) => ({
    name: `Pessoa ${++n}`,
    email: `pessoa${n}@teste.com.br`,
    password: 'senha-forte-1',
    company_ids: companyIds,
    ...extra,
  });

  it('creates (201) a user who can log in, reads, updates and deletes it; never shows the password', async () => {
    const admin = api.as('adminA');
    const created = await admin.post(
      '/api/users',
      newUser([api.companyA], { roles: ['operator'], email: 'Nova@Teste.com.br' }),
    );
    expect(created.status).toBe(201);
    const user = userSchema.parse(created.body.data);
    expect(user).toMatchObject({
      email: 'nova@teste.com.br',
      roles: ['operator'],
      company_ids: [api.companyA],
      active: true,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/senha-forte|password/);

    const login = await api.call(null, 'POST', '/api/auth/login', {
      body: { email: 'nova@teste.com.br', password: 'senha-forte-1' },
      address: '10.3.0.1',
    });
    expect(login.status).toBe(200);
    expect(login.body.data.settings.permissions).toContain('route-create');

    const updated = await admin.put(`/api/users/${user.id}`, {
      name: 'Nova Pessoa',
      permissions: ['shipper-delete'],
    });
    expect(updated.body.data).toMatchObject({
      name: 'Nova Pessoa',
      permissions: ['shipper-delete'],
      roles: ['operator'],
    });
    const assigned = await admin.put(`/api/users/${user.id}/permissions`, { permissions: ['plate-delete'] });
    expect(assigned.body.data.permissions).toEqual(['plate-delete']);
    const list = await admin.get('/api/users?email=nova@');
    expect(list.body.data).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(200);
    expect((await admin.get(`/api/users/${user.id}`)).status).toBe(404);
  });

  it('sorts by name ignoring case and accents, both ways; an unknown field is 422', async () => {
    for (const name of ['Ordem Bruno', 'ordem Ana', 'ORDEM Úrsula', 'Ordem Álvaro']) {
      const res = await api.as('adminA').post('/api/users', newUser([api.companyA], { name }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await expectSortable(api, {
      user: 'adminA',
      path: '/api/users?name=ordem',
      field: 'name',
      ascending: ['Ordem Álvaro', 'ordem Ana', 'Ordem Bruno', 'ORDEM Úrsula'],
    });
  });

  it('answers 409 for a repeated e-mail, whatever its case', async () => {
    const res = await api
      .as('adminA')
      .post('/api/users', newUser([api.companyA], { email: TEST_USERS.adminB.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'Já existe um usuário com este e-mail.',
      details: { email: 'Já existe um usuário com este e-mail.' },
    });
  });

  it('answers 422 per field, for unknown roles and for foreign or missing companies', async () => {
    const bad = await api
      .as('adminA')
      .post('/api/users', { name: 'A', email: 'x', password: '1', permissions: ['voar'] });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({
      name: 'Esse campo é obrigatório',
      email: 'E-mail inválido',
      password: 'A senha deve ter pelo menos 8 caracteres.',
      'permissions.0': 'Permissão desconhecida.',
    });
    expect(
      (await api.as('adminA').post('/api/users', newUser([api.companyA], { roles: ['piloto'] }))).body
        .details,
    ).toEqual({
      roles: 'Perfil desconhecido.',
    });
    expect((await api.as('adminA').post('/api/users', newUser([api.companyB]))).body.details).toEqual({
      company_ids: 'Empresa inválida.',
    });
    expect((await api.as('adminA').post('/api/users', newUser([]))).body.details).toEqual({
      company_ids: 'Informe ao menos uma empresa.',
    });
  });

  it('allows no privilege escalation: 403 for super-admin role, roles or permissions the admin lacks', async () => {
    const admin = api.as('adminA');
    expect((await admin.post('/api/users', newUser([api.companyA], { roles: ['super-admin'] }))).status).toBe(
      403,
    );
    expect(
      (await admin.post('/api/users', newUser([api.companyA], { permissions: ['role-edit'] }))).status,
    ).toBe(403);
    expect((await admin.put(`/api/users/${api.userIds.superAdmin}`, { name: 'Rebaixado' })).status).toBe(404);
    expect((await api.as('operatorA').get('/api/users')).status).toBe(403);
  });

  it('keeps company B out of company A users and lets super-admin in (tenancy matrix)', async () => {
    const created = await api.as('adminA').post('/api/users', newUser([api.companyA]));
    const id = created.body.data.id as number;
    const b = api.as('adminB');
    const list = await b.get('/api/users?per_page=-1');
    const ids = list.body.data.data.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(api.userIds.adminB);
    expect((await b.get(`/api/users/${id}`)).status).toBe(404);
    expect((await b.put(`/api/users/${id}`, { name: 'Invasor' })).status).toBe(404);
    expect((await b.put(`/api/users/${id}/permissions`, { permissions: [] })).status).toBe(404);
    expect((await b.delete(`/api/users/${id}`)).status).toBe(404);
    const all = await api.as('superAdmin').get('/api/users?per_page=-1');
    expect(all.body.data.data.map((u: { id: number }) => u.id)).toContain(id);
    expect((await api.as('superAdmin').put(`/api/users/${id}`, { name: 'Pelo super' })).status).toBe(200);
    expect((await api.as('superAdmin').delete(`/api/users/${id}`)).status).toBe(200);
  });

  it('an admin of A keeps the memberships of a shared user in other companies, and cannot delete them', async () => {
    const shared = await api.as('superAdmin').post('/api/users', newUser([api.companyA, api.companyB]));
    const id = shared.body.data.id as number;
    const res = await api.as('adminA').put(`/api/users/${id}`, { company_ids: [] });
    expect(res.body.data.company_ids).toEqual([api.companyB]);
    await api.as('superAdmin').put(`/api/users/${id}`, { company_ids: [api.companyA, api.companyB] });
    expect((await api.as('adminA').delete(`/api/users/${id}`)).status).toBe(403);
  });

  it('refuses deleting oneself (409)', async () => {
    const res = await api.as('adminB').delete(`/api/users/${api.userIds.adminB}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Você não pode excluir o seu próprio usuário.');
  });

  it('never answers 5xx nor stores an invalid user, whatever the body (property)', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.emailAddress());
    const body = fc.record(
      {
        name: value,
        email: value,
        password: fc.oneof(value, fc.string({ minLength: 8 })),
        active: value,
        roles: fc.oneof(value, fc.constant(['operator']), fc.array(fc.string())),
        permissions: fc.oneof(value, fc.constant(['route-create'])),
        company_ids: fc.oneof(value, fc.constant([api.companyA]), fc.array(fc.integer())),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (candidate, update) => {
        const res = update
          ? await api.as('adminA').put(`/api/users/${api.userIds.guestA}`, candidate)
          : await api.as('adminA').post('/api/users', candidate);
        expect(res.status).toBeLessThan(500);
        if (res.status < 300) {
          const user = userSchema.parse(res.body.data);
          expect(user.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
          expect(user.company_ids).toContain(api.companyA);
        }
      }),
      { numRuns: 40 },
    );
  });
});
