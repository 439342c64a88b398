import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERMISSIONS, roleSchema } from '@freight/core';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { expectSortable } from '../../test-support/list-sort.ts';

describe.each(backends)('roles and permissions on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  it('lists the built-in roles with their permissions', async () => {
    const res = await api.as('adminA').get('/api/roles?per_page=-1');
    expect(res.status).toBe(200);
    const names = res.body.data.data.map((role: { name: string }) => role.name);
    expect(names).toEqual(expect.arrayContaining(['super-admin', 'admin', 'operator']));
    const operator = res.body.data.data.find((role: { name: string }) => role.name === 'operator');
    expect(operator.permissions).toContain('plate-create');
  });

  it('sorts by description with the roles without one last, both ways; an unknown field is 422', async () => {
    const descriptions = ['Frota própria', null, 'equipe do pátio', 'Área fiscal'];
    for (const [n, description] of descriptions.entries()) {
      const res = await api
        .as('superAdmin')
        .post('/api/roles', { name: `ordem-${n}`, description, permissions: [] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    await expectSortable(api, {
      user: 'adminA',
      path: '/api/roles?name=ordem',
      field: 'description',
      ascending: ['Área fiscal', 'equipe do pátio', 'Frota própria', null],
    });
  });

  it('serves the permission catalogue to any logged-in user', async () => {
    const res = await api.as('guestA').get('/api/permissions');
    expect(res.status).toBe(200);
    expect(res.body.data.map((entry: { name: string }) => entry.name)).toEqual(PERMISSIONS);
  });

  it('lets super-admin create (201), assign permissions, update and delete a role', async () => {
    const admin = api.as('superAdmin');
    const created = await admin.post('/api/roles', {
      name: 'financeiro',
      permissions: ['route-list', 'route-export'],
    });
    expect(created.status).toBe(201);
    const role = roleSchema.parse(created.body.data);
    expect(role.permissions).toEqual(['route-list', 'route-export']);
    expect((await admin.post('/api/roles', { name: 'financeiro' })).status).toBe(409);
    const assigned = await admin.put(`/api/roles/${role.id}/permissions`, { permissions: ['vpo-list'] });
    expect(assigned.body.data.permissions).toEqual(['vpo-list']);
    const renamed = await admin.put(`/api/roles/${role.id}`, { name: 'financeiro-2', description: 'Contas' });
    expect(renamed.body.data).toMatchObject({
      name: 'financeiro-2',
      description: 'Contas',
      permissions: ['vpo-list'],
    });
    expect((await admin.get(`/api/roles/${role.id}`)).body.data.name).toBe('financeiro-2');
    expect((await admin.delete(`/api/roles/${role.id}`)).status).toBe(200);
    expect((await admin.get(`/api/roles/${role.id}`)).status).toBe(404);
  });

  it('a permission given to a role reaches its users at once', async () => {
    const roles = await api.as('superAdmin').get('/api/roles?name=operator');
    const operator = roles.body.data.data[0];
    expect((await api.as('operatorA').get('/api/users')).status).toBe(403);
    await api.as('superAdmin').put(`/api/roles/${operator.id}/permissions`, {
      permissions: [...operator.permissions, 'user-list'],
    });
    expect((await api.as('operatorA').get('/api/users')).status).toBe(200);
    await api
      .as('superAdmin')
      .put(`/api/roles/${operator.id}/permissions`, { permissions: operator.permissions });
    expect((await api.as('operatorA').get('/api/users')).status).toBe(403);
  });

  it('protects the built-in roles and roles in use (409)', async () => {
    const admin = api.as('superAdmin');
    const list = (await admin.get('/api/roles?per_page=-1')).body.data.data as { id: number; name: string }[];
    const id = (name: string) => list.find((role) => role.name === name)?.id;
    expect((await admin.put(`/api/roles/${id('super-admin')}`, { description: 'x' })).status).toBe(409);
    expect((await admin.put(`/api/roles/${id('admin')}`, { name: 'chefe' })).status).toBe(409);
    expect((await admin.delete(`/api/roles/${id('operator')}`)).status).toBe(409);
    const custom = await admin.post('/api/roles', { name: 'em-uso' });
    await admin.put(`/api/users/${api.userIds.guestA}`, { roles: ['em-uso'] });
    const inUse = await admin.delete(`/api/roles/${custom.body.data.id}`);
    expect(inUse.status).toBe(409);
    await admin.put(`/api/users/${api.userIds.guestA}`, { roles: [] });
  });

  it('keeps role management to super-admin by default (403) and answers 404 and 422', async () => {
    expect((await api.as('adminA').post('/api/roles', { name: 'novo' })).status).toBe(403);
    expect((await api.as('superAdmin').get('/api/roles/999999')).status).toBe(404);
    const bad = await api.as('superAdmin').post('/api/roles', { name: 'ab', permissions: ['voar'] });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({
      name: 'Esse campo é obrigatório',
      'permissions.0': 'Permissão desconhecida.',
    });
  });

  it('never answers 5xx nor stores an invalid role, whatever the body (property)', async () => {
    const body = fc.record(
      {
        name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        description: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        permissions: fc.oneof(fc.anything(), fc.subarray([...PERMISSIONS])),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (candidate) => {
        const res = await api.as('superAdmin').post('/api/roles', candidate);
        expect(res.status).toBeLessThan(500);
        if (res.status === 201) {
          const role = roleSchema.parse(res.body.data);
          expect(role.name.length).toBeGreaterThanOrEqual(3);
          expect(role.permissions.every((name) => (PERMISSIONS as readonly string[]).includes(name))).toBe(
            true,
          );
        }
      }),
      { numRuns: 40 },
    );
  });
});
