import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { costCenterSchema, pagedSchema } from '@freight/core';
import { costCenters } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { expectSortable } from '../../test-support/list-sort.ts';
import { expectTenancy } from '../../test-support/tenancy.ts';
import { coreClientFor } from '../../test-support/core-client.ts';
import { withSubscription } from '../../test-support/subscription.ts';

describe.each(backends)('cost centers on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  it('creates with 201, reads, updates, lists and deletes, as the core client reads them', async () => {
    const client = await coreClientFor(api, 'adminA');
    const created = await client.costCenters.create({ company_id: api.companyA, name: '  Frota própria ' });
    expect(created).toMatchObject({
      success: true,
      statusCode: 201,
      message: 'Centro de custo adicionado com sucesso.',
      data: { company_id: api.companyA, name: 'Frota própria' },
    });
    if (!created.success) throw new Error('not created');
    const id = created.data.id;

    expect(await client.costCenters.get(id)).toMatchObject({ id, name: 'Frota própria' });
    const updated = await client.costCenters.update(id, { name: 'Frota terceirizada' });
    expect(updated).toMatchObject({ success: true, statusCode: 200, data: { name: 'Frota terceirizada' } });

    const list = await client.costCenters.list({ name: 'TERCEIR' });
    expect(list.success && list.data).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(list.success && list.data.data[0]?.id).toBe(id);
    const mine = await client.costCenters.meList();
    expect(mine.success && mine.data.map((center) => center.id)).toContain(id);

    expect(await client.costCenters.delete(id)).toMatchObject({ success: true, statusCode: 200 });
    expect(await client.costCenters.get(id)).toBeNull();
  });

  it('pages, filters by name and lists the own cost centers by name', async () => {
    for (const name of ['Página C', 'Página A', 'Página B']) {
      await api.db.insert(costCenters).values({ company_id: api.companyB, name });
    }
    const b = api.as('adminB');
    const page = await b.get('/api/cost-centers?per_page=2&page=2&name=página');
    expect(page.body.data).toMatchObject({ total: 3, current_page: 2, per_page: 2 });
    expect(
      pagedSchema(costCenterSchema)
        .parse(page.body.data)
        .data.map((row) => row.name),
    ).toEqual(['Página B']);
    expect((await b.get('/api/cost-centers?name=%25')).body.data.total).toBe(0);
    expect((await b.get('/api/cost-centers?per_page=2&page=99')).body.data.data).toEqual([]);
    const mine = await b.get('/api/me/list/cost-centers');
    expect(
      z
        .array(costCenterSchema)
        .parse(mine.body.data)
        .map((row) => row.name),
    ).toEqual(['Página A', 'Página B', 'Página C']);
    expect((await b.get('/api/cost-centers?page=0')).status).toBe(422);
  });

  it('sorts by name ignoring case and accents, both ways; an unknown field is 422', async () => {
    const names = ['Ordem Frota', 'ordem estoque', 'Ordem Éxpedição', 'ORDEM armazém'];
    await api.db.insert(costCenters).values(names.map((name) => ({ company_id: api.companyB, name })));
    await expectSortable(api, {
      user: 'adminB',
      path: '/api/cost-centers?name=ordem',
      field: 'name',
      ascending: ['ORDEM armazém', 'ordem estoque', 'Ordem Éxpedição', 'Ordem Frota'],
    });
  });

  it('answers 422 with one pt-BR message per field', async () => {
    const admin = api.as('adminA');
    const blank = await admin.post('/api/cost-centers', { company_id: api.companyA, name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ success: false, statusCode: 422 });
    expect(blank.body.details).toEqual({ name: 'Esse campo é obrigatório' });
    const missing = await admin.post('/api/cost-centers', {});
    expect(missing.body.details).toEqual({
      company_id: 'Esse campo é obrigatório',
      name: 'Esse campo é obrigatório',
    });
    const unknownCompany = await admin.post('/api/cost-centers', { company_id: 999_999, name: 'Qualquer' });
    expect(unknownCompany.status).toBe(422);
    expect(unknownCompany.body.details).toEqual({ company_id: 'Empresa inválida.' });
    const [center] = await api.db
      .insert(costCenters)
      .values({ company_id: api.companyA, name: 'Validação' })
      .returning();
    const badUpdate = await admin.put(`/api/cost-centers/${center?.id}`, { name: '' });
    expect(badUpdate.status).toBe(422);
    expect(badUpdate.body.details).toEqual({ name: 'Esse campo é obrigatório' });
  });

  it('answers 409 for the same name twice in a company, not across companies', async () => {
    const admin = api.as('adminA');
    expect(
      (await admin.post('/api/cost-centers', { company_id: api.companyA, name: 'Agregados' })).status,
    ).toBe(201);
    const again = await admin.post('/api/cost-centers', { company_id: api.companyA, name: ' Agregados ' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Já existe um centro de custo com este nome nesta empresa.',
      details: { name: 'Já existe um centro de custo com este nome nesta empresa.' },
    });
    expect(
      (await api.as('adminB').post('/api/cost-centers', { company_id: api.companyB, name: 'Agregados' }))
        .status,
    ).toBe(201);
  });

  it('answers 404 for an unknown id and for a path that is not an id', async () => {
    const admin = api.as('adminA');
    expect((await admin.get('/api/cost-centers/999999')).status).toBe(404);
    expect((await admin.get('/api/cost-centers/99999999999')).status).toBe(404);
    expect((await admin.put('/api/cost-centers/999999', { name: 'Qualquer' })).status).toBe(404);
    expect((await admin.delete('/api/cost-centers/999999')).status).toBe(404);
    expect((await admin.get('/api/cost-centers/abc')).status).toBe(404);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    const [center] = await api.db
      .insert(costCenters)
      .values({ company_id: api.companyA, name: 'Permissões' })
      .returning();
    const one = `/api/cost-centers/${center?.id}`;
    const anonymous = api.as(null);
    expect((await anonymous.get('/api/cost-centers')).status).toBe(401);
    expect((await anonymous.get('/api/me/list/cost-centers')).status).toBe(401);
    expect((await anonymous.post('/api/cost-centers', { company_id: api.companyA, name: 'X' })).status).toBe(
      401,
    );
    const guest = api.as('guestA');
    for (const res of [
      await guest.get('/api/cost-centers'),
      await guest.get('/api/me/list/cost-centers'),
      await guest.get(one),
      await guest.post('/api/cost-centers', { company_id: api.companyA, name: 'Do visitante' }),
      await guest.put(one, { name: 'Do visitante' }),
      await guest.delete(one),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Você não tem permissão para acessar este recurso.');
    }
    expect((await api.as('operatorA').put(one, { name: 'Do operador' })).status).toBe(200);
    expect((await api.as('operatorA').delete(one)).status).toBe(403);
  });

  it('keeps company B out of company A cost centers and lets super-admin in (tenancy matrix)', async () => {
    await expectTenancy(api, {
      collection: '/api/cost-centers',
      meList: '/api/me/list/cost-centers',
      createBody: (companyId, n) => ({ company_id: companyId, name: `Tenancy ${n}` }),
      updateBody: { name: 'Alterado por outro' },
    });
  });

  it('answers 423 when the subscription is overdue (SPEC §6)', async () => {
    await withSubscription(api, api.companyB, 'overdue', async () => {
      expect((await api.as('adminB').get('/api/cost-centers')).status).toBe(423);
      expect((await api.as('superAdmin').get('/api/cost-centers')).status).toBe(200);
    });
  });

  it('never answers 5xx nor stores an invalid cost center, whatever the body (property)', async () => {
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const bodies = fc.oneof(
      fc.record(
        {
          company_id: fc.oneof(
            anyValue,
            fc.constantFrom(api.companyA, String(api.companyA), api.companyB, 0, 2 ** 31),
          ),
          name: fc.oneof(anyValue, fc.constantFrom('Logística', ' Frota ', '', '   ')),
        },
        { requiredKeys: [] },
      ),
      fc.record({ company_id: fc.constant(api.companyA), name: fc.string({ minLength: 1, maxLength: 40 }) }),
      fc.anything(),
    );
    const [existing] = await api.db
      .insert(costCenters)
      .values({ company_id: api.companyA, name: 'Propriedade' })
      .returning();
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (candidate, update) => {
        const res = update
          ? await api.as('adminA').put(`/api/cost-centers/${existing?.id}`, candidate)
          : await api.as('adminA').post('/api/cost-centers', candidate);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status === 201 || res.status === 200) {
          const center = costCenterSchema.parse(res.body.data);
          expect(center.name).toBe(center.name.trim());
          expect(center.name.length).toBeGreaterThan(0);
          expect(center.company_id).toBe(api.companyA);
          stored++;
        }
      }),
      { numRuns: 60 },
    );
    expect(stored).toBeGreaterThan(0);
    for (const row of await api.db.select().from(costCenters)) {
      expect(row.name.trim()).toBe(row.name);
      expect(row.name).not.toBe('');
    }
  });
});
