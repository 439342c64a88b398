import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pagedSchema } from '@freight/core';
import { weighingStations } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { weighingStationRecordSchema } from './weighing-station-schemas.ts';

const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';
const TAKEN = 'Já existe uma balança com este nome, rodovia, km e UF.';

describe.each(backends)('weighing stations on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  it('creates with 201, reads, updates, lists and deletes (super-admin)', async () => {
    const admin = api.as('superAdmin');
    const created = await admin.post('/api/weighing-stations', {
      nome: 'PPV 2 - Sorocaba - Bidirecional',
      tipo: 'PPV (posto de pesagem veicular)',
      rodovia: 'SP-075',
      km: 8.5,
      sentido: 'Bidirecional',
      cidade: 'Sorocaba',
      uf: 'sp',
      concessionaria: 'VIAOESTE',
      lat: -23.4347,
      lng: -47.3726,
      fonte: 'QualP',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Balança cadastrada com sucesso.',
      data: {
        nome: 'PPV 2 - Sorocaba - Bidirecional',
        rodovia: 'SP-075',
        km: 8.5,
        km_texto: '8.5',
        uf: 'SP',
        concessionaria: 'VIAOESTE',
        origem_posicao: 'published',
        active: true,
      },
    });
    const id = weighingStationRecordSchema.parse(created.body.data).id;
    const one = `/api/weighing-stations/${id}`;
    expect((await admin.get(one)).body.data).toMatchObject({ id, cidade: 'Sorocaba' });
    const updated = await admin.put(one, { km: 9, sentido: null, active: false });
    expect(updated.body.data).toMatchObject({ km: 9, km_texto: '9', sentido: null, active: false });
    const kept = await admin.put(one, { km_texto: '9 (sentido S)' });
    expect(kept.body.data).toMatchObject({ km: 9, km_texto: '9 (sentido S)' });

    const list = await admin.get('/api/weighing-stations?name=sorocaba&road=sp-075&uf=SP&active=false');
    const page = pagedSchema(weighingStationRecordSchema).parse(list.body.data);
    expect(page.total).toBe(1);
    expect(page.data[0]?.id).toBe(id);

    expect((await admin.delete(one)).body).toMatchObject({
      statusCode: 200,
      message: 'Registro excluído com sucesso.',
    });
    expect((await admin.get(one)).status).toBe(404);
    expect((await admin.get('/api/weighing-stations/abc')).status).toBe(404);
  });

  it('keeps a station without coordinates off every map window', async () => {
    await api.db.insert(weighingStations).values([
      { name: 'Mapa dentro', road: 'BR-101', km_text: '1', uf: 'SC', lat: -26.1, lng: -48.8 },
      { name: 'Mapa fora', road: 'BR-101', km_text: '2', uf: 'SC', lat: -27.5, lng: -48.6 },
      { name: 'Mapa sem posição', road: 'BR-101', km_text: '3', uf: 'SC', position_source: 'none' },
    ]);
    const operator = api.as('operatorA');
    const map = await operator.get('/api/weighing-stations?bbox=-49,-26.5,-48,-26&per_page=2000');
    expect(map.status).toBe(200);
    expect(map.body.data.data.map((station: { nome: string }) => station.nome)).toEqual(['Mapa dentro']);
    const world = await operator.get('/api/weighing-stations?bbox=-180,-90,180,90&name=mapa');
    expect(world.body.data.data.map((station: { nome: string }) => station.nome)).toEqual([
      'Mapa dentro',
      'Mapa fora',
    ]);
    const all = await operator.get('/api/weighing-stations?name=mapa');
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.data[2]).toMatchObject({ lat: null, lng: null, origem_posicao: 'none' });
    const bad = await operator.get('/api/weighing-stations?bbox=-49,-26,-48');
    expect(bad.status).toBe(422);
    expect(bad.body.details.bbox).toMatch(/^Informe bbox como quatro números/);
  });

  it('takes latitude and longitude together and derives the position source', async () => {
    const admin = api.as('superAdmin');
    const half = await admin.post('/api/weighing-stations', { nome: 'Meia posição', lat: -20 });
    expect(half.status).toBe(422);
    expect(half.body.details).toEqual({ lng: 'Informe latitude e longitude juntas (ou nenhuma das duas).' });
    const contradicts = await admin.post('/api/weighing-stations', {
      nome: 'Sem posição',
      origem_posicao: 'published',
    });
    expect(contradicts.body.details).toEqual({
      origem_posicao: 'Sem latitude e longitude, a origem da posição deve ser none.',
    });
    const none = await admin.post('/api/weighing-stations', {
      nome: 'Sem posição',
      rodovia: 'BR-116',
      km: 151,
    });
    expect(none.body.data).toMatchObject({ lat: null, origem_posicao: 'none' });
    const one = `/api/weighing-stations/${none.body.data.id}`;
    expect((await admin.put(one, { lat: -25 })).body.details).toEqual({
      lng: 'Informe latitude e longitude juntas (ou nenhuma das duas).',
    });
    const placed = await admin.put(one, { lat: -25, lng: -49, origem_posicao: 'road-km' });
    expect(placed.body.data).toMatchObject({ lat: -25, lng: -49, origem_posicao: 'road-km' });
    expect((await admin.put(one, { nome: 'Posicionada pelo km' })).body.data.origem_posicao).toBe('road-km');
    expect((await admin.put(one, { origem_posicao: 'none' })).status).toBe(422);
    const [imported] = await api.db
      .insert(weighingStations)
      .values({ name: 'Importada sem posição', position_source: 'published' })
      .returning();
    const renamed = await admin.put(`/api/weighing-stations/${imported?.id}`, { nome: 'Renomeada' });
    expect(renamed.body.data).toMatchObject({ nome: 'Renomeada', origem_posicao: 'none' });
    const cleared = await admin.put(one, { lat: null, lng: null });
    expect(cleared.body.data).toMatchObject({ lat: null, lng: null, origem_posicao: 'none' });
  });

  it('answers 422 in pt-BR for bad fields and 409 for the same name, road, km and state', async () => {
    const admin = api.as('superAdmin');
    const bad = await admin.post('/api/weighing-stations', { nome: ' ', uf: 'ZZ', lat: 100, lng: 0, km: -1 });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({
      nome: 'Esse campo é obrigatório',
      uf: 'UF inválida.',
      lat: 'Deve ser no máximo 90',
      km: 'Deve ser no mínimo 0',
    });
    const body = { nome: 'PPV Duplicado', rodovia: 'BR-376', km: 10, uf: 'PR' };
    expect((await admin.post('/api/weighing-stations', body)).status).toBe(201);
    const again = await admin.post('/api/weighing-stations', body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: TAKEN, details: { nome: TAKEN } });
  });

  it('lets admin and operator read, not change; guest 403; no token 401; bumps the version on writes', async () => {
    const [row] = await api.db
      .insert(weighingStations)
      .values({ name: 'Permissões', road: 'BR-116', km_text: '1', uf: 'RS' })
      .returning();
    const one = `/api/weighing-stations/${row?.id}`;
    for (const user of ['operatorA', 'adminA'] as const) {
      expect((await api.as(user).get('/api/weighing-stations')).status).toBe(200);
      expect((await api.as(user).get(one)).status).toBe(200);
      for (const res of [
        await api.as(user).post('/api/weighing-stations', { nome: 'Do usuário' }),
        await api.as(user).put(one, { nome: 'Do usuário' }),
        await api.as(user).delete(one),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(FORBIDDEN);
      }
    }
    expect((await api.as('guestA').get('/api/weighing-stations')).status).toBe(403);
    expect((await api.as(null).get('/api/weighing-stations')).status).toBe(401);

    const start = api.ctx.referenceData.current;
    const admin = api.as('superAdmin');
    const created = await admin.post('/api/weighing-stations', { nome: 'Versão' });
    await admin.put(`/api/weighing-stations/${created.body.data.id}`, { nome: 'Versão 2' });
    await admin.put(`/api/weighing-stations/${created.body.data.id}`, { lat: 1 });
    await admin.delete(`/api/weighing-stations/${created.body.data.id}`);
    await admin.delete(`/api/weighing-stations/${created.body.data.id}`);
    expect(api.ctx.referenceData.current).toBe(start + 3);
  });

  it('never answers 500 to arbitrary bodies', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const bodies = fc.oneof(
      fc.record(
        {
          nome: value,
          rodovia: value,
          km: value,
          km_texto: value,
          uf: fc.oneof(value, fc.constant('MG')),
          lat: fc.oneof(value, fc.double({ min: -90, max: 90, noNaN: true })),
          lng: fc.oneof(value, fc.double({ min: -180, max: 180, noNaN: true })),
          origem_posicao: fc.oneof(value, fc.constantFrom('published', 'road-km', 'none')),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const [existing] = await api.db
      .insert(weighingStations)
      .values({ name: 'Propriedade', position_source: 'none' })
      .returning();
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (candidate, update) => {
        const admin = api.as('superAdmin');
        const res = update
          ? await admin.put(`/api/weighing-stations/${existing?.id}`, candidate)
          : await admin.post('/api/weighing-stations', candidate);
        expect(res.status).toBeLessThan(500);
        if (res.status === 200 || res.status === 201) {
          const stored = weighingStationRecordSchema.parse(res.body.data);
          expect(stored.lat === null).toBe(stored.lng === null);
          expect(stored.origem_posicao === 'none').toBe(stored.lat === null);
        }
      }),
      { numRuns: 60 },
    );
  });
});
