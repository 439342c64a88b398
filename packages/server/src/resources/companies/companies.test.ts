import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { companySchema } from '@freight/core';
import { companies, shippers } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { expectSortable } from '../../test-support/list-sort.ts';

const NEW_COMPANY = { name: 'Gama Cargas', legal_name: 'Gama Cargas Ltda', cnpj: '73.194.628/0001-49' };

describe.each(backends)('companies on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  it('lists only the companies of the user, with filters; super-admin sees all', async () => {
    const a = await api.as('adminA').get('/api/companies');
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(a.body.data.data[0]).toMatchObject({ id: api.companyA, settings: { logo: '/app/logo.svg' } });
    const all = await api.as('superAdmin').get('/api/companies?per_page=-1');
    expect(all.body.data.data.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([api.companyA, api.companyB]),
    );
    const filtered = await api.as('superAdmin').get('/api/companies?legal_name=beta&cnpj=28.051');
    expect(filtered.body.data.data.map((c: { id: number }) => c.id)).toEqual([api.companyB]);
    const mine = await api.as('operatorA').get('/api/me/list/companies');
    expect(mine.body.data.map((c: { id: number }) => c.id)).toEqual([api.companyA]);
  });

  it('sorts by legal name ignoring case and accents, both ways; an unknown field is 422', async () => {
    const legalNames = ['ordem Beta Ltda', 'Ordem Ágil S.A.', 'ORDEM zeta ME', 'Ordem alfa Ltda'];
    await api.db
      .insert(companies)
      .values(
        legalNames.map((legal_name, n) => ({ name: `Ordem ${n}`, legal_name, cnpj: `2200000000000${n}` })),
      );
    await expectSortable(api, {
      user: 'superAdmin',
      path: '/api/companies?name=ordem',
      field: 'legal_name',
      ascending: ['Ordem Ágil S.A.', 'Ordem alfa Ltda', 'ordem Beta Ltda', 'ORDEM zeta ME'],
    });
  });

  it('reads one company; another tenant gets 404, unknown ids 404', async () => {
    expect(
      companySchema.parse((await api.as('operatorA').get(`/api/companies/${api.companyA}`)).body.data).id,
    ).toBe(api.companyA);
    expect((await api.as('adminB').get(`/api/companies/${api.companyA}`)).status).toBe(404);
    expect((await api.as('adminB').put(`/api/companies/${api.companyA}`, { name: 'Invadida' })).status).toBe(
      404,
    );
    expect((await api.as('adminB').get(`/api/companies/${api.companyA}/settings`)).status).toBe(404);
    expect((await api.as('superAdmin').get('/api/companies/999999')).status).toBe(404);
  });

  it('lets super-admin create (201), update, and delete a company; 409 on a repeated CNPJ', async () => {
    const admin = api.as('superAdmin');
    const created = await admin.post('/api/companies', { ...NEW_COMPANY, subscription_status: 'overdue' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ cnpj: '73194628000149', subscription_status: 'overdue' });
    const id = created.body.data.id as number;
    const again = await admin.post('/api/companies', NEW_COMPANY);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Já existe uma empresa com este CNPJ.');
    const updated = await admin.put(`/api/companies/${id}`, { name: 'Gama Log', route_quota_per_day: 10 });
    expect(updated.body.data).toMatchObject({
      name: 'Gama Log',
      legal_name: 'Gama Cargas Ltda',
      route_quota_per_day: 10,
    });
    expect((await admin.delete(`/api/companies/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/companies/${id}`)).status).toBe(404);
  });

  it('refuses to delete a company that still has records (409)', async () => {
    const created = await api
      .as('superAdmin')
      .post('/api/companies', { ...NEW_COMPANY, cnpj: '93467215000106' });
    const id = created.body.data.id as number;
    await api.db.insert(shippers).values({ company_id: id, document: '45287163000135', name: 'Vinculado' });
    const res = await api.as('superAdmin').delete(`/api/companies/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Não é possível excluir: existem registros vinculados a este.');
  });

  it('keeps company creation, deletion and billing fields to super-admin (403)', async () => {
    expect((await api.as('adminA').post('/api/companies', NEW_COMPANY)).status).toBe(403);
    expect((await api.as('adminA').delete(`/api/companies/${api.companyA}`)).status).toBe(403);
    const billing = await api
      .as('adminA')
      .put(`/api/companies/${api.companyA}`, { subscription_status: 'active' });
    expect(billing.status).toBe(403);
    expect((await api.as('operatorA').put(`/api/companies/${api.companyA}`, { name: 'Nova' })).status).toBe(
      403,
    );
  });

  it('updates the settings the admin names, keeping the others (branding)', async () => {
    const res = await api.as('adminA').put(`/api/companies/${api.companyA}/settings`, {
      primary_color: '#123456',
      primary_color_is_dark: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      allow_create_route: false,
      vpo_allow_select_tag: false,
      primary_color: '#123456',
      primary_color_is_dark: true,
      logo: '/app/logo.svg',
    });
    const via = await api
      .as('adminA')
      .put(`/api/companies/${api.companyA}`, { settings: { allow_create_route: true } });
    expect(via.body.data.settings).toMatchObject({ allow_create_route: true, primary_color: '#123456' });
    const login = await api.as('adminA').get('/api/auth/validate');
    expect(login.body.data.settings.companies[0].settings.primary_color).toBe('#123456');
  });

  it('answers 422 with pt-BR messages per field', async () => {
    const res = await api.as('superAdmin').post('/api/companies', { name: 'Ga', legal_name: '', cnpj: '1' });
    expect(res.status).toBe(422);
    expect(res.body.details).toEqual({
      name: 'Esse campo é obrigatório',
      legal_name: 'Esse campo é obrigatório',
      cnpj: 'CNPJ Inválido',
    });
    const color = await api
      .as('adminA')
      .put(`/api/companies/${api.companyA}/settings`, { primary_color: 'amarelo' });
    expect(color.status).toBe(422);
    expect(Object.keys(color.body.details)).toEqual(['primary_color']);
  });

  it('never answers 5xx nor stores an invalid company, whatever the body (property)', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant('60485137000105'),
    );
    const body = fc.record(
      {
        name: value,
        legal_name: value,
        cnpj: fc.oneof(value, fc.constantFrom('45287163000135', '19283456000134')),
        settings: fc.oneof(
          fc.anything(),
          fc.record({ primary_color: value, logo: value }, { requiredKeys: [] }),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (candidate, update) => {
        const res = update
          ? await api.as('adminA').put(`/api/companies/${api.companyA}`, candidate)
          : await api.as('superAdmin').post('/api/companies', candidate);
        expect(res.status).toBeLessThan(500);
        if (res.status < 300) {
          const company = companySchema.parse(res.body.data);
          expect(company.name.length).toBeGreaterThanOrEqual(3);
          expect(company.cnpj).toMatch(/^[0-9A-Z]{14}$/);
          expect(company.settings.primary_color).toMatch(/^#[0-9a-fA-F]{6}$/);
        }
      }),
      { numRuns: 50 },
    );
  });
});
