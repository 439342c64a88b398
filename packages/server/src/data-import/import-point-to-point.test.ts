import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { tollPointToPoint } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import { importPointToPoint } from './import-point-to-point.ts';
import { importTollPlazas } from './import-toll-plazas.ts';
import { replaceLine, sharedCsv, sharedCsvRecords } from './test-support/source-copy.ts';

const FILE = 'pedagios/ponto_a_ponto.csv';
const JUNDIAI_GANTRY = 'artesp-l07-portico-jundiai-pap';

/** The line of `text` that starts with `id,`. */
const lineOf = (text: string, id: string): number =>
  text.split('\n').findIndex((line) => line.startsWith(`${id},`)) + 1;

describe.each(backends)('importPointToPoint on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
    await importTollPlazas(handle.db, sharedCsv('pedagios/pracas.csv'), { file: 'pedagios/pracas.csv' });
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(tollPointToPoint);
  });

  const gantries = () =>
    handle.db
      .select({
        id: tollPointToPoint.plaza_id,
        conventional: tollPointToPoint.conventional_plaza_id,
        at: tollPointToPoint.updated_at,
      })
      .from(tollPointToPoint)
      .orderBy(tollPointToPoint.plaza_id);

  it('stores every gantry of the file with its conventional plaza, and a second import changes nothing', async () => {
    const records = sharedCsvRecords(FILE);
    const text = sharedCsv(FILE);
    expect(await importPointToPoint(handle.db, text, { file: FILE })).toEqual({
      ok: true,
      rows: records.length,
      inserted: records.length,
      updated: 0,
      warnings: [],
    });
    const stored = await gantries();
    expect(stored.map(({ id, conventional }) => [id, conventional])).toEqual(
      records
        .map((record) => [record['praca_id'], record['praca_convencional_id']?.trim() || null])
        .sort(([a], [b]) => a!.localeCompare(b!)),
    );
    expect(stored.some((row) => row.conventional === null)).toBe(true);

    expect(await importPointToPoint(handle.db, text, { file: FILE })).toMatchObject({
      ok: true,
      inserted: 0,
      updated: 0,
    });
    expect(await gantries()).toEqual(stored);
  });

  it('updates a gantry whose conventional plaza changed, and only it', async () => {
    const text = sharedCsv(FILE);
    await importPointToPoint(handle.db, text, { file: FILE });
    const before = await gantries();
    const alone = replaceLine(text, lineOf(text, JUNDIAI_GANTRY), (line) =>
      line.replace(/^([^,]+),[^,]*,/, '$1,,'),
    );
    expect(await importPointToPoint(handle.db, alone, { file: FILE })).toMatchObject({
      ok: true,
      inserted: 0,
      updated: 1,
    });
    const after = await gantries();
    expect(after.find((row) => row.id === JUNDIAI_GANTRY)?.conventional).toBeNull();
    expect(after.filter((row) => row.id !== JUNDIAI_GANTRY)).toEqual(
      before.filter((row) => row.id !== JUNDIAI_GANTRY),
    );
  });

  it.each([
    ['praca_convencional_id', (line: string) => line.replace(/^([^,]+),[^,]*,/, '$1,praca-inexistente,')],
    ['praca_id', (line: string) => line.replace(/^[^,]+/, 'praca-inexistente')],
  ])(
    'makes an unknown plaza in %s a line error on that column, and writes nothing',
    async (column, change) => {
      const text = sharedCsv(FILE);
      const line = lineOf(text, JUNDIAI_GANTRY);
      expect(line).toBeGreaterThan(2);
      expect(await importPointToPoint(handle.db, replaceLine(text, line, change), { file: FILE })).toEqual({
        ok: false,
        errors: [
          {
            file: FILE,
            line,
            message: `${column}: praça desconhecida "praca-inexistente" (importe as praças antes dos pórticos)`,
          },
        ],
      });
      expect(await handle.db.$count(tollPointToPoint)).toBe(0);
    },
  );

  it('refuses a gantry that is its own conventional plaza, and writes nothing', async () => {
    const text = [
      'praca_id,praca_convencional_id,nota',
      'artesp-l07-portico-km-74-pap,,',
      `${JUNDIAI_GANTRY},${JUNDIAI_GANTRY},`,
    ].join('\n');
    expect(await importPointToPoint(handle.db, text, { file: 'portico.csv' })).toEqual({
      ok: false,
      errors: [
        {
          file: 'portico.csv',
          line: 3,
          message: 'praca_convencional_id: a praça convencional não pode ser o próprio pórtico',
        },
      ],
    });
    expect(
      await handle.db.$count(tollPointToPoint, eq(tollPointToPoint.plaza_id, 'artesp-l07-portico-km-74-pap')),
    ).toBe(0);
  });

  it('returns at most 100 errors, two a line when both plazas are unknown, and counts the rest', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `portico-${i + 1},convencional-${i + 1},`);
    const text = ['praca_id,praca_convencional_id,nota', ...rows].join('\n');
    const result = await importPointToPoint(handle.db, text, { file: FILE });
    const errors = result.ok ? [] : result.errors;
    expect(errors).toHaveLength(101);
    expect(errors[98]?.message).toMatch(/^praca_id: praça desconhecida "portico-50"/);
    expect(errors[99]?.message).toMatch(/^praca_convencional_id: praça desconhecida "convencional-50"/);
    expect(errors[100]).toEqual({
      file: FILE,
      line: 52,
      message: 'mais 20 erro(s) não listado(s), o primeiro nesta linha',
    });
    expect(await handle.db.$count(tollPointToPoint)).toBe(0);
  });
});
