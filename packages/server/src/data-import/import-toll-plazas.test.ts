import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { tollPlazas } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import { importTollPlazas } from './import-toll-plazas.ts';
import { replaceLine, sharedCsv, sharedCsvRecords } from './test-support/source-copy.ts';

const FILE = 'pedagios/pracas.csv';
const MIRACATU = 'antt-autopista-regis-bittencourt-miracatu';

describe.each(backends)('importTollPlazas on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(tollPlazas);
  });

  const plaza = async (id: string) =>
    (await handle.db.select().from(tollPlazas).where(eq(tollPlazas.id, id)))[0];

  it('imports every plaza of the file with the operator fields at their defaults', async () => {
    const records = sharedCsvRecords(FILE);
    const countOf = (column: string, value: string) => records.filter((row) => row[column] === value).length;
    expect(await importTollPlazas(handle.db, sharedCsv(FILE), { file: FILE })).toEqual({
      ok: true,
      rows: records.length,
      inserted: records.length,
      updated: 0,
      warnings: [],
    });
    expect(await plaza(MIRACATU)).toMatchObject({
      source: 'ANTT',
      concessionaire: 'AUTOPISTA REGIS BITTENCOURT',
      road: 'BR-116',
      uf: 'SP',
      free_flow: false,
      tag_percent: 0,
      weekend_percent: 0,
      rounding: 'down',
      active: true,
    });
    expect(await handle.db.$count(tollPlazas, eq(tollPlazas.direction, 'crescente'))).toBe(
      countOf('sentido', 'crescente'),
    );
    expect(await handle.db.$count(tollPlazas, eq(tollPlazas.free_flow, true))).toBe(
      countOf('free_flow', '1'),
    );
  });

  it('leaves unchanged plazas untouched and keeps what operators set on a changed one', async () => {
    const text = sharedCsv(FILE);
    await importTollPlazas(handle.db, text, { file: FILE });
    const operatorFields = {
      tag_percent: 5,
      weekend_percent: 10,
      rounding: 'up',
      special_toll: true,
      semparar_code: '123',
      logo: 'logo.png',
      active: false,
    };
    await handle.db.update(tollPlazas).set(operatorFields).where(eq(tollPlazas.id, MIRACATU));
    const before = await plaza(MIRACATU);
    const stamps = await handle.db.select({ id: tollPlazas.id, at: tollPlazas.updated_at }).from(tollPlazas);

    expect(await importTollPlazas(handle.db, text, { file: FILE })).toMatchObject({
      inserted: 0,
      updated: 0,
    });
    expect(await handle.db.select({ id: tollPlazas.id, at: tollPlazas.updated_at }).from(tollPlazas)).toEqual(
      stamps,
    );

    const renamed = text.replace(`${MIRACATU},ANTT,AUTOPISTA REGIS BITTENCOURT,Miracatu,`, (row) =>
      row.replace(',Miracatu,', ',Miracatu (P2),'),
    );
    expect(renamed).not.toBe(text);
    expect(await importTollPlazas(handle.db, renamed, { file: FILE })).toMatchObject({
      inserted: 0,
      updated: 1,
    });
    const after = await plaza(MIRACATU);
    expect(after).toMatchObject({ name: 'Miracatu (P2)', ...operatorFields });
    expect(after!.updated_at.getTime()).toBeGreaterThan(before!.updated_at.getTime());
  });

  it('keeps plazas the file lacks', async () => {
    await importTollPlazas(handle.db, sharedCsv(FILE), { file: FILE });
    const before = await handle.db.$count(tollPlazas);
    const header = sharedCsv(FILE).split('\n')[0];
    const one = `${header}\noperator-plaza,ANTT,X,Nova,BR-116,SP,Miracatu,1,-24,-47,ambos,0,alta,\n`;
    expect(await importTollPlazas(handle.db, one, { file: FILE })).toMatchObject({ inserted: 1, updated: 0 });
    expect(await handle.db.$count(tollPlazas)).toBe(before + 1);
    expect(await plaza(MIRACATU)).toBeDefined();
  });

  it('refuses a copy of pracas.csv with a bad row in the middle, naming file and line, writing nothing', async () => {
    const text = replaceLine(sharedCsv(FILE), 210, (line) => line.replace(/,-2\d\.\d+,/, ',-2x.5,'));
    expect(await importTollPlazas(handle.db, text, { file: FILE })).toEqual({
      ok: false,
      errors: [{ file: FILE, line: 210, message: 'latitude: latitude inválida (graus decimais com ponto)' }],
    });
    expect(await handle.db.$count(tollPlazas)).toBe(0);
  });

  it('returns at most 100 line errors and counts the rest', async () => {
    const text = sharedCsv(FILE)
      .split('\n')
      .map((line, index) => (index === 0 || line === '' ? line : line.replace(/^[^,]+/, 'Bad Id')))
      .join('\n');
    const result = await importTollPlazas(handle.db, text, { file: FILE });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    const rest = sharedCsvRecords(FILE).length - 100;
    expect(rest).toBeGreaterThan(0);
    expect(errors).toHaveLength(101);
    expect(errors[100]).toEqual({
      file: FILE,
      line: 102,
      message: expect.stringMatching(new RegExp(`^mais ${rest} erro`)),
    });
  });
});
