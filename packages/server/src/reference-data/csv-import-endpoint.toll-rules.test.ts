import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importTollPlazas } from '../data-import/import-toll-plazas.ts';
import { sharedCsv, sharedCsvRecords } from '../data-import/test-support/source-copy.ts';
import { tollPlazaDiscounts, tollPlazaGroups, tollPlazas, tollPointToPoint } from '../db/schema.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi, TestUser } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';

/** What a test sends as a request body. */
type UploadBody = NonNullable<RequestInit['body']>;

const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';
const PLAZA_A = 'antt-ecovias-rio-minas-p04-viuva-graca';
const PLAZA_B = 'antt-ecovias-rio-minas-p05-viuva-graca-b';
const JUNDIAI_GANTRY = 'artesp-l07-portico-jundiai-pap';

const ENDPOINTS = [
  {
    path: '/api/toll-plazas/discounts/import',
    file: 'pedagios/descontos_praca.csv',
    table: tollPlazaDiscounts,
  },
  {
    path: '/api/toll-plazas/groups/import',
    file: 'pedagios/grupos_alternativos.csv',
    table: tollPlazaGroups,
  },
  {
    path: '/api/toll-plazas/point-to-point/import',
    file: 'pedagios/ponto_a_ponto.csv',
    table: tollPointToPoint,
  },
];

/** `text` with the `percentual_tag` of the row of `plazaId` set to `percent`. */
function withPercent(text: string, plazaId: string, percent: number): string {
  const row = text.split('\n').find((line) => line.startsWith(`${plazaId},`));
  expect(row, plazaId).toBeDefined();
  return text.replace(row!, row!.replace(/^([^,]+),[^,]*,/, `$1,${percent},`));
}

describe.each(backends)('toll rule CSV import endpoints on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
    await importTollPlazas(api.db, sharedCsv('pedagios/pracas.csv'), { file: 'pedagios/pracas.csv' });
  }, 60_000);
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db.delete(tollPlazaDiscounts);
    await api.db.delete(tollPlazaGroups);
    await api.db.delete(tollPointToPoint);
    await api.db.update(tollPlazas).set({ tag_percent: 0 });
  });

  /** POSTs `body` as is (text or a form) to `path` as `user`. */
  async function upload(user: TestUser | null, path: string, body: UploadBody, contentType?: string) {
    const headers: Record<string, string> = {};
    if (user) headers['authorization'] = `Bearer ${await api.token(user)}`;
    if (contentType) headers['content-type'] = contentType;
    const res = await api.app.request(
      path,
      { method: 'POST', headers, body },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies freely
    return { status: res.status, body: JSON.parse(await res.text()) as any };
  }

  const formWith = (text: string, name: string): FormData => {
    const form = new FormData();
    form.append('file', new File([text], name, { type: 'text/csv' }));
    return form;
  };

  const porcentagemTag = async (id: string): Promise<unknown> => {
    const res = await api.as('operatorA').get(`/api/toll-plazas/${id}`);
    expect(res.status).toBe(200);
    return res.body.data.porcentagem_tag;
  };

  it.each(ENDPOINTS)(
    '$path imports $file as text/csv, then finds it unchanged as multipart',
    async ({ path, file, table }) => {
      const text = sharedCsv(file);
      const rows = sharedCsvRecords(file).length;
      const start = api.ctx.referenceData.current;

      const first = await upload('superAdmin', path, text, 'text/csv; charset=utf-8');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        success: true,
        message: 'Importação concluída.',
        data: { rows, inserted: rows, updated: 0, warnings: [] },
      });
      expect(await api.db.$count(table)).toBe(rows);
      expect(api.ctx.referenceData.current).toBe(start + 1);

      const again = await upload('superAdmin', path, formWith(text, file.split('/')[1]!));
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual({ rows, inserted: 0, updated: 0, warnings: [] });
      expect(api.ctx.referenceData.current).toBe(start + 1);
    },
  );

  it.each(ENDPOINTS)(
    '$path takes a file with only the header, changing nothing',
    async ({ path, file, table }) => {
      const start = api.ctx.referenceData.current;
      const header = sharedCsv(file).split('\n')[0]!;
      const res = await upload('superAdmin', path, `${header}\n`, 'text/csv');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ rows: 0, inserted: 0, updated: 0, warnings: [] });
      expect(await api.db.$count(table)).toBe(0);
      expect(api.ctx.referenceData.current).toBe(start);
    },
  );

  it.each([
    {
      path: '/api/toll-plazas/discounts/import',
      table: tollPlazaDiscounts,
      lines: ['praca_id,percentual_tag', `${PLAZA_A},5`, `${PLAZA_B},cinco`, 'antt-nova-364-p1,105'],
      details: {
        'linha 3': 'percentual_tag: percentual_tag inválido (de 0 a 100, decimal com ponto, ex.: 5)',
        'linha 4': 'percentual_tag: percentual_tag inválido (de 0 a 100, decimal com ponto, ex.: 5)',
      },
    },
    {
      path: '/api/toll-plazas/groups/import',
      table: tollPlazaGroups,
      lines: ['grupo,praca_id', `g,${PLAZA_A}`, 'g,praca-inexistente'],
      details: {
        'linha 3': 'praca_id: praça desconhecida "praca-inexistente" (importe as praças antes dos grupos)',
      },
    },
    {
      path: '/api/toll-plazas/point-to-point/import',
      table: tollPointToPoint,
      lines: [
        'praca_id,praca_convencional_id',
        'artesp-l07-portico-km-74-pap,',
        `${JUNDIAI_GANTRY},${JUNDIAI_GANTRY}`,
        'artesp-l07-portico-cosmopolis-pap,Praça Cosmópolis',
      ],
      details: {
        'linha 3': 'praca_convencional_id: a praça convencional não pode ser o próprio pórtico',
        'linha 4': 'praca_convencional_id: id de praça inválido (letras minúsculas, dígitos e hífens)',
      },
    },
  ])(
    '$path answers a file with bad lines with 422, one pt-BR message a line, and writes nothing',
    async ({ path, table, lines, details }) => {
      const start = api.ctx.referenceData.current;
      const res = await upload('superAdmin', path, formWith(lines.join('\n'), 'regras.csv'));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        success: false,
        statusCode: 422,
        message:
          'O arquivo regras.csv tem erros; nada foi importado. Corrija as linhas indicadas e envie de novo.',
        data: null,
      });
      expect(res.body.details).toEqual(details);
      expect(res.body.error.errors).toEqual(
        Object.entries(details).map(([line, message]) => ({
          file: 'regras.csv',
          line: Number(line.replace('linha ', '')),
          message,
        })),
      );
      expect(await api.db.$count(table)).toBe(0);
      expect(await porcentagemTag(PLAZA_A)).toBe(0);
      expect(api.ctx.referenceData.current).toBe(start);
    },
  );

  it.each(ENDPOINTS)(
    '$path lets only the import permission in: admin, operator, guest 403, no token 401',
    async ({ path, file, table }) => {
      const text = sharedCsv(file);
      for (const user of ['adminA', 'operatorA', 'guestA'] as const) {
        const res = await upload(user, path, text, 'text/csv');
        expect(res.status, user).toBe(403);
        expect(res.body.message).toBe(FORBIDDEN);
      }
      expect((await upload(null, path, text, 'text/csv')).status).toBe(401);
      expect(await api.db.$count(table)).toBe(0);
    },
  );

  it('keeps an operator’s porcentagem_tag until the discount file changes that plaza’s value', async () => {
    const path = '/api/toll-plazas/discounts/import';
    const text = sharedCsv('pedagios/descontos_praca.csv');
    const fileValue = (id: string) =>
      Number(
        sharedCsvRecords('pedagios/descontos_praca.csv').find((row) => row['praca_id'] === id)![
          'percentual_tag'
        ],
      );
    expect((await upload('superAdmin', path, text, 'text/csv')).status).toBe(200);
    expect(await porcentagemTag(PLAZA_A)).toBe(fileValue(PLAZA_A));

    const edit = await api.as('superAdmin').put(`/api/toll-plazas/${PLAZA_A}`, { porcentagem_tag: 12 });
    expect(edit.status).toBe(200);
    expect(edit.body.data.porcentagem_tag).toBe(12);

    const start = api.ctx.referenceData.current;
    const same = await upload('superAdmin', path, text, 'text/csv');
    expect(same.body.data).toMatchObject({ inserted: 0, updated: 0 });
    expect(await porcentagemTag(PLAZA_A)).toBe(12);
    expect(api.ctx.referenceData.current).toBe(start);

    const otherChanged = await upload('superAdmin', path, withPercent(text, PLAZA_B, 3), 'text/csv');
    expect(otherChanged.body.data).toMatchObject({ inserted: 0, updated: 1 });
    expect(await porcentagemTag(PLAZA_A)).toBe(12);
    expect(await porcentagemTag(PLAZA_B)).toBe(3);
    expect(api.ctx.referenceData.current).toBe(start + 1);

    const ownChanged = withPercent(withPercent(text, PLAZA_B, 3), PLAZA_A, 2.5);
    const overwritten = await upload('superAdmin', path, formWith(ownChanged, 'descontos.csv'));
    expect(overwritten.body.data).toMatchObject({ inserted: 0, updated: 1 });
    expect(await porcentagemTag(PLAZA_A)).toBe(2.5);
    expect(api.ctx.referenceData.current).toBe(start + 2);
  });
});
