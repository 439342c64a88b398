import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { plateCheckConfigs, plateCheckItems, plateChecks, plates, plateTags } from '../db/schema.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi, TestUser } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';
import { createPlateCheckProcessor } from './plate-check-processor.ts';
import { plateCheckRuntime } from './plate-check-runtime.ts';
import { FAKE_TARGET_CREDENTIALS, startFakeTarget } from './providers/target/fake-target.ts';
import type { FakeTargetServer } from './providers/target/fake-target.ts';

const SECRETS_KEY = 'chave-de-segredos-dos-testes-de-placas-0123456789';

/** Valid plates `AAA0A00`… numbered from `start`. */
function platesFrom(start: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    return `PCK${n % 10}${String.fromCharCode(65 + (Math.floor(n / 10) % 26))}${String(Math.floor(n / 260) % 100).padStart(2, '0')}`;
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(backends)('plate checks /api/plates-osa (%s)', (backend) => {
  let api: TestApi;
  let fake: FakeTargetServer;

  const download = async (user: TestUser, path: string) => {
    const res = await api.app.request(`/api${path}`, {
      headers: { authorization: `Bearer ${await api.token(user)}` },
    });
    return { status: res.status, type: res.headers.get('content-type'), bytes: await res.arrayBuffer() };
  };

  beforeAll(async () => {
    fake = await startFakeTarget();
    api = await startTestApi(backend, {
      SECRETS_KEY,
      PLATE_CHECK_RATE_PER_SECOND: '1000',
      PLATE_CHECK_TIMEOUT_MS: '400',
    });
    const [bra] = await api.db
      .insert(plates)
      .values([
        { company_id: api.companyA, plate: 'BRA2E19', category: 'truck', axis: 6 },
        { company_id: api.companyA, plate: 'ABC1234', category: 'truck', axis: 6 },
        { company_id: api.companyB, plate: 'BBB2B22', category: 'truck', axis: 6 },
      ])
      .returning();
    await api.db.insert(plateTags).values([
      { plate_id: bra!.id, name: 'Sem Parar' },
      { plate_id: bra!.id, name: 'Veloe' },
    ]);
    const saved = await api.as('adminB').put(`/api/companies/${api.companyB}/plate-check-source`, {
      target_enabled: true,
      target_url: fake.url,
      target_login: FAKE_TARGET_CREDENTIALS.login,
      target_password: FAKE_TARGET_CREDENTIALS.password,
    });
    expect(saved.status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await plateCheckRuntime(api.ctx).processor.stop();
    await api.close();
    await fake.close();
  });

  it('built-in: the tags the company registered, labelled builtin, and the check is recorded', async () => {
    const res = await api.as('adminA').post('/api/plates-osa/check-one', { plate: 'bra2e19' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      plate: 'BRA2E19',
      conectcar: false,
      movemais: false,
      semparar: true,
      veloe: true,
      source: 'builtin',
    });
    expect(res.body.data.answers.map((a: { answered: boolean }) => a.answered)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const record = await api.as('adminA').get(`/api/plates-osa/${res.body.data.id}`);
    expect(record.body.data).toMatchObject({
      kind: 'single',
      company_id: api.companyA,
      status: 'done',
      status_label: 'Concluída',
      total: 1,
      processed: 1,
      created_by: 'Admin A',
    });
    expect(record.body.data.items[0]).toMatchObject({ plate: 'BRA2E19', semparar: true, veloe: true });
    expect(record.body.data.items[0].checked_at).not.toBeNull();
  });

  it('built-in: a plate the company does not have is unanswered, never "no tag"', async () => {
    const res = await api.as('adminA').post('/api/plates-osa/check-one', { plate: 'ZZZ9Z99' });
    expect(res.status).toBe(200);
    expect(res.body.data.answers).toEqual(
      ['conectcar', 'movemais', 'semparar', 'veloe'].map((provider) => ({
        provider,
        answered: false,
        has_tag: null,
        message: 'Placa não cadastrada na empresa',
      })),
    );
    const record = await api.as('adminA').get(`/api/plates-osa/${res.body.data.id}`);
    expect(record.body.data.status).toBe('failed');
  });

  it.each([
    [{ plate: 'XX' }, 'Placa Inválida'],
    [{ plate: 'BRA2E199' }, 'Placa Inválida'],
    [{ plate: '' }, 'Esse campo é obrigatório'],
    [{}, 'Esse campo é obrigatório'],
    [{ plate: 1234567 }, undefined],
  ])('malformed plate %j: 422 in pt-BR', async (body, message) => {
    const res = await api.as('adminA').post('/api/plates-osa/check-one', body);
    expect(res.status).toBe(422);
    if (message) expect(JSON.stringify(res.body)).toContain(message);
  });

  it('Target: each provider answer, and a provider Target leaves unanswered is "sem resposta"', async () => {
    fake.state.tags.set('BBB2B22', new Set(['conectcar', 'movemais']));
    fake.state.silent.add('veloe');
    try {
      const res = await api.as('adminB').post('/api/plates-osa/check-one', { plate: 'BBB2B22' });
      expect(res.body.data).toMatchObject({
        source: 'target',
        conectcar: true,
        movemais: true,
        semparar: false,
        veloe: false,
      });
      expect(res.body.data.answers).toEqual([
        { provider: 'conectcar', answered: true, has_tag: true, message: 'Veículo com TAG ativa' },
        { provider: 'movemais', answered: true, has_tag: true, message: 'Veículo com TAG ativa' },
        { provider: 'semparar', answered: true, has_tag: false, message: 'Veículo sem TAG' },
        { provider: 'veloe', answered: false, has_tag: null, message: 'Sem resposta' },
      ]);
      const record = await api.as('adminB').get(`/api/plates-osa/${res.body.data.id}`);
      expect(record.body.data.status).toBe('partial');
    } finally {
      fake.state.silent.clear();
    }
  });

  it('Target timing out: every provider "sem resposta" within the time-out', async () => {
    fake.state.hang.add('BBB2B22');
    try {
      const started = Date.now();
      const res = await api.as('adminB').post('/api/plates-osa/check-one', { plate: 'BBB2B22' });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(200);
      expect(
        res.body.data.answers.every(
          (a: { answered: boolean; has_tag: unknown }) => !a.answered && a.has_tag === null,
        ),
      ).toBe(true);
      expect(res.body.data).toMatchObject({
        conectcar: false,
        movemais: false,
        semparar: false,
        veloe: false,
      });
    } finally {
      fake.state.hang.clear();
    }
  });

  it('the Target password is sealed at rest and never answered', async () => {
    const [row] = await api.db
      .select()
      .from(plateCheckConfigs)
      .where(eq(plateCheckConfigs.company_id, api.companyB));
    expect(row?.target_password_sealed).toMatch(/^v1\./);
    expect(row?.target_password_sealed).not.toContain(FAKE_TARGET_CREDENTIALS.password);
    const res = await api.as('adminB').get(`/api/companies/${api.companyB}/plate-check-source`);
    expect(res.body.data).toMatchObject({ target_enabled: true, has_password: true });
    expect(JSON.stringify(res.body)).not.toContain(FAKE_TARGET_CREDENTIALS.password);
  });

  it('Target without its address, login or password is refused in pt-BR, the settings kept', async () => {
    const path = `/api/companies/${api.companyA}/plate-check-source`;
    const blank = await api
      .as('adminA')
      .put(path, { target_enabled: true, target_url: '', target_login: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.details).toMatchObject({
      target_url: 'Esse campo é obrigatório',
      target_login: 'Esse campo é obrigatório',
    });
    const noPassword = await api
      .as('adminA')
      .put(path, { target_enabled: true, target_url: fake.url, target_login: 'u' });
    expect(noPassword.status).toBe(422);
    expect(JSON.stringify(noPassword.body)).toContain('Informe o endereço, o usuário e a senha da Target');
    const kept = await api.as('adminA').get(path);
    expect(kept.body.data).toMatchObject({ target_enabled: false, has_password: false });
  });

  it('a batch of every company plate, then its XLSX opened with exceljs', async () => {
    const created = await api
      .as('adminA')
      .post('/api/plates-osa', { description: 'Frota inteira', all_company_plates: true });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ kind: 'batch', status: 'pending', total: 2 });
    await plateCheckRuntime(api.ctx).processor.idle();
    const record = await api.as('adminA').get(`/api/plates-osa/${created.body.data.id}`);
    expect(record.body.data).toMatchObject({ status: 'done', processed: 2 });
    const file = await download('adminA', `/plates-osa/${created.body.data.id}/export`);
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes);
    const sheet = workbook.getWorksheet('Placas')!;
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1, 6));
    expect(rows[0]).toEqual(['Consulta', 'Frota inteira']);
    expect(rows).toContainEqual(['Placa', 'ConectCar', 'Move Mais', 'Sem Parar', 'Veloe']);
    expect(rows).toContainEqual(['BRA2E19', 'Não', 'Não', 'Sim', 'Sim']);
    expect(rows).toContainEqual(['ABC1234', 'Não', 'Não', 'Não', 'Não']);
  });

  it('a batch whose source cannot be built ends as failed, not processing forever', async () => {
    const [saved] = await api.db
      .select()
      .from(plateCheckConfigs)
      .where(eq(plateCheckConfigs.company_id, api.companyB));
    await api.db
      .update(plateCheckConfigs)
      .set({ target_password_sealed: 'v1.AAAA.BBBB.CCCC' })
      .where(eq(plateCheckConfigs.company_id, api.companyB));
    try {
      // a batch made before the key changed (a restart with another SECRETS_KEY): its source cannot be built
      const [batch] = await api.db
        .insert(plateChecks)
        .values({
          company_id: api.companyB,
          kind: 'batch',
          description: 'Senha ilegível',
          status: 'pending',
          source: 'target',
          total: 1,
        })
        .returning();
      await api.db.insert(plateCheckItems).values({ check_id: batch!.id, plate: 'BBB2B22' });
      const processor = plateCheckRuntime(api.ctx).processor;
      processor.start(batch!.id);
      await processor.idle();
      const record = await api.as('adminB').get(`/api/plates-osa/${batch!.id}`);
      expect(record.body.data.status).toBe('failed');
    } finally {
      await api.db
        .update(plateCheckConfigs)
        .set({ target_password_sealed: saved!.target_password_sealed })
        .where(eq(plateCheckConfigs.company_id, api.companyB));
    }
  });

  it('a CSV upload creates a batch; a bad line is named, nothing created', async () => {
    const bad = await api.call('adminA', 'POST', '/api/plates-osa/upload?description=Planilha', {
      body: 'placa\nBRA2E19\nXX\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Placa Inválida: XX');
    const good = await api.call('adminA', 'POST', '/api/plates-osa/upload?description=Planilha', {
      body: 'placa\nBRA2E19\nabc-1234\nBRA2E19\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(good.status).toBe(201);
    expect(good.body.data).toMatchObject({ description: 'Planilha', total: 2 });
    await plateCheckRuntime(api.ctx).processor.idle();
  });

  describe('an XLSX upload', () => {
    const xlsx = async (rows: unknown[][]): Promise<Uint8Array> => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Placas').addRows(rows);
      workbook.addWorksheet('Outra').addRows([['ZZZ9Z99']]);
      const buffer = await workbook.xlsx.writeBuffer();
      return new Uint8Array(buffer as ArrayBuffer);
    };
    const upload = async (bytes: Uint8Array | string, name: string, type = '') => {
      const form = new FormData();
      const part = typeof bytes === 'string' ? bytes : Uint8Array.from(bytes);
      form.append('file', new File([part], name, type ? { type } : {}));
      const res = await api.app.request('/api/plates-osa/upload?description=Planilha%20XLSX', {
        method: 'POST',
        headers: { authorization: `Bearer ${await api.token('adminA')}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const platesOf = async (id: number) =>
      (await api.db.select().from(plateCheckItems).where(eq(plateCheckItems.check_id, id)))
        .map((item) => item.plate)
        .sort();

    it.each([
      [
        'a column headed Placa among others',
        [
          ['Frota', 'Placa'],
          ['1', 'bra2e19'],
          ['2', 'ABC-1234'],
        ],
      ],
      [
        'a column headed PLATE',
        [
          ['Nome', 'PLATE'],
          ['a', 'BRA2E19'],
          ['b', 'abc1234'],
          ['c', 'BRA2E19'],
        ],
      ],
      [
        'an accented header (Pláca)',
        [
          ['Obs', ' Pláca '],
          ['x', 'BRA2E19'],
          ['y', 'ABC1234'],
        ],
      ],
      ['no header: the first column', [['BRA2E19', 'frota 1'], [], ['ABC1234', 'frota 2']]],
    ])('%s: creates a batch with those plates', async (_, rows) => {
      const res = await upload(await xlsx(rows), 'placas.xlsx');
      expect(res.status).toBe(201);
      const data = res.body['data'] as { id: number; description: string; total: number };
      expect(data).toMatchObject({ description: 'Planilha XLSX', total: 2 });
      expect(await platesOf(data.id)).toEqual(['ABC1234', 'BRA2E19']);
      await plateCheckRuntime(api.ctx).processor.idle();
    });

    it('found by its content, whatever its name and type', async () => {
      const res = await upload(await xlsx([['placa'], ['BRA2E19']]), 'arquivo', 'application/octet-stream');
      expect(res.status).toBe(201);
      await plateCheckRuntime(api.ctx).processor.idle();
    });

    it('bad plates: each row named, nothing created', async () => {
      const before = await api.db.select().from(plateChecks);
      const res = await upload(await xlsx([['placa'], ['BRA2E19'], ['XX'], ['12345']]), 'frota.xlsx');
      expect(res.status).toBe(422);
      expect(res.body['message']).toContain('O arquivo frota.xlsx tem erros');
      expect(res.body['details']).toEqual({
        'linha 3': 'Placa Inválida: XX',
        'linha 4': 'Placa Inválida: 12345',
      });
      expect(await api.db.select().from(plateChecks)).toHaveLength(before.length);
    });

    it.each([
      ['an empty sheet', async () => upload(await xlsx([]), 'vazia.xlsx'), 'O arquivo não tem placas.'],
      [
        'only a header',
        async () => upload(await xlsx([['Placa']]), 'vazia.xlsx'),
        'O arquivo não tem placas.',
      ],
      [
        'a corrupt xlsx',
        async () => upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), 'quebrada.xlsx'),
        'não pôde ser lido como planilha XLSX',
      ],
      [
        'a file named .xlsx that is not one',
        async () => upload('placa\nBRA2E19\n', 'texto.xlsx'),
        'não pôde ser lido como planilha XLSX',
      ],
      [
        'neither CSV nor XLSX',
        async () =>
          upload(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0xff]), 'velha.xls'),
        'Envie um arquivo CSV (UTF-8) ou XLSX.',
      ],
    ])('%s: 422 in pt-BR', async (_, send, message) => {
      const res = await send();
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(message);
    });

    it('too many plates: 422', async () => {
      const rows = [['placa'], ...platesFrom(0, 10_001).map((plate) => [plate])];
      const res = await upload(await xlsx(rows), 'grande.xlsx');
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain('No máximo 10000 placas.');
    }, 30_000);
  });

  it('a batch without plates: 422 in pt-BR', async () => {
    const res = await api.as('adminA').post('/api/plates-osa', { description: 'Vazia', plates: [] });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('Informe as placas');
  });

  it('lists with filters and paging', async () => {
    const all = await api.as('adminA').get('/api/plates-osa?per_page=100');
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
    const byText = await api.as('adminA').get('/api/plates-osa?description=frota%20INTEIRA');
    expect(byText.body.data.data.map((r: { description: string }) => r.description)).toEqual([
      'Frota inteira',
    ]);
    const failed = await api.as('adminA').get('/api/plates-osa?status=failed');
    expect(failed.body.data.data.every((r: { status: string }) => r.status === 'failed')).toBe(true);
    expect(failed.body.data.total).toBeGreaterThanOrEqual(1);
    const today = new Date(api.clock.now - 3 * 3_600_000).toISOString().slice(0, 10);
    const dated = await api
      .as('adminA')
      .get(`/api/plates-osa?date_start=${today}&date_end=${today}&per_page=100`);
    expect(dated.body.data.total).toBe(all.body.data.total);
    const before = await api.as('adminA').get('/api/plates-osa?date_end=2000-01-01');
    expect(before.body.data.total).toBe(0);
    const page = await api.as('adminA').get('/api/plates-osa?per_page=1&page=2');
    expect(page.body.data.data).toHaveLength(1);
    expect((await api.as('adminA').get('/api/plates-osa?status=qualquer')).status).toBe(422);
  });

  it('tenancy: company B never sees, cancels, exports or deletes a record of A', async () => {
    const mine = await api.as('adminA').get('/api/plates-osa?per_page=1');
    const id = mine.body.data.data[0].id;
    const b = api.as('adminB');
    expect((await b.get(`/api/plates-osa/${id}`)).status).toBe(404);
    expect((await b.get(`/api/plates-osa/${id}/cancel`)).status).toBe(404);
    expect((await b.get(`/api/plates-osa/${id}/export`)).status).toBe(404);
    expect((await b.delete(`/api/plates-osa/${id}`)).status).toBe(404);
    const list = await b.get('/api/plates-osa?per_page=-1');
    expect(list.body.data.data.every((r: { company_id: number }) => r.company_id === api.companyB)).toBe(
      true,
    );
    const into = await b.post('/api/plates-osa', {
      company_id: api.companyA,
      description: 'x',
      plates: ['BRA2E19'],
    });
    expect(into.status).toBe(422);
    const checkInto = await b.post('/api/plates-osa/check-one', {
      company_id: api.companyA,
      plate: 'BRA2E19',
    });
    expect(checkInto.status).toBe(422);
    expect((await api.as('guestA').post('/api/plates-osa/check-one', { plate: 'BRA2E19' })).status).toBe(403);
    expect((await api.as('adminA').get(`/api/plates-osa/${id}`)).status).toBe(200);
  });

  it('cancel stops a batch; a finished one cannot be cancelled; delete removes it', async () => {
    fake.state.delayMs = 30;
    try {
      const created = await api
        .as('adminB')
        .post('/api/plates-osa', { description: 'Para cancelar', plates: platesFrom(0, 60) });
      const id = created.body.data.id;
      await until(async () => (await api.as('adminB').get(`/api/plates-osa/${id}`)).body.data.processed >= 2);
      const cancelled = await api.as('adminB').get(`/api/plates-osa/${id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.status).toBe('cancelled');
      await plateCheckRuntime(api.ctx).processor.idle();
      const after = (await api.as('adminB').get(`/api/plates-osa/${id}`)).body.data;
      expect(after.status).toBe('cancelled');
      expect(after.processed).toBeLessThan(60);
      expect((await api.as('adminB').get(`/api/plates-osa/${id}/cancel`)).status).toBe(409);
      expect((await api.as('adminB').delete(`/api/plates-osa/${id}`)).status).toBe(200);
      expect((await api.as('adminB').get(`/api/plates-osa/${id}`)).status).toBe(404);
    } finally {
      fake.state.delayMs = 0;
    }
  });

  it('a batch of 500 plates stopped mid-way resumes after a restart without checking a plate twice', async () => {
    const batch = platesFrom(1000, 500);
    fake.state.calls.clear();
    fake.state.delayMs = 2;
    const created = await api
      .as('adminB')
      .post('/api/plates-osa', { description: 'Lote grande', plates: batch });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    await until(async () => (await api.as('adminB').get(`/api/plates-osa/${id}`)).body.data.processed >= 100);
    await plateCheckRuntime(api.ctx).processor.stop();
    const stopped = (await api.as('adminB').get(`/api/plates-osa/${id}`)).body.data;
    expect(stopped.status).toBe('processing');
    expect(stopped.processed).toBeLessThan(500);
    expect(stopped.processed).toBe(
      stopped.items.filter((item: { checked_at: unknown }) => item.checked_at !== null).length,
    );

    const restarted = createPlateCheckProcessor(api.ctx, plateCheckRuntime(api.ctx).configs);
    await restarted.resume();
    await restarted.idle();
    fake.state.delayMs = 0;
    const done = (await api.as('adminB').get(`/api/plates-osa/${id}`)).body.data;
    expect(done).toMatchObject({ status: 'done', processed: 500, total: 500 });
    expect(batch.map((plate) => fake.state.calls.get(plate))).toEqual(batch.map(() => 1));
  }, 60_000);
});
