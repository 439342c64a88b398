import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { appPlateSchema, isValidAxisForCategory, pagedSchema, plateWireSchema } from '@freight/core';
import { plates, vehicleTypes } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { expectSortable } from '../../test-support/list-sort.ts';
import { expectTenancy } from '../../test-support/tenancy.ts';
import { coreClientFor } from '../../test-support/core-client.ts';
import { withSubscription } from '../../test-support/subscription.ts';

const PLATE_PATTERN = /^[A-Z]{3}\d[A-Z\d]\d{2}$/;

describe.each(backends)('plates on %s', (backend) => {
  let api: TestApi;
  let truck6: number;
  let truck3: number;
  let auto2: number;
  beforeAll(async () => {
    api = await startTestApi(backend);
    const types = await api.db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id));
    const typeOf = (axles: number, kind: string) =>
      types.find((type) => type.number_axles === axles && type.vehicle_type === kind)?.id ?? 0;
    truck6 = typeOf(6, 'Caminhao');
    truck3 = typeOf(3, 'Caminhao');
    auto2 = typeOf(2, 'Auto');
  }, 60_000);
  afterAll(() => api?.close());

  const body = (companyId: number, plate: string) => ({
    company_id: companyId,
    plate,
    brand: 'Volvo',
    model: 'FH 540',
    vehicle_type_pepsico: truck6,
    category: 'truck' as const,
    axis: 6,
    rear_wheel_type: 'Dupla' as const,
  });

  const insertPlate = async (
    companyId: number,
    plate: string,
    patch: Partial<typeof plates.$inferInsert> = {},
  ) => {
    const [row] = await api.db
      .insert(plates)
      .values({ ...body(companyId, plate), vehicle_type_id: truck6, ...patch })
      .returning();
    if (!row) throw new Error('plate not inserted');
    return row;
  };

  it('creates with 201, reads, updates, lists and deletes, as the core client reads them', async () => {
    const client = await coreClientFor(api, 'adminA');
    const created = await client.plates.create(body(api.companyA, 'bra-2e19'));
    expect(created).toMatchObject({
      success: true,
      statusCode: 201,
      message: 'Placa adicionada com sucesso.',
    });
    if (!created.success) throw new Error('not created');
    expect(created.data).toMatchObject({
      company_id: api.companyA,
      plate: 'BRA2E19',
      vehicleTypePepsico: truck6,
      category: 'truck',
      axis: 6,
      rear_wheel_type: 'Dupla',
    });
    const id = created.data.id;

    const raw = await api.as('adminA').get(`/api/plates/${id}`);
    expect(raw.body.data).toMatchObject({ id, vehicle_type_pepsico: truck6 });
    expect(raw.body.data).not.toHaveProperty('vehicle_type_id');
    expect(plateWireSchema.parse(raw.body.data).plate).toBe('BRA2E19');

    const updated = await client.plates.update(id, {
      model: 'FH 460',
      axis: 3,
      vehicle_type_pepsico: truck3,
    });
    expect(updated).toMatchObject({
      success: true,
      statusCode: 200,
      message: 'Registro atualizado com sucesso.',
    });
    expect(updated.success && updated.data).toMatchObject({
      model: 'FH 460',
      axis: 3,
      vehicleTypePepsico: truck3,
    });

    const list = await client.plates.list({ plate: 'a2e' });
    expect(list.success && list.data).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(list.success && list.data.data[0]?.id).toBe(id);
    const mine = await client.plates.meList();
    expect(mine.success && mine.data.map((plate) => plate.id)).toContain(id);
    expect(await client.plates.tags(id)).toEqual([]);

    const removed = await client.plates.delete(id);
    expect(removed).toMatchObject({ success: true, statusCode: 200 });
    const gone = await client.plates.get(id);
    expect(gone).toMatchObject({ success: false, statusCode: 404, message: 'Registro não encontrado.' });
  });

  it('filters by plate (case-insensitive substring, mask ignored), company, type, category, brand and model', async () => {
    await insertPlate(api.companyB, 'FLT1A23', { brand: 'Scania', model: 'R 450' });
    await insertPlate(api.companyB, 'FLT4567', { brand: 'Volvo', model: 'FH 540' });
    await insertPlate(api.companyB, 'QWE3R45', {
      category: 'auto',
      axis: 2,
      rear_wheel_type: 'Simples',
      vehicle_type_id: auto2,
      brand: 'Fiat',
      model: 'Strada',
    });
    const b = api.as('adminB');
    const plateList = async (query: string) => {
      const res = await b.get(`/api/plates?per_page=-1&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.data as { plate: string }[]).map((row) => row.plate).sort();
    };
    expect(await plateList('plate=flt')).toEqual(['FLT1A23', 'FLT4567']);
    expect(await plateList('plate=t1a')).toEqual(['FLT1A23']);
    expect(await plateList('plate=FLT-45')).toEqual(['FLT4567']);
    expect(await plateList('plate=%25')).toEqual([]);
    expect(await plateList('plate=_')).toEqual([]);
    expect(await plateList('plate=')).toEqual(['FLT1A23', 'FLT4567', 'QWE3R45']);
    expect(await plateList('category=auto')).toEqual(['QWE3R45']);
    expect(await plateList(`vehicle_type_pepsico=${truck6}`)).toEqual(['FLT1A23', 'FLT4567']);
    expect(await plateList('brand=scan')).toEqual(['FLT1A23']);
    expect(await plateList('model=fh')).toEqual(['FLT4567']);
    expect(await plateList(`company_id=${api.companyB}&plate=q`)).toEqual(['QWE3R45']);
    expect(await plateList(`company_id=${api.companyA}`)).toEqual([]);

    const page = await b.get('/api/plates?per_page=2&page=2');
    expect(page.body.data).toMatchObject({ total: 3, current_page: 2, per_page: 2 });
    expect(pagedSchema(appPlateSchema).parse(page.body.data).data).toHaveLength(1);
    const mine = await b.get('/api/me/list/plates');
    expect(
      z
        .array(appPlateSchema)
        .parse(mine.body.data)
        .map((plate) => plate.plate),
    ).toEqual(['FLT1A23', 'FLT4567', 'QWE3R45']);

    const bad = await b.get('/api/plates?category=car&company_id=abc');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details).sort()).toEqual(['category', 'company_id']);
  });

  it('lists writes made outside the API at once, scoped to the company (plate list cache)', async () => {
    const ids = async (caller: 'adminA' | 'adminB' | 'superAdmin', query: string) =>
      ((await api.as(caller).get(`/api/plates?per_page=-1&${query}`)).body.data.data as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await ids('adminA', 'plate=CCH')).toEqual([]);
    expect(await ids('superAdmin', 'plate=CCH')).toEqual([]);
    const first = await insertPlate(api.companyA, 'CCH1A11');
    expect(await ids('adminA', 'plate=CCH')).toEqual([first.id]);
    expect(await ids('superAdmin', 'plate=CCH')).toEqual([first.id]);
    await api.db.update(plates).set({ plate: 'CCH2B22' }).where(eq(plates.id, first.id));
    expect(await ids('adminA', 'plate=cch2')).toEqual([first.id]);
    expect(await ids('adminA', 'plate=cch1')).toEqual([]);

    await api.db.update(plates).set({ company_id: api.companyB }).where(eq(plates.id, first.id));
    expect(await ids('adminA', 'plate=CCH')).toEqual([]);
    expect(await ids('adminB', 'plate=CCH')).toEqual([first.id]);
    expect(await ids('superAdmin', 'plate=CCH')).toEqual([first.id]);

    await api.db
      .transaction(async (tx) => {
        await tx.insert(plates).values({ ...body(api.companyA, 'CCH3C33'), vehicle_type_id: truck6 });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await ids('adminA', 'plate=CCH')).toEqual([]);

    const second = await insertPlate(api.companyA, 'CCH4D44');
    await api.db.delete(plates).where(eq(plates.id, first.id));
    expect(await ids('adminB', 'plate=CCH')).toEqual([]);
    expect(await ids('superAdmin', 'plate=CCH')).toEqual([second.id]);
    const concurrent = await Promise.all(
      ['adminA', 'superAdmin', 'adminA', 'adminB'].map((caller) => ids(caller as 'adminA', 'plate=CCH')),
    );
    expect(concurrent).toEqual([[second.id], [second.id], [second.id], []]);
  });

  it('sorts by brand, across companies, without disturbing the cached plate search; an unknown field is 422', async () => {
    const brands = ['volvo', null, 'Scania', 'DAF', 'Ágrale'];
    const ids = [];
    for (const [n, brand] of brands.entries()) {
      const row = await insertPlate(n % 2 === 0 ? api.companyA : api.companyB, `SRT${n}A0${n}`, { brand });
      ids.push(row.id);
    }
    await expectSortable(api, {
      user: 'superAdmin',
      path: '/api/plates?plate=srt',
      field: 'brand',
      ascending: ['Ágrale', 'DAF', 'Scania', 'volvo', null],
    });
    const byPlate = await api.as('superAdmin').get('/api/plates?plate=srt&per_page=-1&sort=plate&order=desc');
    expect(byPlate.body.data.data.map((plate: { plate: string }) => plate.plate)).toEqual([
      'SRT4A04',
      'SRT3A03',
      'SRT2A02',
      'SRT1A01',
      'SRT0A00',
    ]);
    const unsorted = await api.as('superAdmin').get('/api/plates?plate=srt&per_page=-1');
    expect(unsorted.body.data.data.map((plate: { id: number }) => plate.id)).toEqual(ids);
    const one = await api.as('adminA').get('/api/plates?plate=srt2a');
    expect(one.body.data.data.map((plate: { plate: string }) => plate.plate)).toEqual(['SRT2A02']);
    await api.db.delete(plates).where(inArray(plates.id, ids));
  });

  it('answers 422 with one pt-BR message per field', async () => {
    const admin = api.as('adminA');
    const res = await admin.post('/api/plates', {
      ...body(api.companyA, 'AB12345'),
      brand: ' ',
      vehicle_type_pepsico: null,
      rear_wheel_type: 'Tripla',
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, statusCode: 422 });
    expect(res.body.details).toEqual({
      plate: 'Placa Inválida',
      brand: 'Esse campo é obrigatório',
      vehicle_type_pepsico: 'Tipo inválido',
      rear_wheel_type: 'Esse campo é obrigatório',
    });
    const missing = await admin.post('/api/plates', {});
    expect(missing.body.details).toMatchObject({
      company_id: 'Esse campo é obrigatório',
      plate: 'Esse campo é obrigatório',
      vehicle_type_pepsico: 'Tipo inválido',
    });

    const unknownType = await admin.post('/api/plates', {
      ...body(api.companyA, 'UNK1234'),
      vehicle_type_pepsico: 999_999,
    });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.details).toEqual({ vehicle_type_pepsico: 'Tipo inválido' });

    const busWithFive = await admin.post('/api/plates', {
      ...body(api.companyA, 'BUS1234'),
      category: 'bus',
      axis: 5,
    });
    expect(busWithFive.status).toBe(422);
    expect(busWithFive.body.details).toEqual({ axis: 'Quantidade de eixos inválida para a categoria' });

    const plate = await insertPlate(api.companyA, 'AXL1234');
    const toMotorcycle = await admin.put(`/api/plates/${plate.id}`, { category: 'motorcycle' });
    expect(toMotorcycle.status).toBe(422);
    expect(toMotorcycle.body.details).toEqual({ axis: 'Quantidade de eixos inválida para a categoria' });
    const badUpdate = await admin.put(`/api/plates/${plate.id}`, { plate: 'X', vehicle_type_pepsico: 0 });
    expect(badUpdate.body.details).toEqual({
      plate: 'Placa Inválida',
      vehicle_type_pepsico: 'Tipo inválido',
    });
    const [stored] = await api.db.select().from(plates).where(eq(plates.id, plate.id));
    expect(stored).toMatchObject({ plate: 'AXL1234', category: 'truck', axis: 6, vehicle_type_id: truck6 });

    const tagsWithoutBody = await admin.post(`/api/plates/${plate.id}`, {});
    expect(tagsWithoutBody.status).toBe(422);
    expect(tagsWithoutBody.body.details).toEqual({ plate_id: 'Esse campo é obrigatório' });
    const tagsOfOther = await admin.post(`/api/plates/${plate.id}`, { plate_id: plate.id + 1 });
    expect(tagsOfOther.status).toBe(422);
    expect(tagsOfOther.body.details).toEqual({ plate_id: 'Valor inválido' });
  });

  it('answers 409 for the same plate twice in a company, however masked, not across companies', async () => {
    const admin = api.as('adminA');
    expect((await admin.post('/api/plates', body(api.companyA, 'DUP1D23'))).status).toBe(201);
    const again = await admin.post('/api/plates', body(api.companyA, 'dup-1d23'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Esta placa já está cadastrada nesta empresa.',
      details: { plate: 'Esta placa já está cadastrada nesta empresa.' },
    });
    expect((await api.as('adminB').post('/api/plates', body(api.companyB, 'DUP1D23'))).status).toBe(201);
    const other = await admin.post('/api/plates', body(api.companyA, 'DUP2D23'));
    const renamed = await admin.put(`/api/plates/${other.body.data.id}`, { plate: 'DUP1D23' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.details).toEqual({ plate: 'Esta placa já está cadastrada nesta empresa.' });
  });

  it('answers 404 for an unknown id and for a path that is not an id', async () => {
    const admin = api.as('adminA');
    expect((await admin.get('/api/plates/999999')).status).toBe(404);
    expect((await admin.get('/api/plates/99999999999')).status).toBe(404);
    expect((await admin.put('/api/plates/999999', { model: 'Qualquer' })).status).toBe(404);
    expect((await admin.delete('/api/plates/999999')).status).toBe(404);
    expect((await admin.post('/api/plates/999999', { plate_id: 999999 })).status).toBe(404);
    expect((await admin.get('/api/plates/abc')).status).toBe(404);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    const plate = await insertPlate(api.companyA, 'PRM1234');
    const anonymous = api.as(null);
    expect((await anonymous.get('/api/plates')).status).toBe(401);
    expect((await anonymous.get('/api/me/list/plates')).status).toBe(401);
    expect((await anonymous.post('/api/plates', body(api.companyA, 'ANO1234'))).status).toBe(401);
    expect((await anonymous.post(`/api/plates/${plate.id}`, { plate_id: plate.id })).status).toBe(401);
    const guest = api.as('guestA');
    for (const res of [
      await guest.get('/api/plates'),
      await guest.get('/api/me/list/plates'),
      await guest.get(`/api/plates/${plate.id}`),
      await guest.post(`/api/plates/${plate.id}`, { plate_id: plate.id }),
      await guest.post('/api/plates', body(api.companyA, 'GST1234')),
      await guest.put(`/api/plates/${plate.id}`, { model: 'X' }),
      await guest.delete(`/api/plates/${plate.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Você não tem permissão para acessar este recurso.');
    }
    const operator = api.as('operatorA');
    expect((await operator.put(`/api/plates/${plate.id}`, { model: 'Do operador' })).status).toBe(200);
    expect((await operator.delete(`/api/plates/${plate.id}`)).status).toBe(403);
  });

  it('keeps company B out of company A plates and lets super-admin in (tenancy matrix)', async () => {
    await expectTenancy(api, {
      collection: '/api/plates',
      meList: '/api/me/list/plates',
      createBody: (companyId, n) => body(companyId, `TNC${n}A0${n}`),
      updateBody: { model: 'Alterado por outro' },
    });
  });

  it('answers 402 without subscription (SPEC §6)', async () => {
    await withSubscription(api, api.companyB, 'none', async () => {
      const none = await api.as('adminB').get('/api/plates');
      expect(none.status).toBe(402);
      expect((await api.as('superAdmin').get('/api/plates')).status).toBe(200);
    });
  });

  it('never answers 5xx nor stores an invalid plate, whatever the body (property)', async () => {
    const typeIds = (await api.db.select({ id: vehicleTypes.id }).from(vehicleTypes)).map((row) => row.id);
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const plateText = fc.oneof(
      fc.constantFrom('PRP1A23', 'prp-1a24', 'PRP1234', 'prp 5678', 'AB12345', 'PRP1A2', '', '   '),
      fc.stringMatching(/^[A-Za-z]{3}-?\d[A-Za-z0-9]\d{2}$/),
    );
    const field = <T>(values: fc.Arbitrary<T>) => fc.oneof(values, anyValue);
    const bodies = fc.oneof(
      fc.record(
        {
          company_id: field(fc.constantFrom(api.companyA, String(api.companyA), api.companyB, 0, 2 ** 31)),
          plate: field(plateText),
          brand: field(fc.constantFrom('Volvo', ' Scania ', '')),
          model: field(fc.constantFrom('FH 540', 'R 450', '')),
          vehicle_type_pepsico: field(fc.constantFrom(...typeIds, String(truck6), 0, -1, 999_999, 2 ** 31)),
          category: field(fc.constantFrom('truck', 'auto', 'bus', 'motorcycle', 'car', 'moto')),
          axis: field(fc.integer({ min: -1, max: 17 })),
          rear_wheel_type: field(fc.constantFrom('Simples', 'Dupla', 'Tripla')),
        },
        { requiredKeys: [] },
      ),
      fc.record({
        company_id: fc.constant(api.companyA),
        plate: fc.stringMatching(/^[A-Za-z]{3}-?\d[A-Za-z0-9]\d{2}$/),
        brand: fc.constantFrom('Volvo', ' Scania '),
        model: fc.constantFrom('FH 540', 'R 450'),
        vehicle_type_pepsico: fc.constantFrom(...typeIds),
        category: fc.constantFrom('truck', 'auto', 'bus', 'motorcycle'),
        axis: fc.integer({ min: 2, max: 4 }),
        rear_wheel_type: fc.constantFrom('Simples', 'Dupla'),
      }),
      fc.anything(),
    );
    const existing = await insertPlate(api.companyA, 'PRP9Z99');
    let stored = 0;
    const check = (record: unknown) => {
      const stored = plateWireSchema.parse(record);
      expect(stored.plate).toMatch(PLATE_PATTERN);
      expect(isValidAxisForCategory(stored.category, stored.axis)).toBe(true);
      expect(typeIds).toContain(stored.vehicle_type_pepsico);
      expect(stored.brand?.trim()).toBeTruthy();
      expect(stored.model?.trim()).toBeTruthy();
      expect(stored.company_id).toBe(api.companyA);
    };
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (candidate, update) => {
        const res = update
          ? await api.as('adminA').put(`/api/plates/${existing.id}`, candidate)
          : await api.as('adminA').post('/api/plates', candidate);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status === 201 || res.status === 200) {
          check(res.body.data);
          stored++;
        }
      }),
      { numRuns: 80 },
    );
    expect(stored).toBeGreaterThan(0);
    for (const row of await api.db.select().from(plates)) {
      expect(row.plate).toMatch(PLATE_PATTERN);
      expect(isValidAxisForCategory(row.category, row.axis)).toBe(true);
      expect(typeIds).toContain(row.vehicle_type_id);
      expect(row.brand?.trim()).toBe(row.brand);
      expect(row.model).toBeTruthy();
    }
  });
});
