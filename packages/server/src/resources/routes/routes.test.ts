import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { eq, like, sql } from 'drizzle-orm';
import { formatDate, parseSavedRouteWaypoints, savedRouteSchema } from '@freight/core';
import { savedRoutes } from '../../db/schema.ts';
import { startTestApi } from '../../test-support/test-api.ts';
import type { TestApi, TestUser } from '../../test-support/test-api.ts';
import { backends } from '../../test-support/test-database.ts';
import { expectSortable } from '../../test-support/list-sort.ts';
import { expectTenancy } from '../../test-support/tenancy.ts';
import { EXPORT_HEADERS } from './routes.export.ts';
import { INVALID_DATE_MESSAGE } from './routes.input.ts';
import { MAX_EXPORT_ROWS } from './routes.service.ts';
import { setSubscription } from '../../test-support/subscription.ts';

const REQUIRED = 'Esse campo é obrigatório';

/** A file answer read as bytes (the test client reads text, which would drop the BOM and break zips). */
async function download(api: TestApi, user: TestUser, path: string) {
  const res = await api.app.request(
    path,
    { headers: { authorization: `Bearer ${await api.token(user)}` } },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** An XLSX file read back with exceljs. */
async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  await workbook.xlsx.load(copy);
  return workbook;
}

/** RFC 4180 reading with `;` between fields and CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** `yyyy-MM-dd` of an instant in America/Sao_Paulo. */
function localDay(epochMs: number): string {
  return formatDate(epochMs).split('/').reverse().join('-');
}

describe.each(backends)('saved routes on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  }, 60_000);
  afterAll(() => api?.close());

  const body = (companyId: number, overrides: Record<string, unknown> = {}) => ({
    company_id: companyId,
    slug: 'São Paulo → Curitiba',
    distance: 408.45,
    time: 20_700,
    type: 'efficient',
    waypoints: ['São Paulo, SP', 'Curitiba, PR'],
    ...overrides,
  });

  /** Creates a route through the API and, when given, sets its timestamps directly. */
  async function createRoute(
    user: TestUser,
    companyId: number,
    overrides: Record<string, unknown> = {},
    times: { created_at?: string; updated_at?: string } = {},
  ): Promise<number> {
    const res = await api.as(user).post('/api/routes', body(companyId, overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.data.id as number;
    if (times.created_at || times.updated_at) {
      await api.db
        .update(savedRoutes)
        .set({
          ...(times.created_at ? { created_at: new Date(times.created_at) } : {}),
          ...(times.updated_at ? { updated_at: new Date(times.updated_at) } : {}),
        })
        .where(eq(savedRoutes.id, id));
    }
    return id;
  }

  it('creates with 201 and the alert, reads, updates, lists and deletes', async () => {
    const admin = api.as('adminA');
    const created = await admin.post('/api/routes', body(api.companyA, { slug: '  SP → CWB  ' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      statusCode: 201,
      message: 'Rota salva com sucesso.',
    });
    const route = savedRouteSchema.parse(created.body.data);
    expect(route).toMatchObject({
      company_id: api.companyA,
      slug: 'SP → CWB',
      distance: 408.45,
      time: 20_700,
      type: 'efficient',
      waypoints: '["São Paulo, SP","Curitiba, PR"]',
    });
    expect(Date.parse(route.created_at ?? '')).toBeGreaterThan(0);
    const [row] = await api.db.select().from(savedRoutes).where(eq(savedRoutes.id, route.id));
    expect(row).toMatchObject({ user_id: api.userIds.adminA, waypoints: '["São Paulo, SP","Curitiba, PR"]' });

    const read = await admin.get(`/api/routes/${route.id}`);
    expect(read.status).toBe(200);
    expect(parseSavedRouteWaypoints(read.body.data.waypoints)).toEqual(['São Paulo, SP', 'Curitiba, PR']);

    api.clock.now += 60_000;
    const updated = await admin.put(`/api/routes/${route.id}`, {
      ...body(api.companyA),
      id: route.id,
      slug: 'SP → CWB → JOI',
      type: 'avoid_tolls',
      waypoints: ['São Paulo, SP', 'Curitiba, PR', ' Joinville, SC '],
      distance: 530,
      time: 25_000,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Rota atualizada com sucesso.');
    expect(updated.body.data).toMatchObject({
      id: route.id,
      slug: 'SP → CWB → JOI',
      type: 'avoid_tolls',
      distance: 530,
      waypoints: '["São Paulo, SP","Curitiba, PR","Joinville, SC"]',
      created_at: route.created_at,
    });
    expect(Date.parse(updated.body.data.updated_at)).toBeGreaterThan(Date.parse(route.updated_at ?? ''));
    const withoutId = await admin.put(`/api/routes/${route.id}`, body(api.companyA, { slug: 'Sem id' }));
    expect(withoutId.status).toBe(200);

    const list = await admin.get('/api/routes?name=sem%20id');
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    expect(list.body.data.data[0]).toMatchObject({ id: route.id, waypoints: expect.any(String) });

    const removed = await admin.delete(`/api/routes/${route.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Rota excluída com sucesso.', data: null });
    expect((await admin.get(`/api/routes/${route.id}`)).status).toBe(404);
  });

  it('answers 401 without a session and 403 without the permission on every endpoint', async () => {
    const calls = [
      ['GET', '/api/routes'],
      ['GET', '/api/routes/export'],
      ['GET', '/api/routes/1'],
      ['POST', '/api/routes'],
      ['PUT', '/api/routes/1'],
      ['DELETE', '/api/routes/1'],
    ] as const;
    for (const [method, path] of calls) {
      const options = method === 'POST' || method === 'PUT' ? { body: body(api.companyA) } : {};
      const anonymous = await api.call(null, method, path, options);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const guest = await api.call('guestA', method, path, options);
      expect(guest.status, `${method} ${path}`).toBe(403);
      expect(guest.body.message).toBe('Você não tem permissão para acessar este recurso.');
    }
    const id = await createRoute('operatorA', api.companyA, { slug: 'Do operador' });
    expect((await api.as('operatorA').delete(`/api/routes/${id}`)).status).toBe(403);
    const exported = await download(api, 'operatorA', '/api/routes/export?format=csv');
    expect(exported.status).toBe(200);
    expect((await api.as('adminA').delete(`/api/routes/${id}`)).status).toBe(200);
  });

  it('answers 422 with one pt-BR message per field', async () => {
    const admin = api.as('adminA');
    const missing = await admin.post('/api/routes', {});
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ success: false, statusCode: 422 });
    expect(missing.body.details).toMatchObject({
      company_id: REQUIRED,
      slug: REQUIRED,
      distance: REQUIRED,
      time: REQUIRED,
      waypoints: REQUIRED,
    });
    expect(missing.body.details).toHaveProperty('type');

    const wrong = await admin.post('/api/routes', {
      company_id: api.companyA,
      slug: '   ',
      distance: -1,
      time: -0.5,
      type: 'fastest',
      waypoints: ['São Paulo, SP', '  '],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.details).toEqual({
      slug: REQUIRED,
      distance: 'Deve ser no mínimo 0',
      time: 'Deve ser no mínimo 0',
      type: 'Opção inválida',
      'waypoints.1': REQUIRED,
    });
    const oneStop = await admin.post('/api/routes', body(api.companyA, { waypoints: ['São Paulo, SP'] }));
    expect(oneStop.body.details).toEqual({ waypoints: REQUIRED });
    const notAList = await admin.post('/api/routes', body(api.companyA, { waypoints: '["A","B"]' }));
    expect(notAList.status).toBe(422);
    const foreign = await admin.post('/api/routes', body(api.companyB));
    expect(foreign.status).toBe(422);
    expect(foreign.body.details).toEqual({ company_id: 'Empresa inválida.' });
    const unknownCompany = await api.as('superAdmin').post('/api/routes', body(999_999));
    expect(unknownCompany.body.details).toEqual({ company_id: 'Empresa inválida.' });

    const id = await createRoute('adminA', api.companyA, { slug: 'Validação' });
    const mismatch = await admin.put(`/api/routes/${id}`, { ...body(api.companyA), id: id + 1 });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.details).toEqual({ id: 'O id informado não corresponde ao da rota.' });
    const partial = await admin.put(`/api/routes/${id}`, { slug: 'Só o apelido' });
    expect(partial.status).toBe(422);
    const moveAway = await admin.put(`/api/routes/${id}`, body(api.companyB));
    expect(moveAway.body.details).toEqual({ company_id: 'Empresa inválida.' });
    expect((await admin.get(`/api/routes/${id}`)).body.data.slug).toBe('Validação');

    for (const query of [
      'type=fast',
      'created_at_start=2026-02-30',
      'created_at_end=31/04/2026',
      'updated_at_start=22-11-2026',
      'updated_at_end=1899-12-31',
      'page=0',
      'per_page=0',
    ]) {
      const res = await admin.get(`/api/routes?${query}`);
      expect(res.status, query).toBe(422);
      const field = query.split('=')[0] ?? '';
      expect(res.body.details, query).toHaveProperty(field);
    }
    expect((await admin.get('/api/routes?created_at_start=2026-02-30')).body.details).toEqual({
      created_at_start: INVALID_DATE_MESSAGE,
    });
    const badFormat = await admin.get('/api/routes/export?format=pdf');
    expect(badFormat.status).toBe(422);
    expect(badFormat.body.details).toEqual({ format: 'Opção inválida' });
    const badJson = await api.call('adminA', 'POST', '/api/routes', { body: '{"slug":' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe('O corpo da requisição deve ser um JSON válido.');
  });

  it('answers 404 for unknown ids and for paths that are not ids (export and route stay free)', async () => {
    const admin = api.as('adminA');
    expect((await admin.get('/api/routes/999999')).status).toBe(404);
    expect((await admin.get('/api/routes/99999999999')).status).toBe(404);
    expect((await admin.put('/api/routes/999999', body(api.companyA))).status).toBe(404);
    expect((await admin.delete('/api/routes/999999')).status).toBe(404);
    expect((await admin.get('/api/routes/abc')).status).toBe(404);
    expect((await admin.get('/api/routes/route')).status).toBe(404);
    expect((await admin.put('/api/routes/export', body(api.companyA))).status).toBe(404);
    expect((await admin.delete('/api/routes/export')).status).toBe(404);
  });

  it('filters by name (nickname, ignoring case and accents), waypoints, type and pages', async () => {
    const b = api.as('adminB');
    const sp = await createRoute('adminB', api.companyB, { slug: 'Entrega São Paulo', type: 'shortest' });
    const acai = await createRoute('adminB', api.companyB, {
      slug: 'TRANSFERÊNCIA AÇAÍ 100%',
      type: 'avoid_tolls',
      waypoints: ['Belém, PA', 'Rua "Açaí", 10 \\ fundos'],
    });
    const cwb = await createRoute('adminB', api.companyB, {
      slug: 'Coleta_Curitiba',
      waypoints: ['Curitiba, PR', 'Joinville, SC', 'São José dos Pinhais, PR'],
    });
    const ids = async (query: string) => {
      const res = await b.get(`/api/routes?per_page=-1&${query}`);
      expect(res.status, query).toBe(200);
      return (res.body.data.data as { id: number }[]).map((route) => route.id).sort((x, y) => x - y);
    };
    expect(await ids('name=sao')).toEqual([sp]);
    expect(await ids('name=SÃO%20paulo')).toEqual([sp]);
    expect(await ids('name=transferencia%20acai')).toEqual([acai]);
    expect(await ids(`name=${encodeURIComponent('açaí')}`)).toEqual([acai]);
    expect(await ids(`name=${encodeURIComponent('ac\u0327ai\u0301')}`)).toEqual([acai]);
    expect(await ids('name=100%25')).toEqual([acai]);
    expect(await ids('name=%25')).toEqual([acai]);
    expect(await ids('name=_')).toEqual([cwb]);
    expect(await ids('name=%20%20')).toEqual([sp, acai, cwb]);

    expect(await ids('waypoints=sao%20jose')).toEqual([cwb]);
    expect(await ids('waypoints=s%C3%A3o%20paulo')).toEqual([sp]);
    expect(await ids('waypoints=curitiba,%20pr')).toEqual([sp, cwb]);
    expect(await ids(`waypoints=${encodeURIComponent('"açaí"')}`)).toEqual([acai]);
    expect(await ids(`waypoints=${encodeURIComponent('\\ fundos')}`)).toEqual([acai]);
    expect(await ids(`waypoints=${encodeURIComponent('PA","Rua')}`)).toEqual([]);
    expect(await ids(`waypoints=${encodeURIComponent('"')}`)).toEqual([acai]);

    expect(await ids('type=avoid_tolls')).toEqual([acai]);
    expect(await ids('type=efficient')).toEqual([cwb]);
    expect(await ids('type=efficient&waypoints=curitiba&name=coleta')).toEqual([cwb]);
    expect(await ids('type=shortest&name=coleta')).toEqual([]);
    // the search box of 'Minhas rotas' over several columns: one of them is enough
    expect(await ids('name=coleta&waypoints=coleta&match=any')).toEqual([cwb]);
    expect(await ids('name=sao&waypoints=sao&match=any')).toEqual([sp, cwb]);
    expect(await ids('name=sao&waypoints=sao&match=all')).toEqual([sp]);
    expect(await ids('name=belem&type=shortest&match=any')).toEqual([sp]);
    expect((await b.get('/api/routes?match=some')).status).toBe(422);

    const page = await b.get('/api/routes?per_page=2&page=2&type=');
    expect(page.body.data).toMatchObject({ total: 3, current_page: 2, per_page: 2 });
    expect(page.body.data.data.map((route: { id: number }) => route.id)).toEqual([cwb]);
    expect((await b.get('/api/routes?per_page=2&page=9')).body.data).toMatchObject({ data: [], total: 3 });
    for (const id of [sp, acai, cwb]) expect((await b.delete(`/api/routes/${id}`)).status).toBe(200);
  });

  it('filters by creation and update days, inclusive, in America/Sao_Paulo, as yyyy-MM-dd or dd/MM/yyyy', async () => {
    const b = api.as('adminB');
    // 2026-03-09 23:30 in São Paulo, although already the 10th in UTC.
    const late = await createRoute(
      'adminB',
      api.companyB,
      { slug: 'Tarde' },
      { created_at: '2026-03-10T02:30:00Z', updated_at: '2026-03-20T02:59:59.999Z' },
    );
    // 2026-03-10 00:00 in São Paulo.
    const midnight = await createRoute(
      'adminB',
      api.companyB,
      { slug: 'Meia-noite' },
      { created_at: '2026-03-10T03:00:00Z', updated_at: '2026-03-20T03:00:00Z' },
    );
    const april = await createRoute(
      'adminB',
      api.companyB,
      { slug: 'Abril' },
      { created_at: '2026-04-01T12:00:00Z', updated_at: '2026-04-01T12:00:00Z' },
    );
    const ids = async (query: string) => {
      const res = await b.get(`/api/routes?per_page=-1&${query}`);
      expect(res.status, `${query} ${JSON.stringify(res.body)}`).toBe(200);
      return (res.body.data.data as { id: number }[]).map((route) => route.id).sort((x, y) => x - y);
    };
    expect(await ids('created_at_end=2026-03-09')).toEqual([late]);
    expect(await ids('created_at_end=09/03/2026')).toEqual([late]);
    expect(await ids('created_at_start=2026-03-10')).toEqual([midnight, april]);
    expect(await ids('created_at_start=10/03/2026&created_at_end=2026-03-10')).toEqual([midnight]);
    expect(await ids('created_at_start=2026-03-09&created_at_end=2026-03-31')).toEqual([late, midnight]);
    expect(await ids('created_at_start=2026-04-02')).toEqual([]);
    expect(await ids('created_at_start=2026-04-01&created_at_end=2026-03-01')).toEqual([]);
    expect(await ids('updated_at_end=2026-03-19')).toEqual([late]);
    expect(await ids('updated_at_start=2026-03-20&updated_at_end=20/03/2026')).toEqual([midnight]);
    expect(await ids('updated_at_start=2026-03-20')).toEqual([midnight, april]);
    expect(await ids('created_at_start=2026-03-01&updated_at_start=2026-04-01')).toEqual([april]);
    expect(await ids('created_at_start=&created_at_end=%20')).toEqual([late, midnight, april]);
    for (const id of [late, midnight, april]) expect((await b.delete(`/api/routes/${id}`)).status).toBe(200);
  });

  it('exports XLSX with pt-BR headers, numbers and Brasília dates, named rotas-<day>.xlsx', async () => {
    const id = await createRoute(
      'adminA',
      api.companyA,
      { slug: 'Exportação SP → CWB', type: 'avoid_tolls', distance: 1408.456, time: 24_660 },
      { created_at: '2026-11-22T13:04:05Z', updated_at: '2026-11-23T02:30:00Z' },
    );
    const file = await download(api, 'adminA', '/api/routes/export?name=exporta%C3%A7%C3%A3o');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="rotas-${localDay(api.clock.now)}.xlsx"`,
    );
    expect(file.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const workbook = await readWorkbook(file.bytes);
    const sheet = workbook.getWorksheet('Rotas');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_HEADERS]);
    expect(EXPORT_HEADERS).toEqual([
      'Id',
      'Apelido',
      'Empresa',
      'Distância (km)',
      'Tempo',
      'Tipo',
      'Pontos',
      'Criado em',
      'Atualizado em',
    ]);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.values).toEqual([
      undefined,
      id,
      'Exportação SP → CWB',
      'Transportes Alfa',
      1408.456,
      '6 h 51 min',
      'Evitar pedágios',
      'São Paulo, SP → Curitiba, PR',
      new Date('2026-11-22T10:04:05Z'),
      new Date('2026-11-22T23:30:00Z'),
    ]);
    expect(row.getCell(4).numFmt).toBe('#,##0.00');
    expect(row.getCell(8).numFmt).toBe('dd/mm/yyyy hh:mm:ss');

    const empty = await download(api, 'adminA', '/api/routes/export?format=XLSX&name=nenhuma-rota-assim');
    expect(empty.status).toBe(200);
    const none = await readWorkbook(empty.bytes);
    expect(none.getWorksheet('Rotas')?.rowCount).toBe(1);
    expect((await api.as('adminA').delete(`/api/routes/${id}`)).status).toBe(200);
  });

  it('exports CSV: UTF-8 BOM, ";" separator, CRLF, quoting, formula guard, pt-BR numbers and dates', async () => {
    const injected = await createRoute(
      'adminA',
      api.companyA,
      {
        slug: '=HYPERLINK("http://x";"clique")',
        distance: 1234.5,
        time: 180_000,
        type: 'shortest',
        waypoints: ['+55 Rua A; 10', '@Curitiba, PR', '-Joinville'],
      },
      { created_at: '2026-01-05T12:00:00Z', updated_at: '2026-01-05T12:00:00Z' },
    );
    const multiline = await createRoute('adminA', api.companyA, {
      slug: 'Linha 1\nLinha 2 -10%',
      waypoints: ['Santos, SP', 'Campinas, SP'],
    });
    const file = await download(api, 'adminA', '/api/routes/export?format=csv&created_at_start=2026-01-01');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="rotas-${localDay(api.clock.now)}.csv"`,
    );
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(
      'Id;Apelido;Empresa;Distância (km);Tempo;Tipo;Pontos;Criado em;Atualizado em',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([...EXPORT_HEADERS]);
    const byId = new Map(rows.slice(1).map((row) => [Number(row[0]), row]));
    expect(byId.get(injected)).toEqual([
      String(injected),
      `'=HYPERLINK("http://x";"clique")`,
      'Transportes Alfa',
      '1.234,50',
      '2 dias 2 h',
      'Mais curta',
      "'+55 Rua A; 10 → @Curitiba, PR → -Joinville",
      '05/01/2026 09:00:00',
      '05/01/2026 09:00:00',
    ]);
    expect(text).toContain(`;"'=HYPERLINK(""http://x"";""clique"")";`);
    const second = byId.get(multiline);
    expect(second?.[1]).toBe('Linha 1\nLinha 2 -10%');
    expect(second?.[3]).toBe('408,45');
    expect(second?.[7]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    for (const row of rows) expect(row).toHaveLength(EXPORT_HEADERS.length);

    const filtered = await download(
      api,
      'adminA',
      '/api/routes/export?format=csv&type=shortest&name=hyperlink',
    );
    const filteredRows = parseCsv(filtered.bytes.toString('utf8').slice(1));
    expect(filteredRows.slice(1).map((row) => Number(row[0]))).toEqual([injected]);
    for (const id of [injected, multiline]) {
      expect((await api.as('adminA').delete(`/api/routes/${id}`)).status).toBe(200);
    }
  });

  it('sorts the list and its export by distance and by nickname, both ways; an unknown field is 422', async () => {
    const routes = [
      { slug: 'Ordem Curitiba', distance: 300 },
      { slug: 'ordem Bauru', distance: 12.5 },
      { slug: 'ORDEM Ávaré', distance: 1200 },
      { slug: 'Ordem Dourados', distance: 80 },
    ];
    const ids = [];
    for (const route of routes) ids.push(await createRoute('adminB', api.companyB, route));
    await expectSortable(api, {
      user: 'adminB',
      path: '/api/routes?name=ordem',
      field: 'distance',
      ascending: [12.5, 80, 300, 1200],
    });
    await expectSortable(api, {
      user: 'adminB',
      path: '/api/routes?name=ordem',
      field: 'slug',
      ascending: ['ORDEM Ávaré', 'ordem Bauru', 'Ordem Curitiba', 'Ordem Dourados'],
    });
    const exported = async (query: string) => {
      const file = await download(api, 'adminB', `/api/routes/export?format=csv&name=ordem&${query}`);
      expect(file.status).toBe(200);
      return parseCsv(file.bytes.toString('utf8').slice(1))
        .slice(1)
        .map((row) => row[1]);
    };
    expect(await exported('sort=distance&order=desc')).toEqual([
      'ORDEM Ávaré',
      'Ordem Curitiba',
      'Ordem Dourados',
      'ordem Bauru',
    ]);
    expect(await exported('')).toEqual(routes.map((route) => route.slug));
    const refused = await download(api, 'adminB', '/api/routes/export?format=csv&sort=waypoints');
    expect(refused.status).toBe(422);
    for (const id of ids) expect((await api.as('adminB').delete(`/api/routes/${id}`)).status).toBe(200);
  });

  it('exports only the caller’s companies; super-admin exports all', async () => {
    const a = await createRoute('adminA', api.companyA, { slug: 'Somente empresa Alfa' });
    const b = await createRoute('adminB', api.companyB, { slug: 'Somente empresa Beta' });
    const csv = async (user: TestUser) =>
      (await download(api, user, '/api/routes/export?format=csv&name=somente%20empresa')).bytes.toString(
        'utf8',
      );
    const ofB = await csv('adminB');
    expect(ofB).toContain('Somente empresa Beta');
    expect(ofB).not.toContain('Somente empresa Alfa');
    expect(ofB).not.toContain('Transportes Alfa');
    const ofA = await csv('adminA');
    expect(ofA).toContain('Somente empresa Alfa');
    expect(ofA).not.toContain('Somente empresa Beta');
    const all = await csv('superAdmin');
    expect(all).toContain('Somente empresa Alfa');
    expect(all).toContain('Somente empresa Beta');

    const xlsx = await download(api, 'adminB', '/api/routes/export?name=somente%20empresa');
    const workbook = await readWorkbook(xlsx.bytes);
    const slugs = workbook.getWorksheet('Rotas')?.getColumn(2).values.slice(2);
    expect(slugs).toEqual(['Somente empresa Beta']);
    expect((await api.as('adminA').delete(`/api/routes/${a}`)).status).toBe(200);
    expect((await api.as('adminB').delete(`/api/routes/${b}`)).status).toBe(200);
  });

  it(`refuses an export over ${MAX_EXPORT_ROWS} rows with a clear message`, async () => {
    try {
      await api.db.execute(sql`
        insert into saved_routes (company_id, slug, distance, time, type, waypoints)
        select ${api.companyB}::int, 'Massa ' || n, 100, 3600, 'efficient', '["A","B"]'
        from generate_series(1, ${MAX_EXPORT_ROWS + 1}::int) as n`);
      const res = await api.as('adminB').get('/api/routes/export?format=csv');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, statusCode: 422 });
      expect(res.body.message).toBe(
        'A exportação é limitada a 50.000 rotas e o filtro encontrou 50.001. ' +
          'Refine os filtros (por exemplo, por período) e tente novamente.',
      );
      const narrowed = await download(api, 'adminB', '/api/routes/export?format=csv&name=massa%2012345');
      expect(narrowed.status).toBe(200);
      expect(parseCsv(narrowed.bytes.toString('utf8').slice(1))).toHaveLength(2);
    } finally {
      await api.db.delete(savedRoutes).where(like(savedRoutes.slug, 'Massa %'));
    }
  }, 60_000);

  it('answers 423 to an overdue company and lets super-admin move a route between companies', async () => {
    const id = await createRoute('adminB', api.companyB, { slug: 'Bloqueada' });
    try {
      await setSubscription(api, api.companyB, 'overdue');
      expect((await api.as('adminB').get('/api/routes')).status).toBe(423);
      expect((await api.as('adminB').get('/api/routes/export')).status).toBe(423);
      const moved = await api.as('superAdmin').put(`/api/routes/${id}`, body(api.companyA, { id }));
      expect(moved.status).toBe(200);
      expect(moved.body.data.company_id).toBe(api.companyA);
      expect((await api.as('adminA').get(`/api/routes/${id}`)).status).toBe(200);
    } finally {
      await setSubscription(api, api.companyB, 'active');
      await api.db.delete(savedRoutes).where(eq(savedRoutes.id, id));
    }
  });

  it('keeps company B out of company A routes and lets super-admin in (tenancy matrix)', async () => {
    const createBody = (companyId: number, n: number) => ({
      ...body(companyId, { slug: `Rota de tenancy ${n}` }),
      // Not a route field (dropped on create): lets expectTenancy look for the nickname in B's export.
      name: `Rota de tenancy ${n}`,
    });
    await expectTenancy(api, {
      collection: '/api/routes',
      exportPath: '/api/routes/export?format=csv',
      createBody,
      updateBody: body(api.companyA, { slug: 'Alterada por outro' }),
    });
    const [leftover] = await api.db
      .select()
      .from(savedRoutes)
      .where(like(savedRoutes.slug, 'Rota de tenancy%'));
    expect(leftover).toBeUndefined();
  });

  it('never answers 5xx nor stores an invalid route, whatever the body (property)', async () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', '   ', 'São Paulo, SP', '=1+1', '%', '_', '\\', '"'),
    );
    const value = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(api.companyB),
    );
    const address = fc.oneof(
      { arbitrary: fc.string({ minLength: 1, unit: 'binary' }), weight: 2 },
      { arbitrary: fc.constantFrom('São Paulo, SP', 'Curitiba, PR', ' =cmd| ', 'Rua "A"; 10'), weight: 4 },
      { arbitrary: text, weight: 1 },
    );
    const nearlyValid = fc.record({
      company_id: fc.constantFrom(api.companyA, api.companyA, api.companyA, api.companyB),
      slug: address,
      distance: fc.oneof(
        { arbitrary: fc.double({ min: 0, max: 1e9, noNaN: true }), weight: 9 },
        fc.constant(-1),
      ),
      time: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 1e9 }), weight: 9 }, fc.constant(-0.5)),
      type: fc.constantFrom('efficient', 'avoid_tolls', 'shortest', 'efficient', 'default'),
      waypoints: fc.array(address, { minLength: 1, maxLength: 6 }),
    });
    const bodies = fc.oneof(
      { arbitrary: nearlyValid, weight: 3 },
      {
        arbitrary: fc.record(
          {
            company_id: fc.oneof(value, fc.constant(api.companyA)),
            slug: value,
            distance: fc.oneof(value, fc.double({ min: 0, max: 1e7, noNaN: true })),
            time: fc.oneof(value, fc.integer({ min: 0, max: 10_000_000 })),
            type: fc.oneof(value, fc.constantFrom('efficient', 'avoid_tolls', 'shortest')),
            waypoints: fc.oneof(value, fc.array(text, { maxLength: 5 }), fc.array(value, { maxLength: 4 })),
            id: value,
          },
          { requiredKeys: [] },
        ),
        weight: 1,
      },
      { arbitrary: fc.anything(), weight: 1 },
    );
    const existing = await createRoute('adminA', api.companyA, { slug: 'Propriedade' });
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (candidate, update) => {
        const res = update
          ? await api.as('adminA').put(`/api/routes/${existing}`, candidate)
          : await api.as('adminA').post('/api/routes', candidate);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status === 201 || res.status === 200) {
          const stored = savedRouteSchema.parse(
            (await api.as('adminA').get(`/api/routes/${res.body.data.id}`)).body.data,
          );
          expect(stored.slug.trim()).toBe(stored.slug);
          expect(stored.slug.length).toBeGreaterThan(0);
          expect(stored.company_id).toBe(api.companyA);
          expect(stored.distance).toBeGreaterThanOrEqual(0);
          expect(stored.time).toBeGreaterThanOrEqual(0);
          expect(['efficient', 'avoid_tolls', 'shortest']).toContain(stored.type);
          const addresses = parseSavedRouteWaypoints(stored.waypoints);
          expect(JSON.parse(stored.waypoints)).toEqual(addresses);
          expect(addresses.length).toBeGreaterThanOrEqual(2);
          for (const address of addresses) expect(address.trim().length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('never answers 5xx to any list or export query (property)', async () => {
    const mostly = <T>(valid: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: valid, weight: 19 }, { arbitrary: fc.string(), weight: 1 });
    const day = mostly(
      fc.constantFrom('', '2026-11-22', '22/11/2026', '2024-02-29', '1900-01-01', '2999-12-31', '2026-02-29'),
    );
    const queries = fc.record(
      {
        page: mostly(fc.constantFrom('1', '2', '99999', '')),
        per_page: mostly(fc.constantFrom('-1', '1', '10', '50', '')),
        name: fc.string({ unit: 'binary' }),
        waypoints: fc.string({ unit: 'binary' }),
        type: mostly(fc.constantFrom('efficient', 'avoid_tolls', 'shortest', '')),
        created_at_start: day,
        created_at_end: day,
        updated_at_start: day,
        updated_at_end: day,
        format: mostly(fc.constantFrom('csv', 'xlsx', 'CSV', '')),
        sort: mostly(
          fc.constantFrom('slug', 'type', 'distance', 'time', 'created_at', 'updated_at', 'id', ''),
        ),
        order: mostly(fc.constantFrom('asc', 'desc', '')),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(queries, fc.boolean(), async (query, exported) => {
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const path = exported ? `/api/routes/export?${search}` : `/api/routes?${search}`;
        const res = await download(api, 'adminA', path);
        expect(res.status, path).toBeLessThan(500);
        expect([200, 422], path).toContain(res.status);
      }),
      { numRuns: 60 },
    );
  });
});
