import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { tollPlazaGroups } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import { importTollGroups } from './import-toll-groups.ts';
import { importTollPlazas } from './import-toll-plazas.ts';
import { replaceLine, sharedCsv, sharedCsvRecords } from './test-support/source-copy.ts';

const FILE = 'pedagios/grupos_alternativos.csv';
const HEADER = 'grupo,praca_id,nota';
const P04 = 'antt-ecovias-rio-minas-p04-viuva-graca';
const P05 = 'antt-ecovias-rio-minas-p05-viuva-graca-b';
const MIRACATU = 'antt-autopista-regis-bittencourt-miracatu';

describe.each(backends)('importTollGroups on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
    await importTollPlazas(handle.db, sharedCsv('pedagios/pracas.csv'), { file: 'pedagios/pracas.csv' });
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(tollPlazaGroups);
  });

  const memberships = () =>
    handle.db
      .select({
        plaza: tollPlazaGroups.plaza_id,
        group: tollPlazaGroups.group_id,
        at: tollPlazaGroups.updated_at,
      })
      .from(tollPlazaGroups)
      .orderBy(tollPlazaGroups.plaza_id);
  const groupOf = async (plazaId: string) =>
    (await handle.db.select().from(tollPlazaGroups).where(eq(tollPlazaGroups.plaza_id, plazaId)))[0]
      ?.group_id;

  it('stores every membership of the file, and a second import of the same text changes nothing', async () => {
    const records = sharedCsvRecords(FILE);
    const text = sharedCsv(FILE);
    expect(await importTollGroups(handle.db, text, { file: FILE })).toEqual({
      ok: true,
      rows: records.length,
      inserted: records.length,
      updated: 0,
      warnings: [],
    });
    const stored = await memberships();
    expect(stored.map(({ plaza, group }) => [plaza, group])).toEqual(
      records.map((record) => [record['praca_id'], record['grupo']]).sort(([a], [b]) => a!.localeCompare(b!)),
    );

    expect(await importTollGroups(handle.db, text, { file: FILE })).toMatchObject({
      ok: true,
      inserted: 0,
      updated: 0,
    });
    expect(await memberships()).toEqual(stored);
  });

  it('moves a plaza to the group the file now gives it, keeping memberships the file lacks', async () => {
    await importTollGroups(handle.db, sharedCsv(FILE), { file: FILE });
    const before = await groupOf(P04);
    expect(before).toBeDefined();
    const moved = [HEADER, `grupo-novo,${P05},Movida.`, `grupo-novo,${MIRACATU},`].join('\n');
    expect(await importTollGroups(handle.db, moved, { file: FILE })).toMatchObject({
      ok: true,
      rows: 2,
      inserted: 1,
      updated: 1,
    });
    expect(await groupOf(P05)).toBe('grupo-novo');
    expect(await groupOf(MIRACATU)).toBe('grupo-novo');
    expect(await groupOf(P04)).toBe(before);
    expect(await handle.db.$count(tollPlazaGroups)).toBe(sharedCsvRecords(FILE).length + 1);
  });

  it('makes a member the database lacks a line error naming file and line, and writes nothing', async () => {
    const text = replaceLine(sharedCsv(FILE), 3, (line) => line.replace(P05, 'praca-inexistente'));
    expect(await importTollGroups(handle.db, text, { file: FILE })).toEqual({
      ok: false,
      errors: [
        {
          file: FILE,
          line: 3,
          message: 'praca_id: praça desconhecida "praca-inexistente" (importe as praças antes dos grupos)',
        },
      ],
    });
    expect(await handle.db.$count(tollPlazaGroups)).toBe(0);
  });

  it('refuses a group of one and a plaza listed twice, and writes nothing', async () => {
    const text = [HEADER, `g1,${P04},`, `g1,${P05},`, `g1,${P04},de novo`].join('\n');
    expect(await importTollGroups(handle.db, text, { file: 'grupos.csv' })).toEqual({
      ok: false,
      errors: [{ file: 'grupos.csv', line: 4, message: 'praça repetida (uma praça pertence a um só grupo)' }],
    });
    const lone = [HEADER, `g1,${P04},`, `g1,${P05},`, `sozinho,${MIRACATU},`].join('\n');
    expect(await importTollGroups(handle.db, lone, { file: 'grupos.csv' })).toEqual({
      ok: false,
      errors: [
        {
          file: 'grupos.csv',
          line: 4,
          message: 'grupo: grupo com uma só praça (um grupo reúne duas ou mais praças)',
        },
      ],
    });
    expect(await handle.db.$count(tollPlazaGroups)).toBe(0);
  });
});
