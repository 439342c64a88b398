import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freightCoefficients, tollPlazas, tollTariffs, weighingStations } from '../db/schema.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi, TestUser } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';
import { sharedDataDir } from '../tolls/test-support/shared-data.ts';
import { CSV_MEDIA_TYPE_MESSAGE } from '../http/csv-upload.ts';

const sharedCsv = (path: string): string => readFileSync(join(sharedDataDir(), path), 'utf8');
const lineCount = (text: string): number => text.trimEnd().split('\n').length;
/** What a test sends as a request body. */
type UploadBody = NonNullable<RequestInit['body']>;

const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';

describe.each(backends)('CSV import endpoints on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
    api.clock.now = Date.parse('2026-09-01T15:00:00Z');
  }, 60_000);
  afterAll(() => api?.close());

  /** POSTs `body` as is (text, bytes or a form) to `path` as `user`. */
  async function upload(user: TestUser | null, path: string, body: UploadBody, contentType?: string) {
    const headers: Record<string, string> = {};
    if (user) headers['authorization'] = `Bearer ${await api.token(user)}`;
    if (contentType) headers['content-type'] = contentType;
    const res = await api.app.request(
      path,
      { method: 'POST', headers, body },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies freely
    return { status: res.status, body: JSON.parse(text) as any };
  }

  const formWith = (text: string, name: string): FormData => {
    const form = new FormData();
    form.append('file', new File([text], name, { type: 'text/csv' }));
    return form;
  };

  it('imports the shared data files, as text/csv or multipart, and the lists serve them', async () => {
    const start = api.ctx.referenceData.current;
    const pracas = sharedCsv('pedagios/pracas.csv');
    const plazas = await upload('superAdmin', '/api/toll-plazas/import', pracas, 'text/csv; charset=utf-8');
    expect(plazas.status).toBe(200);
    expect(plazas.body).toMatchObject({
      success: true,
      message: 'Importação concluída.',
      data: { rows: lineCount(pracas) - 1, inserted: lineCount(pracas) - 1, updated: 0, warnings: [] },
    });
    expect(api.ctx.referenceData.current).toBe(start + 1);

    const tarifas = sharedCsv('pedagios/tarifas.csv');
    const tariffs = await upload(
      'superAdmin',
      '/api/toll-tariffs/import',
      formWith(tarifas, 'tarifas-2026.csv'),
    );
    expect(tariffs.status).toBe(200);
    expect(tariffs.body.data).toMatchObject({
      rows: lineCount(tarifas) - 1,
      inserted: lineCount(tarifas) - 1,
    });
    expect(api.ctx.referenceData.current).toBe(start + 2);

    const again = await upload('superAdmin', '/api/toll-tariffs/import', tarifas, 'text/csv');
    expect(again.body.data).toMatchObject({ inserted: 0, updated: 0 });
    expect(api.ctx.referenceData.current).toBe(start + 2);

    const plaza = await api
      .as('operatorA')
      .get('/api/toll-plazas/antt-autopista-fluminense-casimiro-de-abreu');
    expect(plaza.body.data).toMatchObject({
      nome: 'Casimiro de Abreu',
      rodovia: 'BR-101',
      tarifas: { '1': 7.5, '1.5': 11.25 },
    });
    const map = await api.as('operatorA').get('/api/toll-plazas?bbox=-42.2,-22.6,-42,-22.4&per_page=2000');
    expect(map.body.data.data.map((row: { id: string }) => row.id)).toContain(
      'antt-autopista-fluminense-casimiro-de-abreu',
    );

    const piso = sharedCsv('frete/piso_minimo.csv');
    const freight = await upload('superAdmin', '/api/freight-coefficients/import', piso, 'text/csv');
    expect(freight.status).toBe(200);
    expect(freight.body.data.rows).toBe(lineCount(piso) - 1);
    const inForce = await api
      .as('operatorA')
      .get('/api/freight-coefficients?date=2026-10-01&table=A&cargo_kind=geral&axles=6');
    expect(inForce.body.data.data.map((row: { act: string }) => row.act)).toEqual(['Portaria SUROC 22/2026']);

    const balancas = sharedCsv('balancas/balancas.csv');
    const stations = await upload(
      'superAdmin',
      '/api/weighing-stations/import',
      formWith(balancas, 'balancas.csv'),
    );
    expect(stations.status).toBe(200);
    expect(stations.body.data.rows).toBe(await api.db.$count(weighingStations));
    expect(stations.body.data.warnings.length).toBeGreaterThan(0);
    const positioned = await api
      .as('operatorA')
      .get('/api/weighing-stations?bbox=-74,-34,-34,6&per_page=2000');
    expect(positioned.body.data.total).toBe(stations.body.data.rows - stations.body.data.warnings.length);
    expect(api.ctx.referenceData.current).toBe(start + 4);
  });

  it('answers a file with a bad line with 422, its line number in pt-BR, and writes nothing', async () => {
    await api.db.insert(tollPlazas).values({
      id: 'csv-ruim',
      source: 'ANTT',
      concessionaire: 'X',
      name: 'Ruim',
      road: 'BR-101',
      uf: 'RJ',
      lat: -22,
      lng: -43,
    });
    const start = api.ctx.referenceData.current;
    const text = [
      'praca_id,vigencia_inicio,multiplicador,tarifa_brl,fonte',
      'csv-ruim,2026-01-01,1,5.00,ANTT',
      'csv-ruim,2026-01-01,abc,10.00,ANTT',
      'csv-ruim,2026-01-01,3,15.00,ANTT',
    ].join('\n');
    const res = await upload('superAdmin', '/api/toll-tariffs/import', formWith(text, 'minhas-tarifas.csv'));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 422,
      message:
        'O arquivo minhas-tarifas.csv tem erros; nada foi importado. Corrija as linhas indicadas e envie de novo.',
      data: null,
    });
    expect(Object.keys(res.body.details)).toEqual(['linha 3']);
    expect(res.body.details['linha 3']).toMatch(/^multiplicador: multiplicador inválido/);
    expect(res.body.error.errors).toEqual([
      { file: 'minhas-tarifas.csv', line: 3, message: expect.any(String) },
    ]);
    expect(await api.db.$count(tollTariffs, eq(tollTariffs.plaza_id, 'csv-ruim'))).toBe(0);
    expect(api.ctx.referenceData.current).toBe(start);

    const unknownPlaza = await upload(
      'superAdmin',
      '/api/toll-tariffs/import',
      'praca_id,vigencia_inicio,multiplicador,tarifa_brl\ncsv-ruim,2026-01-01,1,5\nnao-existe,2026-01-01,1,5\n',
      'text/csv',
    );
    expect(unknownPlaza.status).toBe(422);
    expect(unknownPlaza.body.error.errors).toEqual([
      { file: 'tarifas.csv', line: 3, message: expect.stringContaining('nao-existe') },
    ]);
    expect(await api.db.$count(tollTariffs, eq(tollTariffs.plaza_id, 'csv-ruim'))).toBe(0);

    const header = await upload(
      'superAdmin',
      '/api/freight-coefficients/import',
      'ato,tabela\n1,A\n',
      'text/csv',
    );
    expect(header.status).toBe(422);
    expect(header.body.details).toEqual({
      'linha 1': expect.stringMatching(/^cabeçalho sem a\(s\) coluna\(s\)/),
    });
    expect(await api.db.$count(freightCoefficients, eq(freightCoefficients.act, '1'))).toBe(0);
  });

  it('lets only the import permission in: admin and operator 403, guest 403, no token 401', async () => {
    const text = 'nome\nX\n';
    for (const path of [
      '/api/toll-plazas/import',
      '/api/toll-tariffs/import',
      '/api/weighing-stations/import',
      '/api/freight-coefficients/import',
    ]) {
      for (const user of ['adminA', 'operatorA', 'guestA'] as const) {
        const res = await upload(user, path, text, 'text/csv');
        expect(res.status, `${user} ${path}`).toBe(403);
        expect(res.body.message).toBe(FORBIDDEN);
      }
      expect((await upload(null, path, text, 'text/csv')).status).toBe(401);
    }
  });

  it('answers oversized, empty, binary or absurd input with a clean 4xx in pt-BR', async () => {
    const path = '/api/weighing-stations/import';
    const big = `nome\n${'x'.repeat(api.config.BODY_LIMIT_KB * 1024)}\n`;
    const tooLarge = await upload('superAdmin', path, big, 'text/csv');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('O corpo da requisição é grande demais.');
    const tooLargeForm = await upload('superAdmin', path, formWith(big, 'grande.csv'));
    expect(tooLargeForm.status).toBe(413);

    const json = await upload('superAdmin', path, '{"nome":"x"}', 'application/json');
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(CSV_MEDIA_TYPE_MESSAGE);
    expect((await upload('superAdmin', path, 'x', 'application/octet-stream')).status).toBe(415);

    const cases: [UploadBody, string | undefined, Record<string, string>][] = [
      ['', 'text/csv', { file: 'O arquivo CSV está vazio.' }],
      ['  \n\n', 'text/csv', { file: 'O arquivo CSV está vazio.' }],
      [
        new Uint8Array([0x6e, 0x6f, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x0a]),
        'text/csv',
        { file: 'O arquivo deve estar em UTF-8.' },
      ],
      ['nome\nPPV\u0000\n', 'text/csv', { file: 'O arquivo contém caracteres inválidos.' }],
      [new FormData(), undefined, { file: 'Esse campo é obrigatório' }],
      ['--x\r\nnot a form', 'multipart/form-data; boundary=y', { file: 'Formulário multipart inválido.' }],
    ];
    for (const [body, type, details] of cases) {
      const res = await upload('superAdmin', path, body, type);
      expect(res.status, JSON.stringify(details)).toBe(422);
      expect(res.body.details).toEqual(details);
    }
    const two = formWith('nome\nA\n', 'a.csv');
    two.append('file', new File(['nome\nB\n'], 'b.csv'));
    expect((await upload('superAdmin', path, two)).body.details).toEqual({ file: 'Envie um único arquivo.' });
    const asField = new FormData();
    asField.append('file', 'nome,rodovia\n');
    expect((await upload('superAdmin', path, asField)).body.data).toEqual({
      rows: 0,
      inserted: 0,
      updated: 0,
      warnings: [],
    });

    const absurd = [
      `${'a'.repeat(300_000)}`,
      `nome,tipo\n"${'b'.repeat(200_000)}`,
      `${'",'.repeat(100_000)}`,
      `nome\n${'\n'.repeat(200_000)}`,
      'praca_id,vigencia_inicio,multiplicador,tarifa_brl\n' + 'x,2026-01-01,1,1\n'.repeat(20_000),
    ];
    for (const text of absurd) {
      for (const importPath of [
        '/api/toll-tariffs/import',
        '/api/toll-plazas/import',
        path,
        '/api/freight-coefficients/import',
      ]) {
        const res = await upload('superAdmin', importPath, text, 'text/csv');
        expect(res.status, `${importPath} ${text.slice(0, 20)}`).toBeGreaterThanOrEqual(200);
        expect(res.status, `${importPath} ${text.slice(0, 20)}`).toBeLessThan(500);
        if (res.status === 422 && res.body.error)
          expect(res.body.error.errors.length).toBeLessThanOrEqual(101);
      }
    }
    expect(await api.db.$count(tollTariffs, eq(tollTariffs.plaza_id, 'x'))).toBe(0);
  });
});
