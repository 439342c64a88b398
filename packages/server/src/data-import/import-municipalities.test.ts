import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { municipalities } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import { importMunicipalities } from './import-municipalities.ts';
import { replaceLine, sharedCsv } from './test-support/source-copy.ts';

const FILE = 'municipios/municipios.csv';

describe.each(backends)('importMunicipalities on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(municipalities);
  });

  it('imports the 5,571 municipalities with their seat and capital flag, then finds nothing to change', async () => {
    const text = sharedCsv(FILE);
    expect(await importMunicipalities(handle.db, text, { file: FILE })).toMatchObject({
      ok: true,
      rows: 5571,
      inserted: 5571,
      updated: 0,
    });
    const [saoPaulo] = await handle.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.ibge_code, 3550308));
    expect(saoPaulo).toMatchObject({ name: 'São Paulo', uf: 'SP', capital: true });
    expect(await handle.db.$count(municipalities, eq(municipalities.capital, true))).toBe(27);
    expect(await importMunicipalities(handle.db, text, { file: FILE })).toMatchObject({
      inserted: 0,
      updated: 0,
    });
  }, 60_000);

  it('refuses the file for one bad line in the middle, naming it, and writes nothing', async () => {
    const text = replaceLine(sharedCsv(FILE), 2800, (line) => line.replace(/,[01]$/, ',sim'));
    expect(await importMunicipalities(handle.db, text, { file: FILE })).toEqual({
      ok: false,
      errors: [{ file: FILE, line: 2800, message: 'capital: capital inválido (esperado 0 ou 1)' }],
    });
    expect(await handle.db.$count(municipalities)).toBe(0);
  });
});
