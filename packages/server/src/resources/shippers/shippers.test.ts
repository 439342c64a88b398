import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { shipperSchema } from '@freight/core';
import { shippers } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { expectSortable } from '../../test-support/list-sort.ts';
import { expectTenancy } from '../../test-support/tenancy.ts';
import { withSubscription, setSubscription } from '../../test-support/subscription.ts';

const CNPJS = ['45287163000135', '19283456000134', '73194628000149', '93467215000106'];

describe.each(backends)('shippers on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  const body = (companyId: number, n = 0) => ({
    company_id: companyId,
    document: CNPJS[n % 4],
    name: `Embarcador ${n}`,
  });

  it('creates with 201, reads, updates, lists and deletes', async () => {
    const admin = api.as('adminA');
    const created = await admin.post('/api/shippers', {
      ...body(api.companyA),
      document: '45.287.163/0001-35',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      statusCode: 201,
      message: 'Embarcador cadastrado com sucesso.',
    });
    const shipper = shipperSchema.parse(created.body.data);
    expect(shipper).toMatchObject({
      company_id: api.companyA,
      document: '45287163000135',
      name: 'Embarcador 0',
    });

    expect((await admin.get(`/api/shippers/${shipper.id}`)).body.data).toMatchObject({ id: shipper.id });
    const updated = await admin.put(`/api/shippers/${shipper.id}`, { name: 'Embarcador Zero' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Embarcador Zero', document: '45287163000135' });

    const list = await admin.get('/api/shippers?name=zero&cnpj=45.287');
    expect(list.body.data).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(list.body.data.data[0].id).toBe(shipper.id);
    expect((await admin.get('/api/me/list/shippers')).body.data.map((s: { id: number }) => s.id)).toContain(
      shipper.id,
    );

    const removed = await admin.delete(`/api/shippers/${shipper.id}`);
    expect(removed.status).toBe(200);
    expect((await admin.get(`/api/shippers/${shipper.id}`)).status).toBe(404);
  });

  it('pages with total, current_page and per_page', async () => {
    for (let n = 0; n < 3; n++) {
      await api.db
        .insert(shippers)
        .values({ company_id: api.companyB, document: CNPJS[n] ?? '', name: `Página ${n}` });
    }
    const page = await api.as('adminB').get('/api/shippers?per_page=2&page=2&name=página');
    expect(page.body.data).toMatchObject({ total: 3, current_page: 2, per_page: 2 });
    expect(page.body.data.data).toHaveLength(1);
    const beyond = await api.as('adminB').get('/api/shippers?per_page=2&page=99');
    expect(beyond.body.data.data).toEqual([]);
  });

  it('sorts by name ignoring case and accents, both ways; an unknown field is 422', async () => {
    const names = ['Ordem beta', 'ordem Alfa', 'Ordem zeta', 'ORDEM Ômega', 'Ordem Ávila'];
    await api.db
      .insert(shippers)
      .values(names.map((name, n) => ({ company_id: api.companyA, document: `1100000000000${n}`, name })));
    await expectSortable(api, {
      user: 'adminA',
      path: '/api/shippers?name=ordem',
      field: 'name',
      ascending: ['ordem Alfa', 'Ordem Ávila', 'Ordem beta', 'ORDEM Ômega', 'Ordem zeta'],
    });
  });

  it('answers 422 with one pt-BR message per field', async () => {
    const res = await api
      .as('adminA')
      .post('/api/shippers', { company_id: api.companyA, document: '123', name: 'X' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, statusCode: 422 });
    expect(res.body.details).toEqual({ document: 'CNPJ Inválido', name: 'Esse campo é obrigatório' });
    const missing = await api.as('adminA').post('/api/shippers', {});
    expect(missing.body.details).toMatchObject({ company_id: 'Esse campo é obrigatório' });
  });

  it('answers 409 for the same CNPJ twice in a company, not across companies', async () => {
    const first = await api.as('adminA').post('/api/shippers', body(api.companyA, 3));
    expect(first.status).toBe(201);
    const again = await api.as('adminA').post('/api/shippers', body(api.companyA, 3));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Já existe um embarcador com este CNPJ nesta empresa.',
      details: { document: 'Já existe um embarcador com este CNPJ nesta empresa.' },
    });
    expect((await api.as('adminB').post('/api/shippers', body(api.companyB, 3))).status).toBe(201);
  });

  it('answers 404 for an unknown id and for a path that is not an id', async () => {
    expect((await api.as('adminA').get('/api/shippers/999999')).status).toBe(404);
    expect((await api.as('adminA').get('/api/shippers/99999999999')).status).toBe(404);
    expect((await api.as('adminA').put('/api/shippers/999999', { name: 'Qualquer' })).status).toBe(404);
    expect((await api.as('adminA').delete('/api/shippers/999999')).status).toBe(404);
    expect((await api.as('adminA').get('/api/shippers/abc')).status).toBe(404);
  });

  it('answers 403 to the operator deleting and to a user without permissions', async () => {
    const created = await api
      .as('operatorA')
      .post('/api/shippers', { ...body(api.companyA, 2), name: 'Do operador' });
    expect(created.status).toBe(201);
    expect((await api.as('operatorA').delete(`/api/shippers/${created.body.data.id}`)).status).toBe(403);
    expect((await api.as('guestA').get('/api/shippers')).status).toBe(403);
  });

  it('keeps company B out of company A records and lets super-admin in (tenancy matrix)', async () => {
    await expectTenancy(api, {
      collection: '/api/shippers',
      meList: '/api/me/list/shippers',
      createBody: (companyId, n) => ({ company_id: companyId, document: CNPJS[n % 4], name: `Tenancy ${n}` }),
      updateBody: { name: 'Alterado por outro' },
    });
  });

  it('answers 402 without subscription and 423 when overdue (SPEC §6)', async () => {
    await withSubscription(api, api.companyB, 'none', async () => {
      const none = await api.as('adminB').get('/api/shippers');
      expect(none.status).toBe(402);
      expect(none.body.message).toBe('Sua empresa não possui uma assinatura ativa.');
      await setSubscription(api, api.companyB, 'overdue');
      expect((await api.as('adminB').get('/api/shippers')).status).toBe(423);
      expect((await api.as('adminB').get('/api/auth/validate')).status).toBe(200);
      expect((await api.as('superAdmin').get('/api/shippers')).status).toBe(200);
    });
  });

  it('never answers 5xx nor stores an invalid shipper, whatever the body (property)', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(...CNPJS, '11.222.333/0001-81', String(api.companyA), String(api.companyB)),
    );
    const bodies = fc.oneof(
      fc.record(
        { company_id: fc.oneof(value, fc.constant(api.companyA)), document: value, name: value },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const [existing] = await api.db
      .select()
      .from(shippers)
      .where(eq(shippers.company_id, api.companyA))
      .limit(1);
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (candidate, update) => {
        const res =
          update && existing
            ? await api.as('adminA').put(`/api/shippers/${existing.id}`, candidate)
            : await api.as('adminA').post('/api/shippers', candidate);
        expect(res.status).toBeLessThan(500);
        if (res.status === 201 || res.status === 200) {
          const stored = shipperSchema.parse(res.body.data);
          expect(stored.document).toMatch(/^[0-9A-Z]{14}$/);
          expect(stored.name.trim().length).toBeGreaterThanOrEqual(3);
          expect(stored.company_id).toBe(api.companyA);
        }
      }),
      { numRuns: 60 },
    );
  });
});
