import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { states } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import { importStates } from './import-states.ts';
import { sharedCsv } from './test-support/source-copy.ts';

const FILE = 'municipios/estados.csv';
const HEADER = 'codigo_uf,uf,nome,latitude,longitude,regiao';

describe.each(backends)('importStates on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(states);
  });

  it('imports the 27 states, then finds nothing to change', async () => {
    const text = sharedCsv(FILE);
    expect(await importStates(handle.db, text, { file: FILE })).toEqual({
      ok: true,
      rows: 27,
      inserted: 27,
      updated: 0,
      warnings: [],
    });
    const [sp] = await handle.db.select().from(states).where(eq(states.uf, 'SP'));
    expect(sp).toEqual({
      ibge_code: 35,
      uf: 'SP',
      name: 'São Paulo',
      lat: -22.19,
      lng: -48.79,
      region: 'Sudeste',
    });
    expect(await importStates(handle.db, text, { file: FILE })).toMatchObject({ inserted: 0, updated: 0 });
  });

  it('updates changed states and keeps those the file lacks', async () => {
    await importStates(handle.db, sharedCsv(FILE), { file: FILE });
    const text = `${HEADER}\n35,SP,Estado de São Paulo,-22.19,-48.79,Sudeste\n11,RO,Rondônia,-10.83,-63.34,Norte\n`;
    expect(await importStates(handle.db, text, { file: FILE })).toMatchObject({
      rows: 2,
      inserted: 0,
      updated: 1,
    });
    expect(await handle.db.$count(states)).toBe(27);
    const [sp] = await handle.db.select().from(states).where(eq(states.ibge_code, 35));
    expect(sp?.name).toBe('Estado de São Paulo');
  });

  it('lists every bad line in pt-BR and writes nothing', async () => {
    const text = [
      HEADER,
      '11,RO,Rondônia,-10.83,-63.34,Norte',
      '12,XX,Acre,-8.77,-70.55,Norte',
      '13,AM,Amazonas,-3.4x,-65.85,Norte',
      '11,RR,Roraima,1.99,-61.33,Norte',
      '14,RO,Rondônia de novo,2,-61,Norte',
      '15,PA,Pará,-3.79,-52.48,Amazônia',
    ].join('\n');
    expect(await importStates(handle.db, text, { file: FILE })).toEqual({
      ok: false,
      errors: [
        { file: FILE, line: 3, message: 'uf: UF inválida' },
        { file: FILE, line: 4, message: 'latitude: latitude inválida (graus decimais com ponto)' },
        { file: FILE, line: 5, message: 'UF repetida (mesmo codigo_uf)' },
        {
          file: FILE,
          line: 7,
          message: 'regiao: região inválida (esperado Norte, Nordeste, Centro-Oeste, Sudeste, Sul)',
        },
      ],
    });
    expect(await handle.db.$count(states)).toBe(0);
  });

  it('reports a repeated abbreviation on its line', async () => {
    const text = `${HEADER}\n11,RO,Rondônia,-10.83,-63.34,Norte\n14,RO,Roraima,2,-61,Norte\n`;
    expect(await importStates(handle.db, text, { file: FILE })).toEqual({
      ok: false,
      errors: [{ file: FILE, line: 3, message: 'uf repetida' }],
    });
  });

  it('rolls the whole file back when the database refuses a row', async () => {
    // another code already holds the abbreviation SP: the unique index refuses the file's SP row
    await handle.db
      .insert(states)
      .values({ ibge_code: 99, uf: 'SP', name: 'X', lat: 0, lng: 0, region: 'Sul' });
    const text = `${HEADER}\n11,RO,Rondônia,-10.83,-63.34,Norte\n35,SP,São Paulo,-22.19,-48.79,Sudeste\n`;
    const result = await importStates(handle.db, text, { file: FILE });
    expect(result).toEqual({
      ok: false,
      errors: [{ file: FILE, line: 0, message: expect.stringContaining('nada foi gravado') }],
    });
    expect((await handle.db.select().from(states)).map((row) => row.uf)).toEqual(['SP']);
  });
});
