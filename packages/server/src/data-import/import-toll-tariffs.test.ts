import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { tollPlazas, tollTariffs } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import { importTollPlazas } from './import-toll-plazas.ts';
import { importTollTariffs } from './import-toll-tariffs.ts';
import { replaceLine, sharedCsv, sharedCsvRecords } from './test-support/source-copy.ts';

const FILE = 'pedagios/tarifas.csv';
const CASIMIRO = 'antt-autopista-fluminense-casimiro-de-abreu';

describe.each(backends)('importTollTariffs on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
    await importTollPlazas(handle.db, sharedCsv('pedagios/pracas.csv'), { file: 'pedagios/pracas.csv' });
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(tollTariffs);
  });

  it('imports every fare of the file; a changed fare updates only its row', async () => {
    const text = sharedCsv(FILE);
    const fares = sharedCsvRecords(FILE).length;
    expect(await importTollTariffs(handle.db, text, { file: FILE })).toEqual({
      ok: true,
      rows: fares,
      inserted: fares,
      updated: 0,
      warnings: [],
    });
    const casimiro = and(eq(tollTariffs.plaza_id, CASIMIRO), eq(tollTariffs.multiplier, 1));
    expect((await handle.db.select().from(tollTariffs).where(casimiro))[0]).toMatchObject({
      valid_from: '2026-08-17',
      fare: 7.5,
      source: 'ANTT',
    });
    const others = async () =>
      handle.db
        .select({ id: tollTariffs.id, at: tollTariffs.updated_at })
        .from(tollTariffs)
        .where(ne(tollTariffs.id, (await handle.db.select().from(tollTariffs).where(casimiro))[0]!.id))
        .orderBy(tollTariffs.id);
    const before = await others();
    const changed = replaceLine(text, 2, () => `${CASIMIRO},2026-08-17,1,7.80,ANTT`);
    expect(await importTollTariffs(handle.db, changed, { file: FILE })).toMatchObject({
      inserted: 0,
      updated: 1,
    });
    expect((await handle.db.select().from(tollTariffs).where(casimiro))[0]?.fare).toBe(7.8);
    expect(await others()).toEqual(before);
    expect(await handle.db.$count(tollTariffs)).toBe(fares);
  }, 60_000);

  it('makes a fare of an unknown plaza a line error and writes nothing', async () => {
    const text = replaceLine(sharedCsv(FILE), 1500, (line) => line.replace(/^[^,]+/, 'praca-inexistente'));
    expect(await importTollTariffs(handle.db, text, { file: FILE })).toEqual({
      ok: false,
      errors: [
        {
          file: FILE,
          line: 1500,
          message: 'praca_id: praça desconhecida "praca-inexistente" (importe as praças antes das tarifas)',
        },
      ],
    });
    expect(await handle.db.$count(tollTariffs)).toBe(0);
  });

  it('reports bad dates, multipliers and fares, and repeated keys', async () => {
    const text = [
      'praca_id,vigencia_inicio,multiplicador,tarifa_brl,fonte',
      `${CASIMIRO},2026-02-30,1,7.50,ANTT`,
      `${CASIMIRO},2026-08-17,1.25,7.50,ANTT`,
      `${CASIMIRO},2026-08-17,2,R$ 15,ANTT`,
      `${CASIMIRO},2026-08-17,3,22.50,ANTT`,
      `${CASIMIRO},2026-08-17,3,22.50,ANTT`,
    ].join('\n');
    const result = await importTollTariffs(handle.db, text, { file: FILE });
    expect(result.ok ? [] : result.errors.map((error) => [error.line, error.message])).toEqual([
      [2, 'vigencia_inicio: data inválida (esperado AAAA-MM-DD)'],
      [3, 'multiplicador: multiplicador inválido (esperado 0,5, 1, 1,5, 2, 3 … até 20)'],
      [4, 'tarifa_brl: tarifa inválida (decimal com ponto, ex.: 10.55)'],
      [6, 'tarifa repetida (mesma praça, vigência e multiplicador)'],
    ]);
    expect(await handle.db.$count(tollPlazas)).toBe(sharedCsvRecords('pedagios/pracas.csv').length);
    expect(await handle.db.$count(tollTariffs)).toBe(0);
  });
});
