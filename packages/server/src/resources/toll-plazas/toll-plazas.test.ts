import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { pagedSchema } from '@freight/core';
import { tollPlazaPlacements, tollPlazas, tollTariffs } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { tollPlazaDetailSchema, tollPlazaRecordSchema } from './toll-plaza-schemas.ts';

const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';

/** A valid creation body; `over` changes or adds fields. */
const plazaBody = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  nome: 'Praça de Teste',
  concessionaria: 'CONCESSIONÁRIA TESTE',
  rodovia: 'BR-116',
  uf: 'SP',
  lat: -23.5,
  lng: -46.6,
  fonte: 'ANTT',
  ...over,
});

/** The row of a plaza stored directly (test setup). */
const plazaRow = (
  id: string,
  lat: number,
  lng: number,
  over: Partial<typeof tollPlazas.$inferInsert> = {},
) => ({
  id,
  source: 'ANTT',
  concessionaire: 'CONCESSIONÁRIA TESTE',
  name: `Praça ${id}`,
  road: 'BR-116',
  uf: 'SP',
  lat,
  lng,
  ...over,
});

describe.each(backends)('toll plazas on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
    api.clock.now = Date.parse('2026-08-01T15:00:00Z');
  }, 60_000);
  afterAll(() => api?.close());

  it('creates with 201, reads, updates, lists and deletes (super-admin)', async () => {
    const admin = api.as('superAdmin');
    const created = await admin.post(
      '/api/toll-plazas',
      plazaBody('antt-autopista-fluminense-casimiro-de-abreu', {
        nome: '  Casimiro de Abreu ',
        concessionaria: 'AUTOPISTA FLUMINENSE',
        rodovia: 'BR-101',
        uf: 'rj',
        cidade: 'Casimiro de Abreu',
        km: 192.82,
        lat: -22.476441,
        lng: -42.088519,
        sentido: 'ambos',
        porcentagem_tag: 5,
        arredondamento: 'half-up',
        codigo_semparar: 1234,
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      statusCode: 201,
      message: 'Praça de pedágio cadastrada com sucesso.',
      data: {
        id: 'antt-autopista-fluminense-casimiro-de-abreu',
        nome: 'Casimiro de Abreu',
        uf: 'RJ',
        km: 192.82,
        sentido: 'ambos',
        free_flow: false,
        special_toll: false,
        active: true,
        porcentagem_tag: 5,
        porcentagem_fim_semana: 0,
        arredondamento: 'half-up',
        codigo_semparar: '1234',
        codigo_veloe: null,
        tarifas: {},
        data_ultima_atualizacao: null,
      },
    });
    expect(tollPlazaRecordSchema.parse(created.body.data).fonte).toBe('ANTT');
    const one = '/api/toll-plazas/antt-autopista-fluminense-casimiro-de-abreu';

    const shown = await admin.get(one);
    expect(shown.status).toBe(200);
    expect(tollPlazaDetailSchema.parse(shown.body.data)).toMatchObject({
      cidade: 'Casimiro de Abreu',
      tariffs: [],
    });

    const updated = await admin.put(one, { nome: 'Casimiro', free_flow: true, cidade: '', id: 'ignored' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Registro atualizado com sucesso.',
      data: {
        id: 'antt-autopista-fluminense-casimiro-de-abreu',
        nome: 'Casimiro',
        free_flow: true,
        cidade: null,
      },
    });
    expect((await admin.put(one, {})).body.data.nome).toBe('Casimiro');

    const list = await admin.get(
      '/api/toll-plazas?name=casimiro&uf=rj&road=br-101&concessionaire=fluminense&source=antt',
    );
    expect(list.status).toBe(200);
    const page = pagedSchema(tollPlazaRecordSchema).parse(list.body.data);
    expect(page).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(page.data[0]?.id).toBe('antt-autopista-fluminense-casimiro-de-abreu');
    expect((await admin.get('/api/toll-plazas?name=casimiro&uf=SP')).body.data.total).toBe(0);
    expect((await admin.get('/api/toll-plazas?name=casimiro&active=false')).body.data.total).toBe(0);

    const deleted = await admin.delete(one);
    expect(deleted.body).toMatchObject({
      success: true,
      statusCode: 200,
      message: 'Registro excluído com sucesso.',
    });
    expect((await admin.get(one)).status).toBe(404);
    expect((await admin.delete(one)).status).toBe(404);
  });

  it('answers 422 with pt-BR messages per field, 404 for an unknown or malformed id, 409 for a taken id', async () => {
    const admin = api.as('superAdmin');
    const missing = await admin.post('/api/toll-plazas', {});
    expect(missing.status).toBe(422);
    expect(missing.body.details).toMatchObject({
      id: 'Esse campo é obrigatório',
      nome: 'Esse campo é obrigatório',
      lat: 'Esse campo é obrigatório',
      fonte: 'Esse campo é obrigatório',
    });
    const bad = await admin.post(
      '/api/toll-plazas',
      plazaBody('Praça Nova', { uf: 'XX', lat: 91, lng: '-46', sentido: 'para cima', porcentagem_tag: 120 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({
      id: 'Use letras minúsculas, números e hífens (ex.: antt-concessionaria-nome-da-praca)',
      uf: 'UF inválida.',
      lat: 'Deve ser no máximo 90',
      lng: 'Valor inválido',
      sentido: 'Opção inválida',
      porcentagem_tag: 'Deve ser no máximo 100',
    });
    const long = await admin.post('/api/toll-plazas', plazaBody('a'.repeat(121)));
    expect(long.body.details).toEqual({ id: 'Deve ter no máximo 120 caracteres' });
    for (const id of ['-a', 'a--b', 'a-']) {
      expect((await admin.post('/api/toll-plazas', plazaBody(id))).status, id).toBe(422);
    }

    expect((await admin.post('/api/toll-plazas', plazaBody('artesp-l01-perus'))).status).toBe(201);
    const again = await admin.post('/api/toll-plazas', plazaBody('artesp-l01-perus'));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Já existe uma praça de pedágio com este id.',
      details: { id: 'Já existe uma praça de pedágio com este id.' },
    });
    expect((await admin.put('/api/toll-plazas/artesp-l01-perus', { lat: -200 })).status).toBe(422);

    expect((await admin.get('/api/toll-plazas/nao-existe')).status).toBe(404);
    expect((await admin.put('/api/toll-plazas/nao-existe', { nome: 'X' })).status).toBe(404);
    expect((await admin.delete('/api/toll-plazas/nao-existe')).status).toBe(404);
    expect((await admin.get('/api/toll-plazas/N%C3%83O-EXISTE')).status).toBe(404);
    expect((await admin.get(`/api/toll-plazas/${'a'.repeat(500)}`)).status).toBe(404);
  });

  it('lets admin and operator read, not change; guest 403; no token 401', async () => {
    await api.db.insert(tollPlazas).values(plazaRow('antt-permissoes', -20, -50));
    const one = '/api/toll-plazas/antt-permissoes';
    for (const user of ['operatorA', 'adminA'] as const) {
      const reader = api.as(user);
      expect((await reader.get('/api/toll-plazas')).status, user).toBe(200);
      expect((await reader.get(one)).status, user).toBe(200);
      for (const res of [
        await reader.post('/api/toll-plazas', plazaBody('antt-do-usuario')),
        await reader.put(one, { nome: 'Do usuário' }),
        await reader.delete(one),
      ]) {
        expect(res.status, user).toBe(403);
        expect(res.body.message).toBe(FORBIDDEN);
      }
    }
    const guest = api.as('guestA');
    for (const res of [await guest.get('/api/toll-plazas'), await guest.get(one)]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
    }
    expect((await api.as(null).get('/api/toll-plazas')).status).toBe(401);
    expect((await api.as(null).get(one)).status).toBe(401);
    expect((await api.as(null).post('/api/toll-plazas', plazaBody('antt-anonimo'))).status).toBe(401);
    expect((await api.as('superAdmin').get(one)).body.data.nome).toBe('Praça antt-permissoes');
  });

  it('answers a bbox with the plazas inside it (the map layer), up to 2000 a page', async () => {
    await api.db
      .insert(tollPlazas)
      .values([
        plazaRow('bbox-dentro', -3.5, -60.5),
        plazaRow('bbox-na-borda', -3, -60),
        plazaRow('bbox-fora', -3.5, -58.5),
      ]);
    const admin = api.as('operatorA');
    const inside = await admin.get('/api/toll-plazas?bbox=-61,-4,-60,-3&per_page=2000');
    expect(inside.status).toBe(200);
    expect(inside.body.data.data.map((plaza: { id: string }) => plaza.id)).toEqual([
      'bbox-dentro',
      'bbox-na-borda',
    ]);
    expect(inside.body.data).toMatchObject({ total: 2, per_page: 2000 });
    const spaced = await admin.get('/api/toll-plazas?bbox=%20-61%20,-4,%20-60,-3%20');
    expect(spaced.body.data.total).toBe(2);
    expect((await admin.get('/api/toll-plazas?bbox=-59,-4,-58,-3')).body.data.data[0].id).toBe('bbox-fora');
    expect((await admin.get('/api/toll-plazas?bbox=&name=bbox-')).body.data.total).toBe(3);
    expect((await admin.get('/api/toll-plazas?bbox=-61,-4,-60,-3&name=borda')).body.data.total).toBe(1);
  });

  it.each([
    [
      '-61,-4,-60',
      'Informe bbox como quatro números separados por vírgula: lng mínima, lat mínima, lng máxima, lat máxima.',
    ],
    [
      'a,b,c,d',
      'Informe bbox como quatro números separados por vírgula: lng mínima, lat mínima, lng máxima, lat máxima.',
    ],
    [
      '1e2,-4,-60,-3',
      'Informe bbox como quatro números separados por vírgula: lng mínima, lat mínima, lng máxima, lat máxima.',
    ],
    [
      '-61,-4,-60,-3,0',
      'Informe bbox como quatro números separados por vírgula: lng mínima, lat mínima, lng máxima, lat máxima.',
    ],
    ['-181,-4,-60,-3', 'Longitude fora do intervalo de -180 a 180.'],
    ['-61,-91,-60,-3', 'Latitude fora do intervalo de -90 a 90.'],
    ['-60,-4,-61,-3', 'No bbox, cada mínimo deve ser menor que o máximo correspondente.'],
    ['-61,-3,-60,-3', 'No bbox, cada mínimo deve ser menor que o máximo correspondente.'],
    [
      '1,'.repeat(300),
      'Informe bbox como quatro números separados por vírgula: lng mínima, lat mínima, lng máxima, lat máxima.',
    ],
  ])('answers 422 in pt-BR to bbox=%s', async (bbox, message) => {
    const res = await api.as('operatorA').get(`/api/toll-plazas?bbox=${encodeURIComponent(bbox)}`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, statusCode: 422, details: { bbox: message } });
  });

  it('limits the page size: 500 without bbox, 2000 with it', async () => {
    const admin = api.as('operatorA');
    expect((await admin.get('/api/toll-plazas?per_page=500')).status).toBe(200);
    expect((await admin.get('/api/toll-plazas?per_page=-1')).status).toBe(200);
    const big = await admin.get('/api/toll-plazas?per_page=501');
    expect(big.status).toBe(422);
    expect(big.body.details).toEqual({ per_page: 'Deve ser no máximo 500 (ou 2000 com bbox)' });
    const bigMap = await admin.get('/api/toll-plazas?per_page=2001&bbox=-61,-4,-60,-3');
    expect(bigMap.body.details).toEqual({ per_page: 'Deve ser no máximo 2000' });
    expect((await admin.get('/api/toll-plazas?per_page=99999999999999999999')).status).toBe(422);
    expect((await admin.get('/api/toll-plazas?page=0')).status).toBe(422);
    expect((await admin.get(`/api/toll-plazas?name=${'x'.repeat(201)}`)).status).toBe(422);
    expect((await admin.get('/api/toll-plazas?uf=XX')).body.details).toEqual({ uf: 'UF inválida.' });
    for (const date of ['2026-02-30', '2026-13-01', '2026-00-10', '0000-01-01', '2026-1-1']) {
      expect((await admin.get(`/api/toll-plazas?date=${date}`)).body.details, date).toEqual({
        date: 'Data inválida (use AAAA-MM-DD).',
      });
    }
    expect((await admin.get('/api/toll-plazas?active=talvez')).status).toBe(422);
  });

  it('lists the fare table in force on the date (today by default) and shows every tariff row', async () => {
    await api.db.insert(tollPlazas).values(plazaRow('tarifa-vigente', -10, -10));
    await api.db.insert(tollTariffs).values([
      { plaza_id: 'tarifa-vigente', valid_from: '2025-07-01', multiplier: 1, fare: 10 },
      { plaza_id: 'tarifa-vigente', valid_from: '2025-07-01', multiplier: 2, fare: 20 },
      { plaza_id: 'tarifa-vigente', valid_from: '2026-07-01', multiplier: 1, fare: 11.5 },
      { plaza_id: 'tarifa-vigente', valid_from: '2026-07-01', multiplier: 0.5, fare: 5.75 },
    ]);
    const operator = api.as('operatorA');
    const fares = async (query: string) => {
      const res = await operator.get(`/api/toll-plazas?name=tarifa-vigente${query}`);
      const [plaza] = pagedSchema(tollPlazaRecordSchema).parse(res.body.data).data;
      return { tarifas: plaza?.tarifas, data_ultima_atualizacao: plaza?.data_ultima_atualizacao };
    };
    const newTable = { tarifas: { '0.5': 5.75, '1': 11.5 }, data_ultima_atualizacao: '2026-07-01' };
    const oldTable = { tarifas: { '1': 10, '2': 20 }, data_ultima_atualizacao: '2025-07-01' };
    expect(await fares('')).toEqual(newTable);
    expect(await fares('&date=2026-06-30')).toEqual(oldTable);
    expect(await fares('&date=2020-01-01')).toEqual(oldTable);
    expect(await fares('&date=2026-07-01')).toEqual(newTable);

    const before = api.clock.now;
    api.clock.now = Date.parse('2026-07-01T02:00:00Z');
    expect(await fares('')).toEqual(oldTable);
    api.clock.now = Date.parse('2026-07-01T03:00:00Z');
    expect(await fares('')).toEqual(newTable);
    api.clock.now = before;

    const shown = tollPlazaDetailSchema.parse(
      (await operator.get('/api/toll-plazas/tarifa-vigente')).body.data,
    );
    expect(shown).toMatchObject(newTable);
    expect(shown.tariffs.map((row) => [row.valid_from, row.multiplier, row.fare])).toEqual([
      ['2026-07-01', 0.5, 5.75],
      ['2026-07-01', 1, 11.5],
      ['2025-07-01', 1, 10],
      ['2025-07-01', 2, 20],
    ]);
  });

  it('deletes a plaza with its tariffs and its placement', async () => {
    await api.db.insert(tollPlazas).values(plazaRow('apagar-com-tarifas', -11, -11));
    await api.db.insert(tollTariffs).values([
      { plaza_id: 'apagar-com-tarifas', valid_from: '2026-01-01', multiplier: 1, fare: 3 },
      { plaza_id: 'apagar-com-tarifas', valid_from: '2026-01-01', multiplier: 2, fare: 6 },
    ]);
    await api.db
      .insert(tollPlazaPlacements)
      .values({ plaza_id: 'apagar-com-tarifas', graph_id: 'g1', placement: { status: 'placed' } });
    expect((await api.as('superAdmin').delete('/api/toll-plazas/apagar-com-tarifas')).status).toBe(200);
    expect(await api.db.$count(tollTariffs, eq(tollTariffs.plaza_id, 'apagar-com-tarifas'))).toBe(0);
    expect(
      await api.db.$count(tollPlazaPlacements, eq(tollPlazaPlacements.plaza_id, 'apagar-com-tarifas')),
    ).toBe(0);
  });

  it('drops the stored placement when the plaza moves, keeps it otherwise', async () => {
    await api.db.insert(tollPlazas).values(plazaRow('posicionada', -12, -12, { km: 10, direction: 'ambos' }));
    const placed = { plaza_id: 'posicionada', graph_id: 'g1', placement: { status: 'placed' } };
    await api.db.insert(tollPlazaPlacements).values(placed);
    const admin = api.as('superAdmin');
    const placements = () =>
      api.db.$count(tollPlazaPlacements, eq(tollPlazaPlacements.plaza_id, 'posicionada'));
    expect(
      (await admin.put('/api/toll-plazas/posicionada', { nome: 'Outro nome', lat: -12, km: 10 })).status,
    ).toBe(200);
    expect(await placements()).toBe(1);
    expect((await admin.put('/api/toll-plazas/posicionada', { sentido: 'crescente' })).status).toBe(200);
    expect(await placements()).toBe(0);
    await api.db.insert(tollPlazaPlacements).values(placed);
    expect((await admin.put('/api/toll-plazas/posicionada', { lng: -12.5 })).status).toBe(200);
    expect(await placements()).toBe(0);
  });

  it('bumps the reference-data version after every successful write, not after reads or failures', async () => {
    const admin = api.as('superAdmin');
    const version = () => api.ctx.referenceData.current;
    const start = version();
    await admin.post('/api/toll-plazas', plazaBody('versao'));
    expect(version()).toBe(start + 1);
    await admin.get('/api/toll-plazas');
    await admin.get('/api/toll-plazas/versao');
    await admin.post('/api/toll-plazas', plazaBody('versao'));
    await admin.post('/api/toll-plazas', {});
    await api.as('operatorA').put('/api/toll-plazas/versao', { nome: 'X' });
    expect(version()).toBe(start + 1);
    await admin.put('/api/toll-plazas/versao', { nome: 'Versão 2' });
    expect(version()).toBe(start + 2);
    await admin.delete('/api/toll-plazas/versao');
    expect(version()).toBe(start + 3);
  });

  it('never answers 500 to arbitrary bodies, and what it stores reads back with the schema', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('SP', 'ambos', 'half-up', 'alta', ''),
    );
    const bodies = fc.oneof(
      fc.record(
        {
          id: fc.oneof(value, fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/)),
          nome: value,
          concessionaria: value,
          rodovia: value,
          uf: value,
          lat: fc.oneof(value, fc.double({ min: -90, max: 90, noNaN: true })),
          lng: fc.oneof(value, fc.double({ min: -180, max: 180, noNaN: true })),
          km: value,
          sentido: value,
          fonte: value,
          porcentagem_tag: value,
          arredondamento: value,
          codigo_veloe: value,
          coord_precisao: value,
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await api.db
      .insert(tollPlazas)
      .values(plazaRow('propriedade', -13, -13))
      .onConflictDoNothing();
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (candidate, update) => {
        const admin = api.as('superAdmin');
        const res = update
          ? await admin.put('/api/toll-plazas/propriedade', candidate)
          : await admin.post('/api/toll-plazas', candidate);
        expect(res.status).toBeLessThan(500);
        if (res.status === 200 || res.status === 201) tollPlazaRecordSchema.parse(res.body.data);
      }),
      { numRuns: 60 },
    );
  });
});
