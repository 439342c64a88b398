import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tollPlazas, tollTariffs } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { tollTariffSchema } from './toll-tariff-schemas.ts';

const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';
const TAKEN = 'Esta praça já tem uma tarifa com esta vigência e este multiplicador.';

describe.each(backends)('toll tariffs on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
    api.clock.now = Date.parse('2026-08-01T15:00:00Z');
  }, 60_000);
  afterAll(() => api?.close());

  const addPlaza = (id: string) =>
    api.db.insert(tollPlazas).values({
      id,
      source: 'ARTESP',
      concessionaire: 'AUTOBAN',
      name: `Praça ${id}`,
      road: 'SP-330',
      uf: 'SP',
      lat: -23,
      lng: -47,
    });

  it('creates with 201, lists, updates and deletes the fares of a plaza; the plaza list follows', async () => {
    await addPlaza('artesp-l01-valinhos');
    const admin = api.as('superAdmin');
    const created = await admin.post('/api/toll-plazas/artesp-l01-valinhos/tariffs', {
      valid_from: '2026-07-01',
      multiplier: 2,
      fare: 17.4,
      source: ' ARTESP ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Tarifa cadastrada com sucesso.',
      data: {
        plaza_id: 'artesp-l01-valinhos',
        valid_from: '2026-07-01',
        multiplier: 2,
        fare: 17.4,
        source: 'ARTESP',
      },
    });
    const id = tollTariffSchema.parse(created.body.data).id;
    await admin.post('/api/toll-plazas/artesp-l01-valinhos/tariffs', {
      valid_from: '2026-07-01',
      multiplier: 1,
      fare: 8.7,
    });
    await admin.post('/api/toll-plazas/artesp-l01-valinhos/tariffs', {
      valid_from: '2025-07-01',
      multiplier: 1,
      fare: 8.1,
    });

    const listed = await api.as('operatorA').get('/api/toll-plazas/artesp-l01-valinhos/tariffs');
    expect(listed.status).toBe(200);
    expect(
      z
        .array(tollTariffSchema)
        .parse(listed.body.data)
        .map((row) => [row.valid_from, row.multiplier, row.fare]),
    ).toEqual([
      ['2026-07-01', 1, 8.7],
      ['2026-07-01', 2, 17.4],
      ['2025-07-01', 1, 8.1],
    ]);

    const updated = await admin.put(`/api/toll-tariffs/${id}`, { fare: 17.5, source: '' });
    expect(updated.body).toMatchObject({ statusCode: 200, data: { id, fare: 17.5, source: null } });
    const plaza = await admin.get('/api/toll-plazas?name=artesp-l01-valinhos');
    expect(plaza.body.data.data[0]).toMatchObject({
      tarifas: { '1': 8.7, '2': 17.5 },
      data_ultima_atualizacao: '2026-07-01',
    });

    expect((await admin.delete(`/api/toll-tariffs/${id}`)).body).toMatchObject({ statusCode: 200 });
    expect((await admin.delete(`/api/toll-tariffs/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/toll-tariffs/${id}`, { fare: 1 })).status).toBe(404);
    expect((await admin.get('/api/toll-plazas?name=artesp-l01-valinhos')).body.data.data[0].tarifas).toEqual({
      '1': 8.7,
    });
  });

  it('answers 409 in pt-BR for the same plaza, start date and multiplier, on creation and on change', async () => {
    await addPlaza('artesp-l02-duplicada');
    const admin = api.as('superAdmin');
    const path = '/api/toll-plazas/artesp-l02-duplicada/tariffs';
    expect((await admin.post(path, { valid_from: '2026-01-01', multiplier: 1, fare: 5 })).status).toBe(201);
    const again = await admin.post(path, { valid_from: '2026-01-01', multiplier: 1, fare: 6 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: TAKEN, details: { multiplier: TAKEN } });
    const other = await admin.post(path, { valid_from: '2026-01-01', multiplier: 2, fare: 10 });
    const clash = await admin.put(`/api/toll-tariffs/${other.body.data.id}`, { multiplier: 1 });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(TAKEN);
    expect((await admin.post(path, { valid_from: '2026-02-01', multiplier: 1, fare: 6 })).status).toBe(201);
  });

  it('answers 422 with pt-BR messages and 404 for an unknown plaza or tariff', async () => {
    await addPlaza('artesp-l03-validacao');
    const admin = api.as('superAdmin');
    const path = '/api/toll-plazas/artesp-l03-validacao/tariffs';
    const bad = await admin.post(path, { valid_from: '2026-02-30', multiplier: 0, fare: -1 });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({
      valid_from: 'Data inválida (use AAAA-MM-DD).',
      multiplier: 'Use um multiplicador de categoria: 0,5, 1, 1,5, 2, 3 … até 20',
      fare: 'Informe um valor maior que 0, com até duas casas decimais (ex.: 10.55)',
    });
    const odd = await admin.post(path, { valid_from: '26-01-01', multiplier: 1.3, fare: 1e9 });
    expect(odd.body.details).toEqual({
      valid_from: 'Data inválida (use AAAA-MM-DD).',
      multiplier: 'Use um multiplicador de categoria: 0,5, 1, 1,5, 2, 3 … até 20',
      fare: 'Deve ser no máximo 100000',
    });
    expect((await admin.post(path, {})).body.details).toEqual({
      valid_from: 'Esse campo é obrigatório',
      multiplier: 'Esse campo é obrigatório',
      fare: 'Esse campo é obrigatório',
    });
    expect((await admin.post(path, 'not json')).status).toBe(400);
    const unknown = await admin.post('/api/toll-plazas/nao-existe/tariffs', {
      valid_from: '2026-01-01',
      multiplier: 1,
      fare: 1,
    });
    expect(unknown.status).toBe(404);
    expect((await admin.get('/api/toll-plazas/nao-existe/tariffs')).status).toBe(404);
    expect((await admin.get('/api/toll-plazas/NAO/tariffs')).status).toBe(404);
    expect((await admin.put('/api/toll-tariffs/abc', { fare: 1 })).status).toBe(404);
    expect((await admin.put('/api/toll-tariffs/99999999999', { fare: 1 })).status).toBe(404);
  });

  it('lets operators and admins read the fares, only the toll-plaza managers change them', async () => {
    await addPlaza('artesp-l04-permissoes');
    const [row] = await api.db
      .insert(tollTariffs)
      .values({ plaza_id: 'artesp-l04-permissoes', valid_from: '2026-01-01', multiplier: 1, fare: 4 })
      .returning();
    const list = '/api/toll-plazas/artesp-l04-permissoes/tariffs';
    const one = `/api/toll-tariffs/${row?.id}`;
    const body = { valid_from: '2026-03-01', multiplier: 1, fare: 5 };
    for (const user of ['operatorA', 'adminA'] as const) {
      expect((await api.as(user).get(list)).status).toBe(200);
      for (const res of [
        await api.as(user).post(list, body),
        await api.as(user).put(one, { fare: 9 }),
        await api.as(user).delete(one),
      ]) {
        expect(res.status, user).toBe(403);
        expect(res.body.message).toBe(FORBIDDEN);
      }
    }
    expect((await api.as('guestA').get(list)).status).toBe(403);
    expect((await api.as(null).get(list)).status).toBe(401);
    expect((await api.as(null).put(one, { fare: 9 })).status).toBe(401);
  });

  it('bumps the reference-data version after each successful write only', async () => {
    await addPlaza('artesp-l05-versao');
    const admin = api.as('superAdmin');
    const path = '/api/toll-plazas/artesp-l05-versao/tariffs';
    const start = api.ctx.referenceData.current;
    const created = await admin.post(path, { valid_from: '2026-01-01', multiplier: 1, fare: 5 });
    await admin.post(path, { valid_from: '2026-01-01', multiplier: 1, fare: 5 });
    await admin.post(path, { valid_from: 'x', multiplier: 1, fare: 5 });
    await admin.get(path);
    expect(api.ctx.referenceData.current).toBe(start + 1);
    await admin.put(`/api/toll-tariffs/${created.body.data.id}`, { fare: 6 });
    await admin.put(`/api/toll-tariffs/${created.body.data.id}`, {});
    expect(api.ctx.referenceData.current).toBe(start + 2);
    await admin.delete(`/api/toll-tariffs/${created.body.data.id}`);
    expect(api.ctx.referenceData.current).toBe(start + 3);
  });
});
