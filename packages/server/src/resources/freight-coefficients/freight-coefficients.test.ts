import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cargoKindSchema,
  coefficientsInForce,
  csvTextRecords,
  pagedSchema,
  parseFreightCoefficients,
} from '@freight/core';
import type { FreightCoefficient } from '@freight/core';
import { asc } from 'drizzle-orm';
import { freightCoefficients } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { sharedDataDir } from '../../tolls/test-support/shared-data.ts';
import { freightCoefficientRecordSchema } from './freight-coefficient-schemas.ts';

const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';
const TAKEN = 'Já existe um coeficiente para este ato, tabela, tipo de carga e eixos.';

const body = (over: Record<string, unknown> = {}) => ({
  act: 'Teste 1/2026',
  valid_from: '2026-01-20',
  valid_to: '2026-07-16',
  table: 'A',
  cargo_kind: 'granel_solido',
  axles: 6,
  ccd: 6.1,
  cc: 600,
  ...over,
});

describe.each(backends)('freight coefficients on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  it('creates with 201, reads, updates, lists and deletes; the SPEC spelling of a cargo kind is stored official', async () => {
    const admin = api.as('superAdmin');
    const created = await admin.post(
      '/api/freight-coefficients',
      body({ cargo_kind: 'geral', source: 'ANTT' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'Coeficiente de frete cadastrado com sucesso.',
      data: {
        act: 'Teste 1/2026',
        table: 'A',
        cargo_kind: 'carga_geral',
        axles: 6,
        ccd: 6.1,
        cc: 600,
        note: null,
      },
    });
    const id = freightCoefficientRecordSchema.parse(created.body.data).id;
    const one = `/api/freight-coefficients/${id}`;
    expect((await admin.get(one)).body.data).toMatchObject({ id, valid_to: '2026-07-16', source: 'ANTT' });
    const updated = await admin.put(one, { valid_to: null, ccd: 6.25, note: 'Aberto' });
    expect(updated.body.data).toMatchObject({ valid_to: null, ccd: 6.25, note: 'Aberto' });

    const list = await api
      .as('operatorA')
      .get('/api/freight-coefficients?act=teste 1&table=A&cargo_kind=geral&axles=6');
    const page = pagedSchema(freightCoefficientRecordSchema).parse(list.body.data);
    expect(page.total).toBe(1);
    expect(page.data[0]?.id).toBe(id);

    expect((await admin.delete(one)).body).toMatchObject({ statusCode: 200 });
    expect((await admin.get(one)).status).toBe(404);
    expect((await admin.put(one, { cc: 1 })).status).toBe(404);
  });

  it('answers 422 in pt-BR for bad fields and the checks of core freight schema, 409 for the same cell of an act', async () => {
    const admin = api.as('superAdmin');
    const bad = await admin.post(
      '/api/freight-coefficients',
      body({ table: 'E', cargo_kind: 'areia', axles: 10, ccd: -1, valid_from: '2026-13-01' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({
      table: 'Opção inválida',
      cargo_kind: 'Opção inválida',
      axles: 'Deve ser no máximo 9',
      ccd: 'Deve ser no mínimo 0',
      valid_from: 'Data inválida (use AAAA-MM-DD).',
    });
    const reversed = await admin.post(
      '/api/freight-coefficients',
      body({ valid_from: '2026-07-17', valid_to: '2026-07-16' }),
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.details).toEqual({ valid_to: 'Fim da vigência anterior ao início' });

    const cell = body({ act: 'Duplicado 1/2026' });
    const first = await admin.post('/api/freight-coefficients', cell);
    expect(first.status).toBe(201);
    const again = await admin.post('/api/freight-coefficients', { ...cell, valid_from: '2026-02-01' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: TAKEN, details: { axles: TAKEN } });
    const moved = await admin.put(`/api/freight-coefficients/${first.body.data.id}`, {
      valid_from: '2026-08-01',
    });
    expect(moved.status).toBe(422);
    expect(moved.body.details).toEqual({ valid_to: 'Fim da vigência anterior ao início' });

    const query = api.as('operatorA');
    expect((await query.get('/api/freight-coefficients?table=Z')).status).toBe(422);
    expect((await query.get('/api/freight-coefficients?axles=abc')).status).toBe(422);
    expect((await query.get('/api/freight-coefficients?date=2026-02-31')).status).toBe(422);
    expect((await query.get('/api/freight-coefficients?per_page=501')).status).toBe(422);
  });

  it('lists the rows in force on a date exactly as core coefficientsInForce chooses them (frete/piso_minimo.csv)', async () => {
    const parsed = parseFreightCoefficients(
      csvTextRecords(readFileSync(join(sharedDataDir(), 'frete', 'piso_minimo.csv'), 'utf8')),
    );
    if (!parsed.success) throw new Error('piso_minimo.csv does not parse');
    await api.db.insert(freightCoefficients).values(
      parsed.rows.map((row) => ({
        act: `csv ${row.act}`,
        valid_from: row.validFrom,
        valid_to: row.validTo,
        table_id: row.table,
        cargo_kind: row.cargoKind,
        axles: row.axles,
        ccd: row.ccd,
        cc: row.cc,
        source: row.source,
      })),
    );
    const stored = await api.db.select().from(freightCoefficients).orderBy(asc(freightCoefficients.id));
    const asCore = stored.map((row): FreightCoefficient => ({
      act: row.act,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      table: row.table_id,
      cargoKind: cargoKindSchema.parse(row.cargo_kind),
      axles: row.axles,
      ccd: row.ccd,
      cc: row.cc,
      source: row.source ?? '',
    }));
    const operator = api.as('operatorA');
    for (const date of ['2026-01-19', '2026-01-20', '2026-03-01', '2026-07-16', '2026-07-17', '2026-10-01']) {
      const expected = coefficientsInForce(asCore, date)
        .filter((row) => row.act.startsWith('csv '))
        .map((row) => `${row.act}|${row.table}|${row.cargoKind}|${row.axles}`);
      const res = await operator.get(`/api/freight-coefficients?act=csv&date=${date}&per_page=500`);
      expect(res.status).toBe(200);
      const got = pagedSchema(freightCoefficientRecordSchema)
        .parse(res.body.data)
        .data.map((row) => `${row.act}|${row.table}|${row.cargo_kind}|${row.axles}`);
      expect(res.body.data.total, date).toBe(expected.length);
      expect([...got].sort(), date).toEqual([...expected].sort());
    }
    expect(coefficientsInForce(parsed.rows, '2026-10-01').length).toBeGreaterThan(78);
    const cell = await operator.get(
      '/api/freight-coefficients?date=2026-10-01&table=A&cargo_kind=granel_solido&axles=6',
    );
    expect(cell.body.data.data.map((row: { act: string }) => row.act)).toEqual([
      'csv Portaria SUROC 22/2026',
    ]);
    const before = await operator.get('/api/freight-coefficients?act=csv&date=2025-12-31');
    expect(before.body.data.total).toBe(0);
  });

  it('lets admin and operator read, not change; guest 403; no token 401; bumps the version on writes', async () => {
    const [row] = await api.db
      .insert(freightCoefficients)
      .values({
        act: 'Permissões',
        valid_from: '2026-01-01',
        table_id: 'B',
        cargo_kind: 'neogranel',
        axles: 5,
        ccd: 1,
        cc: 2,
      })
      .returning();
    const one = `/api/freight-coefficients/${row?.id}`;
    for (const user of ['operatorA', 'adminA'] as const) {
      expect((await api.as(user).get('/api/freight-coefficients')).status).toBe(200);
      expect((await api.as(user).get(one)).status).toBe(200);
      for (const res of [
        await api.as(user).post('/api/freight-coefficients', body({ act: 'Do usuário' })),
        await api.as(user).put(one, { cc: 3 }),
        await api.as(user).delete(one),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(FORBIDDEN);
      }
    }
    expect((await api.as('guestA').get('/api/freight-coefficients')).status).toBe(403);
    expect((await api.as(null).get(one)).status).toBe(401);

    const admin = api.as('superAdmin');
    const start = api.ctx.referenceData.current;
    await admin.put(one, { cc: 3 });
    await admin.put(one, { valid_to: '2025-01-01' });
    await admin.delete(one);
    await admin.post('/api/freight-coefficients', body({ act: 'Versão' }));
    expect(api.ctx.referenceData.current).toBe(start + 3);
  });

  it('never answers 500 to arbitrary bodies', async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const bodies = fc.oneof(
      fc.record(
        {
          act: fc.oneof(value, fc.constantFrom('P 1', 'P 2')),
          valid_from: fc.oneof(value, fc.constantFrom('2026-01-01', '2026-12-31')),
          valid_to: fc.oneof(value, fc.constantFrom('2026-06-30', '2027-01-01')),
          table: fc.oneof(value, fc.constantFrom('A', 'D')),
          cargo_kind: fc.oneof(value, fc.constantFrom('geral', 'neogranel')),
          axles: fc.oneof(value, fc.integer({ min: 1, max: 10 })),
          ccd: value,
          cc: value,
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const [existing] = await api.db
      .insert(freightCoefficients)
      .values({
        act: 'Propriedade',
        valid_from: '2026-01-01',
        table_id: 'C',
        cargo_kind: 'frigorificada',
        axles: 7,
        ccd: 1,
        cc: 1,
      })
      .returning();
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (candidate, update) => {
        const admin = api.as('superAdmin');
        const res = update
          ? await admin.put(`/api/freight-coefficients/${existing?.id}`, candidate)
          : await admin.post('/api/freight-coefficients', candidate);
        expect(res.status).toBeLessThan(500);
        if (res.status === 200 || res.status === 201) {
          const stored = freightCoefficientRecordSchema.parse(res.body.data);
          expect(stored.valid_to === null || stored.valid_to >= stored.valid_from).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
